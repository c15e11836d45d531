import { Worker } from 'node:worker_threads';
import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';

// What a poor scan needs before OCR reads it well: speckles and JPEG noise removed (a 3×3 median
// on the grey image keeps the strokes of letters and drops dots smaller than them), and a page
// lying on its side or upside down turned upright. Both decode and encode through Skia
// (@napi-rs/canvas); the median runs in a worker thread (median-filter.worker.mjs).

let filter: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (out: Uint8Array) => void; reject: (error: Error) => void }>();

/** The median filter's worker thread, started on first use; it does not keep the process alive. */
const medianWorker = () => {
  if (filter) return filter;
  filter = new Worker(new URL('./median-filter.worker.mjs', import.meta.url));
  filter.unref();
  filter.on('message', ({ id, out }: { id: number; out: Uint8Array }) => {
    waiting.get(id)?.resolve(out);
    waiting.delete(id);
  });
  filter.on('error', (error) => {
    filter = null;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return filter;
};

/** The grey image with each pixel the median of its 3×3 neighbourhood, computed in the worker thread. */
export const medianOfGrey = (grey: Uint8Array, width: number, height: number): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    medianWorker().postMessage({ id, grey, width, height }, [grey.buffer as ArrayBuffer]);
  });

/** An image (PNG, JPEG or WebP bytes) cleaned of speckles and noise, as a grey PNG. */
export const cleanedScan = async (image: Buffer): Promise<Buffer> => {
  const picture = await loadImage(image);
  const { width, height } = picture;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.drawImage(picture, 0, 0);
  const pixels = g.getImageData(0, 0, width, height);
  const rgba = pixels.data;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i += 1)
    grey[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  const median = await medianOfGrey(grey, width, height);
  for (let i = 0; i < median.length; i += 1) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = median[i]!;
    rgba[i * 4 + 3] = 255;
  }
  g.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
};

/** A picture drawn turned clockwise by a quarter turn's multiple onto a canvas of the turned size. */
export const drawTurned = (picture: Image | Canvas, degrees: 90 | 180 | 270): Canvas => {
  const sideways = degrees !== 180;
  const canvas = createCanvas(sideways ? picture.height : picture.width, sideways ? picture.width : picture.height);
  const g = canvas.getContext('2d');
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate((degrees * Math.PI) / 180);
  g.drawImage(picture, -picture.width / 2, -picture.height / 2);
  return canvas;
};

/** An image turned clockwise by a quarter turn's multiple (90, 180 or 270 degrees), as PNG. */
export const turnedScan = async (image: Buffer, degrees: 90 | 180 | 270): Promise<Buffer> =>
  drawTurned(await loadImage(image), degrees).toBuffer('image/png');
