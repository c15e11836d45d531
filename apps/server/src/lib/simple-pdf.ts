// WinAnsi (the fonts' encoding) codes of the typographic characters outside Latin-1 that documents use.
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** A PDF literal string's text: brackets and backslashes escaped, WinAnsi characters as octal codes, anything else '?'. */
const escapePdf = (text: string) =>
  text
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/[^\x20-\x7e]/g, (char) => {
      const code =
        winAnsiExtras[char] ?? (char.charCodeAt(0) >= 0xa0 && char.charCodeAt(0) <= 0xff ? char.charCodeAt(0) : null);
      return code === null ? '?' : `\\${code.toString(8)}`;
    });

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
