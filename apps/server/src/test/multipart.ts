import { randomUUID } from 'node:crypto';

export type Upload = { filename: string; content: string | Buffer; field?: string; type?: string };

/** A multipart/form-data body with one part per file, for `app.inject`. */
export const multipartFiles = (files: Upload[]) => {
  const boundary = `----agentdesk${randomUUID()}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
};
