import type { Slot } from '@agentdesk/shared';
import { html, type SafeHtml } from '../careers/index.ts';
import { canonicalTimeZones } from './time-zones.ts';

// The picker of the self-booking pages: the candidate's zone, the days of the plan's window (which
// have free times, how many), and the chosen day's times, each a link to the confirm step. Without
// JavaScript the zone is a form, the days are links and the times a list; with it (the script in
// self-booking-assets.ts) every day's list is already in the page and the days switch in place.

const DAY_MS = 86_400_000;

/** A page's address with the signed link's query and more. */
export type PageAddress = { path: string; exp: number; sig: string };

export const addressOf = (page: PageAddress, more: Record<string, string | number | undefined> = {}): string => {
  const query = new URLSearchParams({ exp: String(page.exp), sig: page.sig });
  for (const [key, value] of Object.entries(more)) if (value !== undefined) query.set(key, String(value));
  return `${page.path}?${query.toString()}`;
};

const format = (at: number, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options }).format(at);

/** 2026-03-29: the day of `at` in `zone`. */
export const dayKey = (at: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
export const timeOf = (at: number, zone: string) =>
  format(at, zone, { hour: '2-digit', minute: '2-digit', hour12: false });
/** "Sunday, 29 March 2026". */
export const longDay = (at: number, zone: string) =>
  format(at, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "Sunday, 29 March 2026, 09:00–09:45 (Europe/London)". */
export const whenText = (start: number, end: number, zone: string) =>
  `${longDay(start, zone)}, ${timeOf(start, zone)}–${timeOf(end, zone)} (${zone})`;

type Day = { key: string; at: number; slots: Slot[] };

/** Every day of the window in the zone, with its free slots (none on most nights and weekends). */
export const daysOf = (slots: Slot[], zone: string, window: { start: number; end: number }): Day[] => {
  const days = new Map<string, Day>();
  // Half-day steps never skip a day, however long daylight saving makes one.
  for (let at = window.start; at < window.end + DAY_MS / 2; at += DAY_MS / 2) {
    const key = dayKey(Math.min(at, window.end), zone);
    if (!days.has(key)) days.set(key, { key, at: Math.min(at, window.end), slots: [] });
  }
  for (const slot of slots) {
    const key = dayKey(slot.start_timestamp, zone);
    const day = days.get(key) ?? { key, at: slot.start_timestamp, slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.key.localeCompare(b.key));
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The zone box: canonical IANA names, the shown one selected; a form that works without a script. */
export const zoneForm = (page: PageAddress, zone: string, day: string | undefined): SafeHtml =>
  html`<form method="get" action="${page.path}" class="zone" data-zone-form>
<input type="hidden" name="exp" value="${String(page.exp)}"><input type="hidden" name="sig" value="${page.sig}">${day ? html`<input type="hidden" name="day" value="${day}">` : null}
<label for="tz">Your time zone</label>
<select id="tz" name="tz">${canonicalTimeZones.map((name) => html`<option value="${name}"${name === zone ? html` selected` : null}>${name.replace(/_/g, ' ')}</option>`)}${canonicalTimeZones.includes(zone) ? null : html`<option value="${zone}" selected>${zone}</option>`}</select>
<button class="button secondary" type="submit">Show times in this zone</button>
</form>`;

/** The days and the chosen day's times (every day's list is in the page; the others hidden). */
export const picker = (
  page: PageAddress,
  {
    days,
    zone,
    chosen,
    confirmKey = 'start',
    heading = 'Choose a day',
  }: { days: Day[]; zone: string; chosen: string | undefined; confirmKey?: string; heading?: string },
): SafeHtml => {
  const free = days.filter((day) => day.slots.length > 0);
  if (free.length === 0)
    return html`<p data-testid="no-times">No times are free in the coming days. Please reply to the recruiter’s message to find another time.</p>`;
  const current = free.find((day) => day.key === chosen) ?? free[0]!;
  const months = new Map<string, Day[]>();
  for (const day of days) {
    const month = format(day.at, zone, { month: 'long', year: 'numeric' });
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  const tile = (day: Day) => {
    const face = html`<span class="dow">${format(day.at, zone, { weekday: 'short' })}</span><span class="num">${format(day.at, zone, { day: 'numeric' })}</span><span class="free">${day.slots.length === 0 ? '–' : plural(day.slots.length, 'time')}</span><span class="sr-only">: ${longDay(day.at, zone)}, ${day.slots.length === 0 ? 'no free times' : plural(day.slots.length, 'free time')}</span>`;
    return html`<li>${
      day.slots.length === 0
        ? html`<span class="day" data-testid="day-none">${face}</span>`
        : html`<a class="day" href="${addressOf(page, { tz: zone, day: day.key })}" data-day="${day.key}" data-testid="day"${day === current ? html` aria-current="date"` : null}>${face}</a>`
    }</li>`;
  };
  return html`<h2>${heading}</h2>
${[...months].map(([month, inMonth]) => html`<h3 class="month">${month}</h3><ul class="days" aria-label="${month}">${inMonth.map(tile)}</ul>`)}
<div class="slots">${free.map(
    (day) =>
      html`<section data-day-panel="${day.key}"${day === current ? null : html` hidden`}><h2 tabindex="-1">${longDay(day.at, zone)}</h2>
<ul class="times">${day.slots.map(
        (slot) =>
          html`<li><a class="time" data-testid="time" href="${addressOf(page, { tz: zone, day: day.key, [confirmKey]: slot.start_timestamp })}" aria-label="${`${longDay(slot.start_timestamp, zone)}, ${timeOf(slot.start_timestamp, zone)}`}">${timeOf(slot.start_timestamp, zone)}</a></li>`,
      )}</ul></section>`,
  )}</div>`;
};
