import { describe, expect, it } from 'vitest';
import { findDateRange, yearsCovered } from './resume-dates.ts';
import { readEducation, readWorkHistory, splitTitleCompany } from './resume-history.ts';

describe('dates as résumés write them', () => {
  it.each([
    ['Jan 2021 – Present', '2021-01', null, true],
    ['01/2021 - 03/2023', '2021-01', '2023-03', false],
    ['2019–2021', '2019-01', '2021-12', false],
    ['March 2020 to Current', '2020-03', null, true],
    ['2021 - now', '2021-01', null, true],
    ['Sept. 2018 till date', '2018-09', null, true],
    // Two-digit years are left unread rather than guessed.
    ["Aug '17 — Dec 2019", null, null, false],
  ])('%s', (text, start, end, isCurrent) => {
    const range = findDateRange(text);
    expect(range === null ? [null, null, false] : [range.start, range.end, range.isCurrent]).toEqual([
      start,
      end,
      isCurrent,
    ]);
  });

  it('takes a lone date only at the end of a line or before a colon', () => {
    expect(findDateRange('Internship at KPMG, 2022', true)).toMatchObject({ start: '2022-01', end: '2022-12' });
    expect(findDateRange('Served 2000 requests a second', true)).toBeNull();
  });

  it('counts overlapping jobs once, a current one to now', () => {
    const jobs = [
      { start: '2020-01', end: '2020-12', is_current: false },
      { start: '2020-07', end: null, is_current: true },
      { start: null, end: null, is_current: false },
    ];
    expect(yearsCovered(jobs, Date.UTC(2022, 11, 15))).toBe(3);
    expect(yearsCovered([], Date.now())).toBeNull();
  });
});

describe('title and company', () => {
  it.each([
    ['Senior Engineer, Razorpay'],
    ['Senior Engineer at Razorpay'],
    ['Razorpay — Senior Engineer'],
    ['Senior Engineer | Razorpay'],
  ])('%s', (text) => expect(splitTitleCompany(text)).toEqual({ title: 'Senior Engineer', company: 'Razorpay' }));

  it('puts a title line together with a company-and-dates line below it', () => {
    expect(readWorkHistory(['Senior Engineer', 'Razorpay | Jan 2021 – Present', '- Ledger'])).toEqual([
      {
        title: 'Senior Engineer',
        company: 'Razorpay',
        start: '2021-01',
        end: null,
        is_current: true,
        description: ['Ledger'],
      },
    ]);
  });
});

describe('education lines', () => {
  it('keeps a bracket with its degree and takes the years apart', () => {
    expect(readEducation(['B.E. (Electronics), Anna University, 2012 - 2016', 'CGPA 8.1'])).toEqual([
      { degree: 'B.E. (Electronics)', institution: 'Anna University', start_year: 2012, end_year: 2016 },
    ]);
  });
});
