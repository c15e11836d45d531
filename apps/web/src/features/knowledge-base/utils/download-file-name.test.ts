import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name.ts';

const document = { type: 'document' as const, filename: 'Price list.pdf' };
const text = { type: 'text' as const, filename: 'Opening hours' };

describe('downloadFileName', () => {
  it("uses the server's Content-Disposition, encoded or plain", () => {
    expect(
      downloadFileName('attachment; filename="price.pdf"; filename*=UTF-8\'\'Pr%C3%A9s%20list.pdf', document),
    ).toBe('Prés list.pdf');
    expect(downloadFileName('attachment; filename="price list.pdf"', document)).toBe('price list.pdf');
    expect(downloadFileName('attachment; filename=plain.txt', document)).toBe('plain.txt');
  });

  it("falls back to the source's name, a text's title getting .txt", () => {
    expect(downloadFileName(null, document)).toBe('Price list.pdf');
    expect(downloadFileName('attachment', text)).toBe('Opening hours.txt');
    expect(downloadFileName('attachment; filename="Opening hours"', text)).toBe('Opening hours.txt');
    expect(downloadFileName(null, { type: 'text', filename: 'notes.md' })).toBe('notes.md');
  });

  it('keeps path separators and control characters out of the name', () => {
    expect(downloadFileName('attachment; filename="../../etc/passwd"', document)).toBe('.._.._etc_passwd');
    expect(downloadFileName(null, { type: 'document', filename: '  ' })).toBe('download');
  });
});
