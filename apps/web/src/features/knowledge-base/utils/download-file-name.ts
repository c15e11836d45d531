import type { KnowledgeBaseSource } from '@agentdesk/shared';

/** Path separators and control characters have no place in a saved file's name. */
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const clean = (name: string): string => name.replace(/[\\/\u0000-\u001f\u007f]/g, '_').trim();

const fromDisposition = (disposition: string): string | null => {
  const encoded = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: the plain filename, if any, follows.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return plain === null ? null : (plain[1] ?? plain[2] ?? '').trim();
};

/**
 * The name to save a downloaded source under: the server's Content-Disposition when it names one,
 * else the source's own name. A text is saved as plain text, so a title without an ending gets .txt.
 */
export const downloadFileName = (
  disposition: string | null,
  source: Pick<KnowledgeBaseSource, 'filename' | 'type'>,
): string => {
  const named = disposition === null ? null : fromDisposition(disposition);
  const name = clean(named !== null && named !== '' ? named : source.filename);
  if (name === '') return 'download';
  return source.type === 'text' && !/\.[a-z0-9]{1,5}$/i.test(name) ? `${name}.txt` : name;
};
