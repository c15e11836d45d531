import { campaignMessages, isEmailAddress, MAX_RECIPIENTS, type Recipient, type RejectedRow } from '@agentdesk/shared';
import Papa from 'papaparse';
import { HttpError } from '../../lib/http-error.ts';

export type ParsedRecipients = { recipients: Recipient[]; invalid: RejectedRow[]; duplicates: number };

const normalise = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const emailHeaders = new Set(['recipientemail', 'email', 'emailaddress', 'mail']);
const infoHeaders = new Set(['recipientinfo', 'info']);

/** The column most of whose first cells are e-mail addresses, or -1. */
const detectEmailColumn = (rows: string[][]): number => {
  const sample = rows.slice(0, 20);
  const width = Math.max(0, ...sample.map((r) => r.length));
  let best = -1;
  let bestCount = 0;
  for (let column = 0; column < width; column += 1) {
    const count = sample.filter((row) => isEmailAddress((row[column] ?? '').trim())).length;
    if (count > bestCount) {
      best = column;
      bestCount = count;
    }
  }
  return bestCount > 0 ? best : -1;
};

/**
 * The delimiter of the first non-empty line, counted outside quotes (papaparse's own guess
 * needs every row to agree, which empty rows and ragged rows break). Comma by default.
 */
export const guessDelimiter = (text: string): string => {
  const line = text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
    ['|', 0],
  ]);
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
};

type Layout = { emailColumn: number; infoColumn: number; header: string[] | null };

/**
 * The header row names RecipientEmail (or Email) and optionally RecipientInfo (or Info). Without
 * such a header, the column of e-mail addresses is detected; a first row without an address there
 * is taken as a header.
 */
const findLayout = (rows: string[][]): Layout => {
  const first = rows[0] ?? [];
  const named = first.map(normalise);
  const emailColumn = named.findIndex((cell) => emailHeaders.has(cell));
  if (emailColumn >= 0)
    return { emailColumn, infoColumn: named.findIndex((cell) => infoHeaders.has(cell)), header: first };
  const detected = detectEmailColumn(rows);
  if (detected < 0) throw new HttpError(400, 'The CSV has no RecipientEmail column and no column of e-mail addresses');
  const hasHeader = !isEmailAddress((first[detected] ?? '').trim());
  return { emailColumn: detected, infoColumn: -1, header: hasHeader ? first : null };
};

/** RecipientInfo of a row without an info column: the other cells, as key=value pairs when named. */
const otherCells = (row: string[], layout: Layout): string =>
  row
    .map((cell, index) => ({ cell: cell.trim(), index }))
    .filter(({ cell, index }) => index !== layout.emailColumn && cell !== '')
    .map(({ cell, index }) => {
      const name = layout.header?.[index]?.trim();
      return name ? `${name}=${cell}` : cell;
    })
    .join('; ');

/**
 * Reads a recipient CSV: BOM, quoted cells (with commas and line breaks), ',' ';' or tab
 * delimiters and empty rows are handled. Invalid addresses are reported by row number (the first
 * row of the file is 1), duplicates (case-insensitive) are dropped. Cells are kept as text;
 * formulas are only neutralised on export.
 */
export const parseRecipientsCsv = (input: string): ParsedRecipients => {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessDelimiter(text) });
  const rows = parsed.data
    .map((row, index) => ({ row, number: index + 1 }))
    .filter(({ row }) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new HttpError(400, campaignMessages.addRecipient);
  if (rows.length > MAX_RECIPIENTS + 1)
    throw new HttpError(413, `The CSV has more than ${MAX_RECIPIENTS.toLocaleString('en-US')} recipients`);

  const layout = findLayout(rows.map((r) => r.row));
  const body = layout.header ? rows.slice(1) : rows;
  const recipients: Recipient[] = [];
  const invalid: RejectedRow[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const { row, number } of body) {
    const email = (row[layout.emailColumn] ?? '').trim();
    if (email === '') {
      invalid.push({ row: number, value: '', reason: campaignMessages.emailRequired });
      continue;
    }
    if (!isEmailAddress(email)) {
      invalid.push({ row: number, value: email.slice(0, 320), reason: 'Invalid email address' });
      continue;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    const info = layout.infoColumn >= 0 ? (row[layout.infoColumn] ?? '').trim() : otherCells(row, layout);
    recipients.push({ RecipientEmail: email, RecipientInfo: info });
  }
  if (recipients.length > MAX_RECIPIENTS)
    throw new HttpError(413, `The CSV has more than ${MAX_RECIPIENTS.toLocaleString('en-US')} recipients`);
  return { recipients, invalid, duplicates };
};

/** Recipients and their delivery outcome as CSV; cells starting = + - @ tab or CR are neutralised. */
export const recipientsReportCsv = (
  rows: { email: string; info: string; status: string | null; error: string | null }[],
): string =>
  Papa.unparse(
    {
      fields: ['RecipientEmail', 'RecipientInfo', 'status', 'error'],
      data: rows.map((r) => [r.email, r.info, r.status ?? 'not sent', r.error ?? '']),
    },
    { escapeFormulae: true },
  );
