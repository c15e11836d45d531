// Reads an uploaded call history in a worker thread, so a 200 MB file does not hold the server's
// thread (and every request waiting on it) for the seconds that parsing takes: the bytes are
// checked to be JSON of a list of calls and cut into chunks of `chunkSize` calls, each the JSON
// text of its array, handed back as one buffer with offsets. Plain JavaScript: a worker is started
// from a file and must run under every loader the server runs with (see call-import-parse.ts).
import { parentPort } from 'node:worker_threads';

/** @param {Uint8Array} bytes @param {number} chunkSize */
export const parseCallsUpload = (bytes, chunkSize) => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const first = /^[\s\uFEFF]*(\S)/.exec(text.slice(0, 4096))?.[1];
  if (first === undefined) return { refusal: 'empty' };
  if (first !== '[' && first !== '{') return { refusal: 'not-json' };
  // As Fastify's own JSON parser refuses them: keys that would reach an object's prototype.
  if (/"__proto__"\s*:/.test(text) || /"constructor"\s*:\s*\{[^{}]*"prototype"\s*:/.test(text))
    return { refusal: 'prototype' };
  // PostgreSQL's text and jsonb cannot hold U+0000.
  if (text.includes('\\u0000')) return { refusal: 'nul' };
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { refusal: 'invalid-json', detail: error instanceof Error ? error.message : String(error) };
  }
  const items = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? value.calls : undefined;
  if (!Array.isArray(items)) return { refusal: 'not-a-list' };
  if (items.length === 0) return { refusal: 'no-calls' };
  const parts = [];
  const ends = [];
  let length = 0;
  for (let start = 0; start < items.length; start += chunkSize) {
    const part = Buffer.from(JSON.stringify(items.slice(start, start + chunkSize)), 'utf8');
    parts.push(part);
    length += part.length;
    ends.push(length);
  }
  return { total: items.length, chunks: Buffer.concat(parts, length), ends };
};

parentPort?.on('message', ({ id, bytes, chunkSize }) => {
  try {
    const result = parseCallsUpload(bytes, chunkSize);
    const transfer = result.chunks ? [result.chunks.buffer] : [];
    parentPort.postMessage({ id, result }, transfer);
  } catch (error) {
    parentPort.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
