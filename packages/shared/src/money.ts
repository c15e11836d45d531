import type { Job } from './jobs.ts';

/**
 * The locale whose grouping a currency is written with where it is spent: rupees in lakhs and
 * crores (₹12,00,000), the rest in thousands. English words either way.
 */
const moneyLocales: Record<string, string> = { INR: 'en-IN', NPR: 'en-IN', PKR: 'en-PK', BDT: 'en-IN', LKR: 'en-IN' };

/** One formatter per currency: making an Intl.NumberFormat costs far more than using one (a feed of 1,000 salaries). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in whole units of its currency, grouped the currency's own way: ₹12,00,000, $120,000, €85,000. */
export const formatMoney = (amount: number, currency: string): string => {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat(moneyLocales[currency] ?? 'en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
};

/** A salary range as a listing shows it, or '' without one. */
export const formatSalary = (job: Pick<Job, 'salary_min' | 'salary_max' | 'salary_currency'>): string => {
  const format = (amount: number) => formatMoney(amount, job.salary_currency || 'USD');
  if (job.salary_min !== null && job.salary_max !== null)
    return job.salary_min === job.salary_max
      ? format(job.salary_min)
      : `${format(job.salary_min)} – ${format(job.salary_max)}`;
  if (job.salary_min !== null) return `From ${format(job.salary_min)}`;
  if (job.salary_max !== null) return `Up to ${format(job.salary_max)}`;
  return '';
};
