// One locale for every figure, so the dashboard reads the same as the money it shows ($, en-US).
const LOCALE = 'en-US';
const NONE = '—';

const isNumber = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const compactFormat = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const money = (digits: number) =>
  new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const moneyFormat = money(2);
const subCentFormat = money(4);
const compactMoneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A whole count: 1234 → '1,234'. */
export const formatCount = (value: number | null | undefined): string =>
  isNumber(value) ? countFormat.format(value) : NONE;

/** A short count for chart axes: 1234 → '1.2K'. */
export const formatCompactCount = (value: number | null | undefined): string =>
  isNumber(value) ? compactFormat.format(value) : NONE;

/** A rate from 0..1 as a percentage: 0.4567 → '45.7%'. */
export const formatPercent = (rate: number | null | undefined): string =>
  isNumber(rate) ? percentFormat.format(rate) : NONE;

const pointsFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A difference of two rates (0..1) in percentage points: 0.045 → '4.5 pts'. */
export const formatRatePoints = (difference: number | null | undefined): string =>
  isNumber(difference) ? `${pointsFormat.format(difference * 100)} pts` : NONE;

/** Milliseconds as m:ss (h:mm:ss from an hour): 65_000 → '1:05'. */
export const formatDuration = (ms: number | null | undefined): string => {
  if (!isNumber(ms)) return NONE;
  const total = Math.floor(Math.max(ms, 0) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
};

/** Cents as dollars: 123456 → '$1,234.56'; amounts under a cent keep four decimals ('$0.0042'). */
export const formatMoney = (cents: number | null | undefined): string => {
  if (!isNumber(cents)) return NONE;
  const dollars = cents / 100;
  return (dollars !== 0 && Math.abs(dollars) < 0.01 ? subCentFormat : moneyFormat).format(dollars);
};

/** Cents as short dollars for chart axes: 123456 → '$1.2K', 45 → '$0.45', 0 → '$0'. */
export const formatCompactMoney = (cents: number | null | undefined): string => {
  if (!isNumber(cents)) return NONE;
  if (cents === 0) return '$0';
  const dollars = cents / 100;
  // Small amounts keep their cents: an axis of $0.45 steps must not read $0.5, $0.9.
  return (Math.abs(dollars) < 10 ? moneyFormat : compactMoneyFormat).format(dollars);
};

/** Latency in whole milliseconds: 812.4 → '812 ms'. */
export const formatLatency = (ms: number | null | undefined): string =>
  isNumber(ms) ? `${countFormat.format(Math.round(ms))} ms` : NONE;
