/** WinAnsi's own codes for the punctuation beyond Latin-1 that résumés and letters use. */
const winAnsi: Record<string, number> = { '€': 0x80, '…': 0x85, '•': 0x95, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '™': 0x99 };

/** A line as a PDF literal string in WinAnsi: \\ and parentheses escaped, Latin-1 as itself, the rest '?'. */
const escapePdf = (text: string) =>
  [...text.replace(/[\\()]/g, (char) => `\\${char}`)]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      return winAnsi[char] === undefined ? '?' : String.fromCharCode(winAnsi[char]);
    })
    .join('');

export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

/**
 * A one-page PDF with a real text layer (Helvetica, WinAnsi), lines from the top: small sample
 * documents made by the project, readable by any PDF viewer and text extractor.
 */
export const simplePdf = (lines: PdfLine[]): Buffer => {
  let y = 760;
  const operations = lines.map((line) => {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.45;
    return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 56 ${Math.round(y)} Td (${escapePdf(line.text)}) Tj ET`;
  });
  const content = operations.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
