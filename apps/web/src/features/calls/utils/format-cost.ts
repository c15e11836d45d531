// The provider reports costs in cents (unit prices in cents per second of call).

const dollars = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const cents = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** An amount in cents as dollars: '$0.70'; amounts under a cent keep four decimals ('$0.0042'). */
export const formatCents = (amountInCents: number | null | undefined): string => {
  if (amountInCents === null || amountInCents === undefined || !Number.isFinite(amountInCents)) return '—';
  const amount = amountInCents / 100;
  return dollars(Math.abs(amount) > 0 && Math.abs(amount) < 0.01 ? 4 : 2).format(amount);
};

/** A unit price in cents per second: '0.1167¢/s'. */
export const formatUnitPrice = (centsPerSecond: number | null | undefined): string =>
  centsPerSecond === null || centsPerSecond === undefined || !Number.isFinite(centsPerSecond)
    ? '—'
    : `${cents.format(centsPerSecond)}¢/s`;

/** Latency in whole milliseconds: '812 ms'. */
export const formatLatency = (ms: number | null | undefined): string =>
  ms === null || ms === undefined || !Number.isFinite(ms) ? '—' : `${Math.round(ms)} ms`;
