import type { FastifyReply } from 'fastify';

/**
 * A Content-Disposition header that makes a stored file a download under its own name: an ASCII
 * fallback (quotes, backslashes and other characters replaced) and the exact name in UTF-8 (RFC 6266).
 */
export const attachmentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** A stored file sent as a download under its stored type, never rendered (or sniffed) on our origin, nor cached. */
export const sendDownload = (reply: FastifyReply, file: { filename: string; contentType: string; bytes: Buffer }) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
