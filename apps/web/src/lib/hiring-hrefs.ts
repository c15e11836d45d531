/** The query parameters of Candidate Shortlisting that pick its job and the candidate open beside the list. */
export const CANDIDATE_JOB_PARAM = 'job';
export const CANDIDATE_PARAM = 'candidate';

/**
 * Candidate Shortlisting in the hiring area (the /:role segment), for a job and, optionally, one of
 * its applications open beside the list: Job Listings, a job's page and the page itself link here.
 */
export const candidateShortlistingHref = (role: string, jobId?: string, applicationId?: string): string => {
  const params = new URLSearchParams();
  if (jobId !== undefined) params.set(CANDIDATE_JOB_PARAM, jobId);
  if (applicationId !== undefined) params.set(CANDIDATE_PARAM, applicationId);
  const query = params.toString();
  return `/${role}/candidate-shortlisting${query === '' ? '' : `?${query}`}`;
};

/** Where a job description is written (Candidate Shortlisting's call to action when there is no job yet). */
export const createJobDescriptionHref = (role: string): string => `/${role}/create-job-description`;

/** A date as YYYY-MM-DD in the browser's zone (Interview Scheduling's ?date=). */
const localDate = (at: number): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Interview Scheduling's calendar on the interview's week with the interview open (?tab=calendar&date=&interview=). */
export const interviewHref = (role: string, interview: { id: string; starts_at: number }): string =>
  `/${role}/interview-scheduling?${new URLSearchParams({ tab: 'calendar', date: localDate(interview.starts_at), interview: interview.id })}`;
