import {
  interviewPaths,
  weekdays,
  type CandidateFitItem,
  type InterviewPlan,
  type Interviewer,
} from '@agentdesk/shared';
import { scoreResumes, type apiAs } from '../../test/api-testing.ts';
import { middleResume, strongResume } from '../../test/candidates-testing.ts';
import type { TestApp } from '../../test/test-app.ts';

// What the self-booking pages' tests share: typed text that must come out escaped, and reading the pages' links.

export const everyDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '08:00', end: '20:00' }]]));
export const COMPANY = 'Acme <Hiring> & "Co"';
export const TITLE = 'Backend <script>alert(1)</script> Engineer';

/** What the HTML page says, its entities read back (the hrefs as the browser follows them). */
const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
export const hrefs = (body: string, testId: string) =>
  [...body.matchAll(/<a\s[^>]*>/g)]
    .filter(([tag]) => tag.includes(`data-testid="${testId}"`))
    .map(([tag]) => unescape(/href="([^"]+)"/.exec(tag)![1]!));
export const timeIn = (at: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);

/** Meera Shah's and Kabir Rao's résumés uploaded to the job and scored: their applications. */
export const scoredApplications = (t: TestApp, token: string, jobId: string): Promise<CandidateFitItem[]> =>
  scoreResumes(t, token, jobId, { 'meera.txt': strongResume, 'kabir.txt': middleResume });

/** A one-round plan for the job with one interviewer, Asha Rao, in `zone`, free every day 08:00–20:00. */
export const planWithAsha = async (
  api: ReturnType<typeof apiAs>,
  jobId: string,
  { zone, minutes }: { zone: string; minutes: number },
): Promise<InterviewPlan> => {
  const asha = (
    await api('POST', interviewPaths.interviewers, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      time_zone: zone,
      working_hours: everyDay,
    })
  ).json<{ data: Interviewer }>().data;
  return (
    await api('PUT', interviewPaths.plan, {
      job_id: jobId,
      window_days: 7,
      min_notice_hours: 0,
      rounds: [{ name: 'Technical', duration_minutes: minutes, interviewer_ids: [asha.interviewer_id] }],
    })
  ).json<{ data: InterviewPlan }>().data;
};
