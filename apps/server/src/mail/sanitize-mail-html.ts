import sanitizeHtml from 'sanitize-html';

const isRemote = (src: string) => /^(https?:)?\/\//i.test(src.trim());

/**
 * HTML of a received mail made safe to show: no script, style, frame, form or event handler,
 * links open in a new tab without the opener, and remote images (tracking pixels) held back as
 * data-remote-src unless the reader asked for them.
 */
export const sanitizeMailHtml = (
  html: string,
  options: { allowRemoteImages: boolean },
): { html: string; hasRemoteImages: boolean } => {
  let hasRemoteImages = false;
  const clean = sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'font', 'center']),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'data-remote-src'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (tagName, attribs) => {
        const src = attribs['src'] ?? '';
        if (!isRemote(src)) return { tagName, attribs };
        hasRemoteImages = true;
        if (options.allowRemoteImages) return { tagName, attribs };
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: { ...rest, 'data-remote-src': src } };
      },
    },
  });
  return { html: clean, hasRemoteImages };
};
