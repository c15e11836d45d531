import type { JobApplication } from '@agentdesk/shared';

const AT = Date.UTC(2025, 0, 16, 10, 0);

/** An application from the careers site as the server answers it. */
export const makeApplication = (overrides: Partial<JobApplication> = {}): JobApplication => ({
  application_id: 'app-1',
  job_id: 'job-1',
  name: 'Ananya Iyer',
  email: 'ananya.iyer@example.in',
  phone: '+919876543210',
  resume_filename: 'ananya-iyer.pdf',
  resume_content_type: 'application/pdf',
  resume_bytes: 48_213,
  consented_timestamp: AT,
  created_timestamp: AT,
  ...overrides,
});
