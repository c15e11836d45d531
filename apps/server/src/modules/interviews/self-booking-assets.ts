import { constantHtml, html, type SafeHtml } from '../careers/index.ts';

// The self-booking pages' own look (on top of the careers frame) and their script. The pages work
// without the script; with it the candidate's zone is taken from the browser, a new zone applies as
// it is chosen, and the days switch without a reload. The script is a file of its own (the
// Content-Security-Policy allows scripts from the site only, none inline).

export const SELF_BOOKING_SCRIPT_PATH = '/book-assets/self-booking.js';

const styles = `
.booking{display:grid;gap:16px;align-items:start}
@media (min-width:880px){.booking{grid-template-columns:320px minmax(0,1fr)}.booking>.summary{position:sticky;top:16px}}
.company{display:flex;align-items:center;gap:10px;margin:0 0 12px;font-weight:600;color:#374151}
.company .logo{width:40px;height:40px;object-fit:contain;border-radius:8px;flex:none}
.company .initial{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:8px;background:#2563eb;color:#fff;font-weight:700;flex:none}
.summary .round{font-size:20px;margin:0 0 2px}.booking>section>h1{font-size:24px;margin-bottom:12px}
.summary .facts{margin-top:12px}
.zone{margin-top:16px}
.zone select{display:block;width:100%;margin-top:4px;padding:9px 10px;border:1px solid #d1d5db;border-radius:8px;font:inherit;background:#fff;color:inherit}
.zone .button{margin-top:8px}
.js .zone .button{display:none}
.month{font-size:14px;color:#4b5563;margin:14px 0 0}
.days{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(84px,1fr));gap:8px}
.day{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:72px;padding:6px 4px;border:1px solid #e5e7eb;border-radius:10px;text-decoration:none;line-height:1.25;font-variant-numeric:tabular-nums}
.day .dow{font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.day .num{font-size:20px;font-weight:700}
.day .free{font-size:12px}
a.day{background:#eff6ff;border-color:#bfdbfe;color:#1e40af}
a.day:hover{border-color:#2563eb}
a.day[aria-current=date]{background:#2563eb;border-color:#2563eb;color:#fff}
span.day{background:#f9fafb;color:#6b7280}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.slots h2{margin-top:20px}
.times{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px}
.time{display:block;padding:10px 8px;border:1px solid #2563eb;border-radius:8px;color:#1d4ed8;font-weight:600;text-align:center;text-decoration:none;font-variant-numeric:tabular-nums}
.time:hover{background:#eff6ff}
.choice{font-size:18px;font-weight:600;margin:8px 0}
.actions{display:flex;flex-wrap:wrap;gap:10px;align-items:center}
.button.secondary{background:#fff;color:#1d4ed8;border:1px solid #bfdbfe}
.button.secondary:hover{background:#eff6ff}
.button.danger{background:#b91c1c}
.button.danger:hover{background:#991b1b}
.add{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.notice{border:1px solid #fde68a;background:#fffbeb;border-radius:8px;padding:10px 12px;margin:12px 0 0}
@media (max-width:479px){.actions .button{width:100%}.add li{flex:1 1 100%}.add .button{display:block}}
`.replace(/\n/g, '');

/** The head of every self-booking page: its styles and its script (deferred, from this site). */
export const selfBookingHead: SafeHtml = html`<style>${constantHtml(styles)}</style><script src="${SELF_BOOKING_SCRIPT_PATH}" defer></script>`;

/** Runs in the candidate's browser (plain ES2017, no dependency). */
export const selfBookingScript = `(function () {
  'use strict';
  var root = document.querySelector('[data-booking]');
  if (!root) return;
  document.documentElement.classList.add('js');
  var url = new URL(window.location.href);
  // The zone: the browser's, unless one was chosen (or the page is not one that offers times).
  var detected = '';
  try { detected = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (e) { detected = ''; }
  if (root.hasAttribute('data-detect-zone') && !url.searchParams.has('tz') && detected) {
    url.searchParams.set('tz', detected);
    url.searchParams.set('zone_from', 'browser');
    window.location.replace(url.toString());
    return;
  }
  var zoneForm = root.querySelector('form[data-zone-form]');
  var select = zoneForm && zoneForm.querySelector('select');
  if (select) select.addEventListener('change', function () { zoneForm.submit(); });
  // The days: each day's times are in the page; a day link shows its list without a reload.
  var links = root.querySelectorAll('a[data-day]');
  Array.prototype.forEach.call(links, function (link) {
    link.addEventListener('click', function (event) {
      var day = link.getAttribute('data-day');
      var panel = root.querySelector('[data-day-panel="' + day + '"]');
      if (!panel) return;
      event.preventDefault();
      Array.prototype.forEach.call(root.querySelectorAll('[data-day-panel]'), function (each) { each.hidden = each !== panel; });
      Array.prototype.forEach.call(links, function (each) {
        if (each === link) each.setAttribute('aria-current', 'date'); else each.removeAttribute('aria-current');
      });
      var next = new URL(window.location.href);
      next.searchParams.set('day', day);
      window.history.replaceState(null, '', next.toString());
      var heading = panel.querySelector('h2');
      if (heading) heading.focus();
    });
  });
})();
`;
