import { extractText, getDocumentProxy } from 'unpdf';
import { pdfPageAsPng } from '../lib/pdf-page-image.ts';
import { UnreadableDocumentError } from '../lib/document-text.ts';
import type { OcrEngine, OcrLine, ScanAdjustment } from './ocr-engine.ts';

/** The lines of a document and how they were read (what was done to scans before OCR, if anything). */
export type DocumentText = {
  lines: OcrLine[];
  pages: number;
  method: 'text-layer' | 'ocr';
  adjustments: ScanAdjustment[];
};

/** Told after each page is read: pages read so far, and of how many. */
export type PageProgress = (pagesRead: number, pages: number) => Promise<void> | void;

/** How a document was read, in words for the viewer: 'text layer', 'OCR', 'OCR (cleaned, turned 180°)'. */
export const readWithLabel = (text: DocumentText) =>
  text.method === 'text-layer'
    ? 'text layer'
    : text.adjustments.length === 0
      ? 'OCR'
      : `OCR (${text.adjustments.join(', ')})`;

/** A PDF page with fewer letters than this in its text layer is taken for a scan and OCRed. */
const MIN_TEXT_LAYER_CHARS = 20;
/** Scanned pages are rendered at twice the PDF's 72 dpi for OCR. */
const SCAN_SCALE = 2;

const openPdf = async (bytes: Buffer) => {
  try {
    return await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new UnreadableDocumentError('The PDF is encrypted (password protected); upload an unprotected copy');
    throw new UnreadableDocumentError('The PDF is damaged and cannot be opened');
  }
};

/**
 * A document's text, line by line: a PDF's text layer (unpdf) when it has one, else each page
 * rendered and OCRed; an image OCRed. Nothing readable is a failure with its reason.
 */
export const readDocument = async (options: {
  fileType: string;
  bytes: Buffer;
  ocr: OcrEngine;
  maxPages: number;
  onPage?: PageProgress;
}): Promise<DocumentText> => {
  const { fileType, bytes, ocr, maxPages } = options;
  const onPage = options.onPage ?? (() => undefined);
  if (fileType === 'application/pdf') {
    const pdf = await openPdf(bytes);
    const pages = Math.min(pdf.numPages, maxPages);
    const { text } = await extractText(pdf, { mergePages: false }).catch(() => {
      throw new UnreadableDocumentError('The PDF is damaged and its text cannot be read');
    });
    const layer = text.slice(0, pages).join('\n');
    if (layer.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS * pages) {
      const lines = layer
        .split('\n')
        .map((line) => ({ text: line.trimEnd(), confidence: 1 }))
        .filter((line) => line.text.trim() !== '');
      await onPage(pages, pages);
      return { lines, pages, method: 'text-layer', adjustments: [] };
    }
    const lines: OcrLine[] = [];
    const adjustments = new Set<ScanAdjustment>();
    await onPage(0, pages);
    for (let page = 1; page <= pages; page += 1) {
      const reading = await ocr.recognize(await pdfPageAsPng(pdf, page, SCAN_SCALE));
      lines.push(...reading.lines);
      for (const adjustment of reading.adjustments) adjustments.add(adjustment);
      await onPage(page, pages);
    }
    if (lines.length === 0) throw new UnreadableDocumentError('No text was found in the PDF');
    return { lines, pages, method: 'ocr', adjustments: [...adjustments] };
  }
  await onPage(0, 1);
  const { lines, adjustments } = await ocr.recognize(bytes);
  // A blank or nearly blank photo: OCR finds noise at most.
  const letters = lines
    .map((line) => line.text)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '').length;
  if (letters < 8) throw new UnreadableDocumentError('No text was found in the image (is it a photo of the document?)');
  await onPage(1, 1);
  return { lines, pages: 1, method: 'ocr', adjustments };
};
