import { imageSize } from 'image-size';
import { HttpError } from './http-error.ts';

// Files read by OCR (onboarding documents, scanned résumés): what their bytes are, whatever their
// name says, and an image's size read from its header before anything decodes it.

export const scanTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type ScanType = (typeof scanTypes)[number];

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** What the bytes are: PDF, JPEG, PNG or WebP, else null. */
export const sniffFileType = (bytes: Buffer): ScanType | null => {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
};

/** An image within `maxPixels`, read from its header: 415 when it cannot be read, 413 when too large. */
export const checkImagePixels = (fileName: string, bytes: Buffer, maxPixels: number): void => {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(new Uint8Array(bytes));
  } catch {
    throw new HttpError(415, `${fileName} is not a readable image`);
  }
  const pixels = (size.width ?? 0) * (size.height ?? 0);
  if (pixels === 0) throw new HttpError(415, `${fileName} is not a readable image`);
  if (pixels > maxPixels)
    throw new HttpError(
      413,
      `${fileName} is ${Math.round(pixels / 1e6)} megapixels; at most ${maxPixels / 1e6} are read`,
    );
};
