import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createFairQueue, currentArrival, withArrival } from '../../db/fair-queue.ts';
import { CHUNK_HEAD_START_MS, startCallImport } from './call-import-upload.ts';

const UPLOAD_ARRIVED = -1e9;

// Issue #28 item 4: while a large upload's chunks are written, the requests that arrived during
// the upload are served between them; in the upload's own place in the queue they would wait for
// every chunk (the load bench's 10 s stall on PGlite).

/**
 * A database that runs each statement through a fair queue and notes the order they were served.
 * As Drizzle's, a statement runs when it is awaited (its `then`), not when it is built.
 */
const queuedDb = (served: string[]) => {
  const queue = createFairQueue();
  const db = {
    execute: (query: { queryChunks?: unknown[] }) => ({
      then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
        queue
          .run(async () => {
            const text = JSON.stringify(query.queryChunks ?? '').slice(0, 80);
            served.push(
              text.includes('call_import_chunks')
                ? 'chunk'
                : text.includes('insert into call_imports')
                  ? 'import'
                  : 'other',
            );
            return { rows: [{ id: 'import-1' }] };
          })
          .then(resolve, reject),
    }),
  };
  return { db: db as unknown as Db, queue };
};

describe('keeping an upload in chunks', () => {
  it('writes each chunk in its own place in the queue, after requests that arrived since the upload began', async () => {
    const served: string[] = [];
    const { db, queue } = queuedDb(served);
    const chunkArrivals: (number | undefined)[] = [];
    const upload = {
      total: 3,
      chunkCount: 3,
      chunk: (ordinal: number) => {
        chunkArrivals.push(currentArrival());
        return `[${ordinal}]`;
      },
    };
    // The upload arrived long ago; a list request that has waited longer than a chunk's head start
    // comes while the first chunk is being written.
    const importing = withArrival(UPLOAD_ARRIVED, () =>
      startCallImport({ db, workspaceId: 'w', userId: null, filename: 'f.json', sizeBytes: 10, upload, chunkSize: 1 }),
    );
    let listServed = false;
    const waitForChunk = async () => {
      while (!served.includes('chunk')) await new Promise((resolve) => setImmediate(resolve));
    };
    await waitForChunk();
    const list = withArrival(performance.now() - 2 * CHUNK_HEAD_START_MS, () =>
      queue.run(async () => void served.push('list')),
    );
    void list.then(() => (listServed = true));
    await importing;
    await list;
    expect(listServed).toBe(true);
    // The list request went before the chunks asked for after it arrived.
    expect(served.indexOf('list')).toBeLessThan(served.lastIndexOf('chunk'));
    // Each chunk asked in a place of its own (shortly before its own time), not in the upload's.
    expect(chunkArrivals).toHaveLength(3);
    for (const arrival of chunkArrivals) expect(arrival).toBeGreaterThan(UPLOAD_ARRIVED);
  });
});
