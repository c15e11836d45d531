import type { HiringHome } from '@agentdesk/shared';

const HOUR = 3_600_000;

/** A hiring home with a job, an interview, a screening call and one of each action. */
export const makeHiringHome = (now = Date.now()): HiringHome => ({
  open_jobs: {
    items: [
      {
        id: 'job_1',
        title: 'Senior Backend Engineer',
        location: 'Bengaluru, India',
        applicant_count: 10,
        stage_counts: { new: 2, shortlisted: 1, screening: 2, interview: 2, offer: 1, hired: 0, rejected: 2 },
      },
    ],
    more: false,
  },
  interviews_this_week: {
    total: 1,
    items: [
      {
        id: 'int_1',
        application_id: 'app_1',
        candidate_id: 'cand_1',
        candidate_name: 'Rahul Verma',
        job_id: 'job_1',
        job_title: 'Senior Backend Engineer',
        round_name: 'Technical',
        starts_at: now + 24 * HOUR,
        status: 'scheduled',
      },
    ],
    more: false,
  },
  screening_calls: {
    items: [
      {
        call_id: 'call_1',
        candidate_id: 'cand_2',
        candidate_name: 'Aman Gupta',
        job_id: 'job_1',
        job_title: 'Senior Backend Engineer',
        started_at: now - 2 * HOUR,
        successful: true,
        summary: 'Shortlisted',
      },
    ],
    more: true,
  },
  needs_action: {
    shortlisted_without_interview: {
      items: [
        {
          application_id: 'app_3',
          candidate_id: 'cand_3',
          candidate_name: 'Sana Sheikh',
          job_id: 'job_1',
          job_title: 'Senior Backend Engineer',
          since: now - 72 * HOUR,
        },
      ],
      more: false,
    },
    missing_scorecards: { items: [], more: false },
  },
});
