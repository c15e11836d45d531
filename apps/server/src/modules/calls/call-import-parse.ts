import { Worker } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error.ts';
import { NUL_IN_TEXT } from '../../lib/nul-guard.ts';

// An upload read in a worker thread (call-import-parse.worker.mjs): what it refuses becomes the
// answer's error, what it accepts is the upload's calls cut into chunks of JSON text.

export const NOT_JSON =
  "The file is not JSON: upload the JSON file of your provider's list-calls export (an array of call objects).";
export const NOT_A_CALL_LIST = 'The file must hold a JSON array of calls, or { "calls": [...] }.';
export const NO_CALLS = 'The file holds no calls.';

/** An upload's calls: how many, and chunk by chunk the JSON text of their array. */
export type ParsedUpload = { total: number; chunkCount: number; chunk: (ordinal: number) => string };

type Refusal = 'empty' | 'not-json' | 'prototype' | 'nul' | 'invalid-json' | 'not-a-list' | 'no-calls';
type WorkerResult = { refusal: Refusal; detail?: string } | { total: number; chunks: Uint8Array; ends: number[] };

const refusalError = (refusal: Refusal, detail = ''): HttpError => {
  switch (refusal) {
    case 'empty':
      return new HttpError(422, 'The file is empty.');
    case 'not-json':
      return new HttpError(415, NOT_JSON);
    case 'prototype':
      return new HttpError(400, 'Object contains forbidden prototype property');
    case 'nul':
      return new HttpError(400, NUL_IN_TEXT);
    case 'invalid-json':
      return new HttpError(422, `The file is not valid JSON: ${detail}`);
    case 'not-a-list':
      return new HttpError(422, NOT_A_CALL_LIST);
    case 'no-calls':
      return new HttpError(422, NO_CALLS);
  }
};

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: WorkerResult) => void; reject: (error: Error) => void }>();

/** The parsing thread, started on first use; it does not keep the process alive. */
const parser = () => {
  if (worker) return worker;
  worker = new Worker(new URL('./call-import-parse.worker.mjs', import.meta.url));
  worker.unref();
  worker.on('message', ({ id, result, failure }: { id: number; result?: WorkerResult; failure?: string }) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (result) pending?.resolve(result);
    else pending?.reject(new Error(failure ?? 'The upload could not be read'));
  });
  worker.on('error', (error) => {
    worker = null;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return worker;
};

/** Reads an upload off the server's thread; rejects with a 400, 415 or 422 HttpError when it is no list of calls. */
export const parseCallsUpload = async (bytes: Uint8Array, chunkSize: number): Promise<ParsedUpload> => {
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    parser().postMessage({ id, bytes, chunkSize });
  });
  if ('refusal' in result) throw refusalError(result.refusal, result.detail);
  const { chunks, ends } = result;
  const text = Buffer.from(chunks.buffer, chunks.byteOffset, chunks.byteLength);
  return {
    total: result.total,
    chunkCount: ends.length,
    chunk: (ordinal) => text.toString('utf8', ordinal === 0 ? 0 : ends[ordinal - 1], ends[ordinal]),
  };
};
