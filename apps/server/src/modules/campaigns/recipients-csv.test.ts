import { campaignMessages, MAX_RECIPIENTS } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { guessDelimiter, parseRecipientsCsv, recipientsReportCsv } from './recipients-csv.ts';

describe('parseRecipientsCsv', () => {
  it('reads the RecipientEmail and RecipientInfo header whatever the column order and case', () => {
    const result = parseRecipientsCsv('recipientinfo,RECIPIENTEMAIL\nname=Asha,asha@example.com\n');
    expect(result).toEqual({
      recipients: [{ RecipientEmail: 'asha@example.com', RecipientInfo: 'name=Asha' }],
      invalid: [],
      duplicates: 0,
    });
  });

  it('strips a byte-order mark', () => {
    expect(parseRecipientsCsv('\uFEFFRecipientEmail,RecipientInfo\na@example.com,x\n').recipients).toEqual([
      { RecipientEmail: 'a@example.com', RecipientInfo: 'x' },
    ]);
  });

  it('keeps quoted commas, semicolons, doubled quotes and line breaks inside a cell', () => {
    const csv = 'RecipientEmail,RecipientInfo\n"a@example.com","Acme, Inc.; ""VIP""\nsecond line"\n';
    expect(parseRecipientsCsv(csv).recipients[0]!.RecipientInfo).toBe('Acme, Inc.; "VIP"\nsecond line');
  });

  it.each([
    [';', 'RecipientEmail;RecipientInfo\na@example.com;x,y\n'],
    ['\t', 'RecipientEmail\tRecipientInfo\na@example.com\tx,y\n'],
  ])('detects the %j delimiter', (delimiter, csv) => {
    expect(guessDelimiter(csv)).toBe(delimiter);
    expect(parseRecipientsCsv(csv).recipients).toEqual([{ RecipientEmail: 'a@example.com', RecipientInfo: 'x,y' }]);
  });

  it('skips empty and blank rows but numbers the rows of the file', () => {
    const csv = 'RecipientEmail,RecipientInfo\r\n\r\n , \r\na@example.com,x\r\nbroken,y\r\n\r\n';
    const result = parseRecipientsCsv(csv);
    expect(result.recipients).toHaveLength(1);
    expect(result.invalid).toEqual([{ row: 5, value: 'broken', reason: 'Invalid email address' }]);
  });

  it('reports a row without an address as Email required and drops case-insensitive duplicates', () => {
    const result = parseRecipientsCsv('RecipientEmail,RecipientInfo\n,only info\na@example.com,1\nA@Example.com,2\n');
    expect(result.invalid).toEqual([{ row: 2, value: '', reason: campaignMessages.emailRequired }]);
    expect(result.recipients).toEqual([{ RecipientEmail: 'a@example.com', RecipientInfo: '1' }]);
    expect(result.duplicates).toBe(1);
  });

  it('detects a column of addresses without the header names, with or without a header row', () => {
    expect(parseRecipientsCsv('Name,Contact,Company\nAsha,asha@example.com,Acme\n').recipients).toEqual([
      { RecipientEmail: 'asha@example.com', RecipientInfo: 'Name=Asha; Company=Acme' },
    ]);
    expect(parseRecipientsCsv('Asha,asha@example.com\nBen,ben@example.com\n').recipients).toEqual([
      { RecipientEmail: 'asha@example.com', RecipientInfo: 'Asha' },
      { RecipientEmail: 'ben@example.com', RecipientInfo: 'Ben' },
    ]);
  });

  it('keeps formula cells as text', () => {
    const result = parseRecipientsCsv(
      'RecipientEmail,RecipientInfo\na@example.com,=HYPERLINK("http://x")\nb@example.com,+1\nc@example.com,-2\nd@example.com,@A1\n',
    );
    expect(result.recipients.map((r) => r.RecipientInfo)).toEqual(['=HYPERLINK("http://x")', '+1', '-2', '@A1']);
  });

  it('refuses an empty file, a file without addresses and more rows than the cap', () => {
    expect(() => parseRecipientsCsv('\n\n')).toThrow(campaignMessages.addRecipient);
    expect(() => parseRecipientsCsv('name\nAsha\n')).toThrow('no column of e-mail addresses');
    const big = `RecipientEmail\n${Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `r${i}@example.com`).join('\n')}`;
    expect(() => parseRecipientsCsv(big)).toThrow(expect.objectContaining({ statusCode: 413 }));
  });
});

describe('recipientsReportCsv', () => {
  it('neutralises cells starting with = + - @ tab or carriage return', () => {
    const csv = recipientsReportCsv(
      ['=1', '+1', '-1', '@1', '\t1', '\r1'].map((info, i) => ({
        email: `r${i}@x.com`,
        info,
        status: 'sent',
        error: null,
      })),
    );
    const infos = csv
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    for (const info of infos) expect(info).toMatch(/^"'/);
  });
});
