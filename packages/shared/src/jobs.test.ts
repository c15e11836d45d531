import { describe, expect, it } from 'vitest';
import { isJobPublic, isPastDeadline } from './jobs.ts';
import { formatMoney, formatSalary } from './money.ts';
import { formatPhone } from './phone.ts';

describe('money and phones as people read them', () => {
  it('groups each currency its own way', () => {
    expect(formatMoney(1_200_000, 'INR')).toBe('₹12,00,000');
    expect(formatMoney(1_200_000, 'USD')).toBe('$1,200,000');
    expect(formatMoney(85_000, 'EUR')).toBe('€85,000');
    expect(formatSalary({ salary_min: 2_000_000, salary_max: 3_200_000, salary_currency: 'INR' })).toBe(
      '₹20,00,000 – ₹32,00,000',
    );
  });

  it('groups an E.164 phone number, and leaves anything else as it is', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});

describe('a job on the careers site', () => {
  const NOW = Date.UTC(2026, 10, 26, 23, 30);

  it('takes applications through its deadline’s day (UTC), and none after', () => {
    expect(isPastDeadline({ application_deadline: null }, NOW)).toBe(false);
    expect(isPastDeadline({ application_deadline: '2026-11-26' }, NOW)).toBe(false);
    expect(isPastDeadline({ application_deadline: '2026-11-25' }, NOW)).toBe(true);
  });

  it('is public exactly while it is open (published): a draft and a closed job are not', () => {
    expect(isJobPublic({ status: 'open' })).toBe(true);
    expect(isJobPublic({ status: 'draft' })).toBe(false);
    expect(isJobPublic({ status: 'closed' })).toBe(false);
  });
});
