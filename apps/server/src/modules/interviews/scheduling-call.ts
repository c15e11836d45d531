import { candidateMessages, type ProviderCall } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { VoiceAccounts } from '../calls/index.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createPhoneCall, voiceProviderOf } from '../calls/index.ts';
import { recordInterview } from './interview-audit.ts';
import { bookInterview, type Invitations } from './interview-booking.ts';
import { slotsFor } from './interview-slots.ts';
import type { InWorkspace } from './interviewers.service.ts';

// zara's interview scheduling calls (call type zara_interview_scheduling): placed through the voice
// provider with the round's next free slots as the agent's dynamic variables (slot_1 … slot_n, as
// said in the candidate's zone, with slot_n_start the instant); when the call's analysis names the
// chosen one (custom_analysis_data.chosen_slot: the instant, or its number) the interview is booked
// through the same code as every booking, once per call.

export const SCHEDULING_CALL_TYPE = 'zara_interview_scheduling';
const SLOTS_OFFERED = 5;

const spoken = (at: number, zone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hour12: false }).format(at)} (${zone})`;

export const placeSchedulingCall = async (
  db: Db,
  {
    workspaceId,
    applicationId,
    roundId,
    voiceAccounts,
  }: InWorkspace & { applicationId: string; roundId: string; voiceAccounts: VoiceAccounts },
) => {
  const [target] = rowsOf<{ name: string; phone: string | null; title: string }>(
    await db.execute(sql`select c.name, c.phone, j.title from job_applications a
      join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.id = ${applicationId}`),
  );
  if (!target) throw new HttpError(404, candidateMessages.applicationNotFound);
  const slots = await slotsFor(db, { workspaceId, applicationId, roundId, limit: SLOTS_OFFERED });
  const provider = await voiceProviderOf(db, voiceAccounts, workspaceId);
  if (!provider || !provider.agents[SCHEDULING_CALL_TYPE])
    throw new HttpError(
      409,
      candidateMessages.noProvider
        .replace('zara_screening', SCHEDULING_CALL_TYPE)
        .replace('screening calls', 'scheduling calls'),
    );
  if (!target.phone) throw new HttpError(422, candidateMessages.noPhone);
  if (slots.length === 0)
    throw new HttpError(
      409,
      'The round has no free slots to offer: widen the plan’s window or the interviewers’ hours',
    );
  // Said in the zone of the first interviewer (the team's): the candidate hears the zone named.
  const [zone] = rowsOf<{ time_zone: string }>(
    await db.execute(
      sql`select time_zone from interviewers where workspace_id = ${workspaceId} and id = ${slots[0]!.interviewer_ids[0] ?? ''}`,
    ),
  );
  const timeZone = zone?.time_zone ?? 'UTC';
  return createPhoneCall(provider, {
    toNumber: target.phone,
    callType: SCHEDULING_CALL_TYPE,
    metadata: { workspace_id: workspaceId, application_id: applicationId, round_id: roundId },
    dynamicVariables: {
      candidate_name: target.name,
      job_title: target.title,
      slot_count: String(slots.length),
      ...Object.fromEntries(
        slots.flatMap((slot, index) => [
          [`slot_${index + 1}`, spoken(slot.start_timestamp, timeZone)],
          [`slot_${index + 1}_start`, new Date(slot.start_timestamp).toISOString()],
        ]),
      ),
    },
  });
};

/** The instant the analysis names: an ISO time or epoch ms, or the number of an offered slot (read from the call's own variables). */
const chosenStart = (call: ProviderCall): number | null => {
  const data = (call.call_analysis?.custom_analysis_data ?? {}) as Record<string, unknown>;
  const chosen = data['chosen_slot'];
  const variables = ((call as Record<string, unknown>)['retell_llm_dynamic_variables'] ?? {}) as Record<
    string,
    unknown
  >;
  const fromNumber =
    typeof chosen === 'number' && chosen >= 1 && chosen <= 10 ? variables[`slot_${chosen}_start`] : undefined;
  const value = fromNumber ?? chosen;
  const at = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(at) && at > 10_000_000_000 ? at : null;
};

/**
 * After a call is stored: an analysed zara scheduling call that names the chosen slot books the
 * interview (once: the call's id is kept on it). A slot taken meanwhile is logged, not retried.
 */
export const bookFromCall = async (
  db: Db,
  invitations: Invitations,
  log: FastifyBaseLogger,
  { workspaceId, call }: InWorkspace & { call: ProviderCall },
) => {
  const metadata = (call.metadata ?? {}) as Record<string, unknown>;
  if (
    metadata['call_type'] !== SCHEDULING_CALL_TYPE ||
    typeof metadata['application_id'] !== 'string' ||
    typeof metadata['round_id'] !== 'string'
  )
    return;
  const start = chosenStart(call);
  if (start === null) return;
  const [booked] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from interviews where workspace_id = ${workspaceId} and call_id = ${call.call_id}`),
  );
  if (booked) return;
  try {
    const onDone = recordInterview('booked', { workspaceId, by: 'agent' });
    const { application_id: applicationId, round_id: roundId } = metadata;
    const booking = { workspaceId, applicationId, roundId, start, actorId: null, callId: call.call_id, onDone };
    await bookInterview(db, invitations, { ...booking, bookedBy: 'zara' });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    log.warn({ callId: call.call_id, reason: error.message }, 'interview from a scheduling call not booked');
  }
};
