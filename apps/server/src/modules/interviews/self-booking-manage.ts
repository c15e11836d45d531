import { interviewMessages, type Interview } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { signUrl, verifySignedUrl } from '../../lib/signed-url.ts';
import { getInterview } from './interview-records.ts';

// The candidate's link to reschedule or cancel an interview they booked themselves: signed for the
// workspace and the interview (nothing stored, nothing to guess), carried by their invitation mail
// and the confirmation page. It changes the interview until it starts; it is readable until 30 days
// after the start it was made for, then it has expired.

const SCOPE = 'interview-manage';
const DAY_MS = 86_400_000;
export const MANAGE_LINK_DAYS_AFTER_START = 30;

/** The page of the link: /booking/<workspace>.<interview>. */
export const manageBookingPath = (token: string) => `/booking/${encodeURIComponent(token)}`;

/** The signed path (with ?exp=&sig=) of the interview's reschedule-or-cancel page. */
export const manageBookingLink = (
  secret: string,
  interview: Pick<Interview, 'interview_id' | 'start_timestamp'> & { workspace_id: string },
  now = Date.now(),
): string => {
  const token = `${interview.workspace_id}.${interview.interview_id}`;
  const until = interview.start_timestamp + MANAGE_LINK_DAYS_AFTER_START * DAY_MS;
  return signUrl({ secret, scope: SCOPE, id: token, path: manageBookingPath(token), ttlMs: until - now, now });
};

export type ManagedInterview = { workspaceId: string; interview: Interview };

/** The interview a manage link names: 404 (not valid) unless signed for it, 410 once expired. */
export const readManageLink = async (
  db: Db,
  { token, exp, sig, secret }: { token: string; exp: number; sig: string; secret: string },
): Promise<ManagedInterview> => {
  const [workspaceId, interviewId, ...rest] = token.split('.');
  if (!workspaceId || !interviewId || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(workspaceId))
    throw new HttpError(404, interviewMessages.linkInvalid);
  if (exp < Date.now()) throw new HttpError(410, interviewMessages.manageLinkExpired);
  if (!verifySignedUrl({ secret, scope: SCOPE, id: token, expires: exp, signature: sig }))
    throw new HttpError(404, interviewMessages.linkInvalid);
  try {
    return { workspaceId, interview: await getInterview(db, { workspaceId, id: interviewId }) };
  } catch (error) {
    // An interview erased since (the candidate's data removed): the link names nothing any more.
    if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, interviewMessages.linkInvalid);
    throw error;
  }
};

/** Whether the candidate may still move or cancel it: scheduled and not yet started. */
export const isChangeable = (interview: Interview, now = Date.now()) =>
  interview.status === 'scheduled' && interview.start_timestamp > now;
