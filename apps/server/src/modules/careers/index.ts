// The careers module's face to the rest of the server: the sample data's applications.
export { recordApplication } from './careers-apply.service.ts';
// The server-rendered page frame and escaping template, for the other public pages (self-booking).
export { constantHtml, html, toHtmlString, type SafeHtml } from './html.ts';
export { page } from './page-layout.ts';
