// A 3×3 median over a grey image, in a worker thread so the server's thread stays free while a
// scan is cleaned before OCR (scan-cleanup.ts). Plain JavaScript: a worker is started from a file
// and must run under every loader the server runs with.
import { parentPort } from 'node:worker_threads';

/**
 * Each pixel the median of its 3×3 neighbourhood (edges repeat), by Paeth's 19-exchange network.
 * @param {Uint8Array} grey @param {number} width @param {number} height @returns {Uint8Array}
 */
export const medianOfGrey = (grey, width, height) => {
  const out = new Uint8Array(width * height);
  const w = new Int32Array(9);
  const net = [
    1, 2, 4, 5, 7, 8, 0, 1, 3, 4, 6, 7, 1, 2, 4, 5, 7, 8, 0, 3, 5, 8, 4, 7, 3, 6, 1, 4, 2, 5, 4, 7, 4, 2, 6, 4, 4, 2,
  ];
  for (let y = 0; y < height; y += 1) {
    const up = Math.max(0, y - 1) * width;
    const mid = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1) {
      const left = x > 0 ? x - 1 : 0;
      const right = x < width - 1 ? x + 1 : x;
      w[0] = grey[up + left];
      w[1] = grey[up + x];
      w[2] = grey[up + right];
      w[3] = grey[mid + left];
      w[4] = grey[mid + x];
      w[5] = grey[mid + right];
      w[6] = grey[down + left];
      w[7] = grey[down + x];
      w[8] = grey[down + right];
      for (let i = 0; i < net.length; i += 2) {
        const a = net[i];
        const b = net[i + 1];
        if (w[a] > w[b]) {
          const t = w[a];
          w[a] = w[b];
          w[b] = t;
        }
      }
      out[mid + x] = w[4];
    }
  }
  return out;
};

parentPort?.on('message', ({ id, grey, width, height }) => {
  const out = medianOfGrey(grey, width, height);
  parentPort.postMessage({ id, out }, [out.buffer]);
});
