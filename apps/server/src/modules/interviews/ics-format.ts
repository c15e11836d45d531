// The few pieces of RFC 5545 (iCalendar) an interview invitation needs: escaped text, quoted
// parameters (RFC 6868), UTC times and folded lines.

/** A TEXT value: backslashes, semicolons and commas escaped, every line break as `\n`. */
export const icsText = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');

/** A quoted parameter value (CN): RFC 6868 carets for `^`, `"` and line breaks, which a quoted value cannot hold. */
export const icsParam = (value: string) =>
  `"${value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')}"`;

/** A DATE-TIME in UTC: 20260301T100000Z. */
export const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a character; continuations start with a space. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
};

/** Content lines (`NAME;PARAMS:value`) as an iCalendar object's text, CRLF-terminated and folded. */
export const icsDocument = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`;
