import { deflateSync } from 'node:zlib';
import { simplePdf } from '../lib/simple-pdf.ts';

// Bad onboarding uploads made on the spot: each must fail cleanly with its reason (issue #19).

/** A PNG of `width` × `height` with a valid header and no real pixel data (header readers only). */
export const pngHeaderOnly = (width: number, height: number) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A ZIP archive's first bytes, as a file renamed .png would carry them. */
export const zipBytes = () => Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(200, 7)]);

/** A PDF whose header is right and whose body is garbage. */
export const corruptPdf = () =>
  Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(400, 0x41), Buffer.from('\n%%EOF\n', 'latin1')]);

/** A PDF encrypted with the standard handler and a user password that is not empty. */
export const encryptedPdf = () => {
  const plain = simplePdf([{ text: 'Confidential' }]).toString('latin1');
  const hex = (byte: string) => byte.repeat(64);
  const encrypt = `7 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${hex('a')}> /U <${hex('b')}> /P -4 >>\nendobj\n`;
  const at = plain.indexOf('xref');
  const body = plain.slice(0, at) + encrypt + plain.slice(at);
  return Buffer.from(
    body.replace(
      '/Root 1 0 R',
      `/Root 1 0 R /Encrypt 7 0 R /ID [<${hex('c').slice(0, 32)}> <${hex('c').slice(0, 32)}>]`,
    ),
    'latin1',
  );
};

/** A PDF of `pages` empty pages (no text layer: read page by page by OCR, like a scan). */
export const emptyPagesPdf = (pages: number) => {
  const kids = Array.from({ length: pages }, (_, index) => `${3 + index} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>'),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
