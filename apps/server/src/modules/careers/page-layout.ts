import { constantHtml, html, type SafeHtml } from './html.ts';

// The frame of every careers page: a light, self-contained document (one inline stylesheet, no
// script, no web font) in the app's look: neutral greys, white cards with 1 px borders and the
// brand blue #2563EB for links and the main button. One column on a phone, two from 880 px.

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f9fafb;color:#111827;font:15px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:anywhere}
a{color:#2563eb}
a:focus-visible,button:focus-visible,input:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.wrap{max-width:1040px;margin:0 auto;padding:0 16px}
.top{background:#fff;border-bottom:1px solid #e5e7eb}
.top .wrap{display:flex;align-items:center;gap:8px;min-height:56px}
.brand{min-width:0;display:inline-flex;align-items:center;gap:8px;font-weight:600;color:#111827;text-decoration:none}
.brand img{width:32px;height:32px;object-fit:contain;border-radius:6px;flex:none}
.tag{flex:none;color:#6b7280;font-size:13px;border-left:1px solid #e5e7eb;padding-left:8px}
main{flex:1;padding:24px 0 48px}
h1{font-size:26px;line-height:1.25;margin:0 0 4px;letter-spacing:-.01em}
h2{font-size:17px;margin:0 0 8px}
.lead,.muted{color:#6b7280}
.lead{margin:0 0 20px}
.jobs{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:16px 18px}
.job a{display:block;text-decoration:none;color:inherit}
.job a:hover{border-color:#2563eb}
.job h2{color:#2563eb;margin:0}
.meta{margin:2px 0 0;color:#4b5563;font-size:14px}
.row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;margin-top:6px;font-size:14px}
.salary{font-weight:600;font-variant-numeric:tabular-nums}
.pager{display:flex;justify-content:space-between;gap:12px;margin-top:20px}
.layout{display:grid;gap:20px;grid-template-areas:"article" "aside" "apply"}
.layout>article{grid-area:article}.layout>aside{grid-area:aside}.layout>.apply{grid-area:apply}
@media (min-width:880px){.layout{grid-template-columns:minmax(0,1fr) 300px;grid-template-areas:"article aside" "apply aside";align-items:start}.layout>aside{position:sticky;top:16px}}
article section{margin-top:20px}
article ul{margin:0;padding-left:20px}
.chips{list-style:none;padding:0!important;display:flex;flex-wrap:wrap;gap:6px}
.chips li{background:#eff6ff;color:#1e40af;border-radius:999px;padding:2px 10px;font-size:13px}
.crumb{margin:0 0 12px;font-size:14px}
.facts{margin:0;font-size:14px}
.facts div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-top:1px solid #f3f4f6}
.facts div:first-child{border-top:0;padding-top:0}
.facts dt{color:#6b7280;flex:none}
.facts dd{margin:0;min-width:0;text-align:right;font-weight:500}
.button{display:inline-block;background:#2563eb;color:#fff;border:0;border-radius:8px;padding:10px 18px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;text-align:center}
.button:hover{background:#1d4ed8}
form .field{margin-top:14px}
label{display:block;font-weight:600;font-size:14px}
.hint{display:block;color:#6b7280;font-size:13px;font-weight:400}
input[type=text],input[type=email],input[type=tel],input[type=file]{display:block;width:100%;margin-top:4px;padding:9px 10px;border:1px solid #d1d5db;border-radius:8px;font:inherit;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b91c1c}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400}
.check input{margin-top:5px;width:18px;height:18px;flex:none}
.error{color:#b91c1c;font-size:13px;font-weight:600;margin:4px 0 0}
.problems{border:1px solid #fecaca;background:#fef2f2;border-radius:8px;padding:12px 14px;margin-top:12px}
.problems p{margin:0;font-weight:600;color:#991b1b}
.problems ul{margin:4px 0 0;padding-left:20px}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.actions{margin-top:18px}
footer{border-top:1px solid #e5e7eb;background:#fff;font-size:13px;color:#6b7280}
footer .wrap{padding:16px}
@media (max-width:479px){h1{font-size:22px}.card{padding:14px}.actions .button{width:100%}}
`.replace(/\n/g, '');

/** A constant of this file (no outside text in it), so it goes in as it is: entities mean nothing inside <style>. */
const stylesheet: SafeHtml = constantHtml(styles);

export type PageFrame = {
  title: string;
  description: string;
  /** Absolute URL of the page, as crawlers should know it. */
  canonical?: string;
  /** Pages no search engine should list (not found, thanks, errors). */
  noindex?: boolean;
  /** The workspace whose site this is (its name heads the page). */
  site?: {
    name: string;
    indexPath: string;
    /** The workspace's logo, shown before its name (which says it: the image's alt is empty). */
    logoPath?: string | null;
    feeds?: { xml: string; json: string };
  };
  openGraphType?: 'website' | 'article';
  head?: SafeHtml | null;
  body: SafeHtml;
};

/** A whole careers page: head (title, description, canonical, Open Graph), header, body, footer. */
export const page = ({
  title,
  description,
  canonical,
  noindex = false,
  site,
  openGraphType = 'website',
  head = null,
  body,
}: PageFrame): SafeHtml => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
${noindex ? html`<meta name="robots" content="noindex">` : null}
${canonical ? html`<link rel="canonical" href="${canonical}">` : null}
<meta property="og:type" content="${openGraphType}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
${canonical ? html`<meta property="og:url" content="${canonical}">` : null}
${site ? html`<meta property="og:site_name" content="${site.name} careers">` : null}
<meta name="twitter:card" content="summary">
${site?.feeds ? html`<link rel="alternate" type="application/feed+json" title="${site.name} jobs" href="${site.feeds.json}">` : null}
<style>${stylesheet}</style>
${head}
</head>
<body>
<header class="top"><div class="wrap">${site ? html`<a class="brand" href="${site.indexPath}">${site.logoPath ? html`<img src="${site.logoPath}" width="32" height="32" alt="" data-testid="site-logo">` : null}${site.name}</a><span class="tag">Careers</span>` : html`<span class="brand">Careers</span>`}</div></header>
<main><div class="wrap">${body}</div></main>
<footer><div class="wrap">${site?.feeds ? html`Job feeds: <a href="${site.feeds.xml}">XML</a> · <a href="${site.feeds.json}">JSON</a>` : 'Careers'}</div></footer>
</body>
</html>
`;
