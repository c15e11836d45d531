import { describe, expect, it } from 'vitest';
import { constantHtml, html, jsonLdScript, toHtmlString } from './html.ts';

// #28 item 8: only markup made by this module goes in unescaped; an object that merely looks like
// it (an `__html` field, as a parsed JSON body can have) is text.

describe('html', () => {
  it('escapes values, and nests its own results as markup', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(toHtmlString(html`<p title="${'"x"'}">${inner}${['&', null, false, undefined, 1]}</p>`)).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b>&amp;1</p>',
    );
    expect(toHtmlString(html`${constantHtml('<style>a>b{}</style>')}`)).toBe('<style>a>b{}</style>');
    expect(toHtmlString(html`${jsonLdScript({ name: '</script>' })}`)).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e"}</script>',
    );
  });

  it('escapes an object with an __html field as text: the marker cannot be forged', () => {
    const forged = JSON.parse('{"__html":"<script>alert(1)</script>"}') as unknown;
    expect(toHtmlString(html`<p>${forged}</p>`)).toBe('<p>[object Object]</p>');
    expect(toHtmlString(html`<p>${{ __html: '<img src=x onerror=alert(1)>' }}</p>`)).not.toContain('<img');
    // A copy of the fields of real markup is not markup either (the key is not enumerable by JSON).
    expect(toHtmlString(html`${JSON.parse(JSON.stringify(html`<b>x</b>`)) as unknown}`)).toBe('[object Object]');
  });
});
