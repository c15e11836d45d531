import { knowledgeBaseFileTypes, knowledgeBaseMessages } from '@agentdesk/shared';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  extractDocumentText,
  kindOfContentType,
  normaliseText,
  UnreadableDocumentError,
} from './document-text.ts';

const fixture = (name: string) => readFileSync(new URL(`../modules/knowledge-base/fixtures/${name}`, import.meta.url));
const checkUpload = (filename: string, bytes: Buffer) =>
  checkDocument(filename, bytes, Object.keys(knowledgeBaseFileTypes), knowledgeBaseMessages.fileType);

describe('checkDocument', () => {
  it('knows each accepted type by its name and checks it against the bytes', () => {
    expect(checkUpload('Policy.PDF', fixture('refund-policy.pdf'))).toEqual({
      kind: 'pdf',
      contentType: 'application/pdf',
    });
    expect(checkUpload('guide.docx', fixture('interview-guide.docx')).kind).toBe('docx');
    expect(checkUpload('notes.md', Buffer.from('# Notes'))).toEqual({ kind: 'text', contentType: 'text/markdown' });
    expect(checkUpload('page.htm', Buffer.from('<p>Hi</p>'))).toEqual({ kind: 'html', contentType: 'text/html' });
  });

  it('refuses other names, renamed binaries, text that is not UTF-8 and empty files', () => {
    expect(() => checkUpload('photo.png', Buffer.from('x'))).toThrow(knowledgeBaseMessages.fileType);
    expect(() => checkUpload('no-extension', Buffer.from('x'))).toThrow(knowledgeBaseMessages.fileType);
    expect(() => checkUpload('fake.pdf', Buffer.from('hello'))).toThrow('fake.pdf is not a valid .pdf file');
    expect(() => checkUpload('fake.docx', Buffer.from('hello'))).toThrow('fake.docx is not a valid .docx file');
    expect(() => checkUpload('binary.txt', Buffer.from([0x61, 0x00, 0x62]))).toThrow(
      'binary.txt is not a valid .txt file',
    );
    expect(() => checkUpload('empty.csv', Buffer.alloc(0))).toThrow('empty.csv is empty');
  });
});

describe('source text', () => {
  it('maps content types of fetched pages to a reader, or none', () => {
    expect(kindOfContentType('text/html; charset=utf-8')).toBe('html');
    expect(kindOfContentType('application/pdf')).toBe('pdf');
    expect(kindOfContentType('text/plain')).toBe('text');
    expect(kindOfContentType('image/png')).toBeNull();
  });

  it('normalises line ends, control characters and blank runs', () => {
    expect(normaliseText('  a\r\nb\u0000c \t\n\n\n\n\u0007d  ')).toBe('a\nbc\n\nd');
  });

  it('reads PDF and Word text, and says when there is none', async () => {
    expect(await extractDocumentText('pdf', fixture('refund-policy.pdf'))).toContain('origination fee is refunded');
    expect(await extractDocumentText('docx', fixture('interview-guide.docx'))).toContain('forklift certification');
    await expect(extractDocumentText('text', Buffer.from(' \n '))).rejects.toThrow(UnreadableDocumentError);
    await expect(extractDocumentText('pdf', Buffer.from('%PDF-1.4 broken'))).rejects.toThrow(
      /The PDF could not be read/,
    );
    await expect(extractDocumentText('docx', Buffer.from('PK\u0003\u0004broken'))).rejects.toThrow(
      /The Word document could not be read/,
    );
  });

  it('reads HTML as text without scripts, styles or link addresses', async () => {
    const text = await extractDocumentText(
      'html',
      Buffer.from(
        '<head><style>p{color:red}</style></head><body><nav>Menu</nav><h2>Rates</h2><script>x()</script><p>See <a href="https://e.x">our table</a>.</p></body>',
      ),
    );
    expect(text).toBe('Rates\n\nSee our table.');
  });
});
