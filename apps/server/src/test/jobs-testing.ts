// The job form of the jobs suites (jobs.test.ts, jobs-list.test.ts): a forklift operator in Bradford, with a
// blank responsibility the server drops.

export const api = (path: string) => `/api${path}`;

export const forkliftForm = {
  title: 'Forklift Operator',
  department: 'Operations',
  location: 'Bradford',
  employment_type: 'full_time',
  workplace_type: 'on_site',
  salary_min: 24_000,
  salary_max: 27_000,
  salary_currency: 'GBP',
  summary: 'Move pallets safely.',
  responsibilities: ['Load lorries', '  ', 'Keep the yard tidy'],
  requirements: ['A forklift licence'],
  skills: ['Forklift', 'Safety'],
};
