import { DEFAULT_WORKING_HOURS, type Interview, type Interviewer, type InterviewPlan } from '@agentdesk/shared';

const AT = Date.UTC(2026, 10, 1, 9);

/** An interviewer as the server answers it: 09:00–17:00 on weekdays in their zone unless told otherwise. */
export const makeInterviewer = (overrides: Partial<Interviewer> = {}): Interviewer => ({
  interviewer_id: 'int-1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  time_zone: 'Asia/Kolkata',
  working_hours: DEFAULT_WORKING_HOURS,
  interview_types: [],
  max_per_day: 4,
  max_per_week: 15,
  is_active: true,
  created_timestamp: AT,
  updated_timestamp: AT,
  ...overrides,
});

/** An hour-long scheduled interview of Meera Shah's technical round with Asha, unless told otherwise. */
export const makeInterview = (overrides: Partial<Interview> = {}): Interview => ({
  interview_id: 'iv-1',
  application_id: 'app-1',
  candidate_id: 'cand-1',
  candidate_name: 'Meera Shah',
  candidate_email: 'meera@example.in',
  job_id: 'job-1',
  job_title: 'Backend Engineer',
  round_id: 'rnd-1',
  round_name: 'Technical',
  start_timestamp: Date.UTC(2026, 10, 24, 5, 30),
  end_timestamp: Date.UTC(2026, 10, 24, 6, 30),
  interviewers: [{ interviewer_id: 'int-1', name: 'Asha Rao', email: 'asha@example.in', time_zone: 'Asia/Kolkata' }],
  status: 'scheduled',
  sequence: 0,
  booked_by: 'recruiter',
  candidate_time_zone: null,
  scorecard: null,
  created_timestamp: AT,
  ...overrides,
});

/** A plan of one fixed round (Technical, 60 min, with Asha) unless told otherwise. */
export const makePlan = (overrides: Partial<InterviewPlan> = {}): InterviewPlan => ({
  job_id: 'job-1',
  window_days: 14,
  min_notice_hours: 24,
  updated_timestamp: AT,
  rounds: [
    {
      round_id: 'rnd-1',
      name: 'Technical',
      duration_minutes: 60,
      mode: 'fixed',
      interviewer_ids: ['int-1'],
      panel_size: 1,
      buffer_before_minutes: 0,
      buffer_after_minutes: 10,
      criteria: ['System design', 'Code quality'],
      advance_to: 'offer',
    },
  ],
  ...overrides,
});
