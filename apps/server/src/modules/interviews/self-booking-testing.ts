import { weekdays, type CandidateFitItem } from '@agentdesk/shared';
import { scoreResumes } from '../../test/api-testing.ts';
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
