import { callEndReasons } from '@agentdesk/shared';
import type { CallEndReason } from '@agentdesk/shared';

/** Readable labels of the Actions tab's radio group, in the order of SPEC §4. */
export const endReasonLabels: Record<CallEndReason, string> = {
  user_hangup: 'User hung up',
  agent_hangup: 'Agent hung up',
  completed: 'Completed',
  transferred: 'Transferred',
  technical_issue: 'Technical issue',
};

export const isCallEndReason = (value: unknown): value is CallEndReason =>
  typeof value === 'string' && (callEndReasons as readonly string[]).includes(value);

type EndReasonSource = { end_reason?: string | null; disconnection_reason?: string | null };

/**
 * The radio group's first value (SPEC §4): the end reason an operator saved, else the provider's
 * disconnection_reason when it is one of the five values, else user_hangup.
 */
export const initialEndReason = (call: EndReasonSource): CallEndReason => {
  if (isCallEndReason(call.end_reason)) return call.end_reason;
  if (isCallEndReason(call.disconnection_reason)) return call.disconnection_reason;
  return 'user_hangup';
};
