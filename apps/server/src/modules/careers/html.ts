// A tiny HTML templating helper for the careers site's server-rendered pages: every value put into
// an `html` template is escaped as text unless it is itself an `html` result, so nothing a
// recruiter or an applicant types can open a tag, close an attribute or end a script element.

/**
 * The key safe markup is kept under: a symbol no other module can name, so an object from outside
 * (a parsed JSON body with an `__html` field, say) is never taken for markup; it is escaped as text.
 */
const MARKUP = Symbol('safe html');

/** Markup known to be safe: made by `html`, by `jsonLdScript` for a JSON-LD element, or `constantHtml`. */
export type SafeHtml = { readonly [MARKUP]: string };

const safe = (markup: string): SafeHtml => Object.freeze({ [MARKUP]: markup });

/** Markup written in this code base as a constant (never outside text), to go in as it is. */
export const constantHtml = (markup: string): SafeHtml => safe(markup);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const isSafe = (value: unknown): value is SafeHtml => typeof value === 'object' && value !== null && MARKUP in value;

const render = (value: unknown): string => {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (isSafe(value)) return value[MARKUP];
  // Text, numbers, and objects with their own toString (a URL); any other object is escaped as the
  // text String gives it, never taken as markup.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return escapeHtml(String(value));
};

/** Markup with its values escaped: html`<p>${text}</p>`; arrays are joined, null/undefined/false are left out. */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): SafeHtml => {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return safe(out);
};

/** The page as a string, to send. */
export const toHtmlString = (markup: SafeHtml): string => markup[MARKUP];

/**
 * JSON for an inline `<script type="application/ld+json">`: the characters that could end the
 * element or start markup (`<`, `>`, `&`) and the line separators JavaScript once treated as line
 * ends (U+2028, U+2029) are written as \u escapes, which every JSON reader turns back into them.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A JSON-LD script element holding `value`. */
export const jsonLdScript = (value: unknown): SafeHtml =>
  safe(`<script type="application/ld+json">${jsonForScript(value)}</script>`);

/** Text for an XML text node or attribute; characters XML 1.0 cannot hold at all are dropped. */
const XML_ESCAPES: Record<string, string> = { ...ESCAPES, "'": '&apos;' };
export const escapeXml = (text: string): string =>
  // One pass (a feed escapes megabytes): markup characters escaped, the ones XML forbids dropped.
  // eslint-disable-next-line no-control-regex
  text.replace(/[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, (char) => XML_ESCAPES[char] ?? '');
