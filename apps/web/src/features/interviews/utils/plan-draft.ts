import type { ApplicationStage, InterviewPlan, InterviewPlanForm } from '@agentdesk/shared';

/** A round as the form holds it: numbers as typed. */
export type RoundDraft = {
  key: string;
  round_id?: string;
  name: string;
  duration_minutes: string;
  mode: 'fixed' | 'pool';
  interviewer_ids: string[];
  panel_size: string;
  buffer_before_minutes: string;
  buffer_after_minutes: string;
  criteria: string[];
  advance_to: ApplicationStage;
};

export type PlanDraft = { window_days: string; min_notice_hours: string; rounds: RoundDraft[] };

let counter = 0;
const nextKey = () => `round-${(counter += 1)}`;

export const newRound = (): RoundDraft => ({
  key: nextKey(),
  name: '',
  duration_minutes: '45',
  mode: 'fixed',
  interviewer_ids: [],
  panel_size: '1',
  buffer_before_minutes: '0',
  buffer_after_minutes: '10',
  criteria: [],
  advance_to: 'interview',
});

/** The form's starting values: the saved plan, or one empty round. */
export const toPlanDraft = (plan: InterviewPlan | null): PlanDraft =>
  plan === null
    ? { window_days: '14', min_notice_hours: '24', rounds: [newRound()] }
    : {
        window_days: String(plan.window_days),
        min_notice_hours: String(plan.min_notice_hours),
        rounds: plan.rounds.map((round) => ({
          ...round,
          key: nextKey(),
          duration_minutes: String(round.duration_minutes),
          panel_size: String(round.panel_size),
          buffer_before_minutes: String(round.buffer_before_minutes),
          buffer_after_minutes: String(round.buffer_after_minutes),
        })),
      };

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What PUT /interview-config/ takes. */
export const toPlanForm = (jobId: string, draft: PlanDraft): InterviewPlanForm => ({
  job_id: jobId,
  window_days: number(draft.window_days),
  min_notice_hours: number(draft.min_notice_hours),
  rounds: draft.rounds.map(({ key: _key, ...round }) => ({
    ...round,
    duration_minutes: number(round.duration_minutes),
    panel_size: round.mode === 'pool' ? number(round.panel_size) : 1,
    buffer_before_minutes: number(round.buffer_before_minutes),
    buffer_after_minutes: number(round.buffer_after_minutes),
  })),
});

/** Messages a number field shows instead of zod's. */
export const numberHints: Record<string, string> = {
  window_days: 'From 1 to 90 days',
  min_notice_hours: 'From 0 to 336 hours',
  duration_minutes: 'From 15 to 480 minutes',
  buffer_before_minutes: 'From 0 to 120 minutes',
  buffer_after_minutes: 'From 0 to 120 minutes',
};
