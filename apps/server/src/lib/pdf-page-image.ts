// pdf.js (through unpdf) hands buffers on with ArrayBuffer.prototype.transferToFixedLength, which
// Node 20 lacks: without it every page draws blank (pdf.js only warns). core-js adds it where missing.
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { renderPageAsImage, type getDocumentProxy } from 'unpdf';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** One page of an open PDF drawn as a PNG with @napi-rs/canvas, at `scale` × its 72 dpi. */
export const pdfPageAsPng = async (pdf: PdfDocument, page: number, scale: number): Promise<Buffer> =>
  Buffer.from(await renderPageAsImage(pdf, page, { canvasImport: () => import('@napi-rs/canvas'), scale }));
