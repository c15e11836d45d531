import { noAgentForCallType } from '@agentdesk/shared';
import type { VoiceProviderSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { ownProviderAccount } from '../agents/index.ts';
import { webhookWorkspace } from '../workspaces/index.ts';

export type CreatePhoneCallInput = {
  toNumber: string;
  callType: string;
  /** Rides along on the call and comes back with it in every webhook (what the call is about). */
  metadata?: Record<string, string>;
  /** The agent's prompt variables for this call (Retell's retell_llm_dynamic_variables: strings only). */
  dynamicVariables?: Record<string, string>;
};
export type ProviderCall = { call_id: string; call_status: string };

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Places an outbound call through the provider's create-phone-call API (Retell v2). The call
 * then reaches us through the signed calls webhook like any other.
 */
export const createPhoneCall = async (
  settings: VoiceProviderSettings,
  input: CreatePhoneCallInput,
): Promise<ProviderCall> => {
  const agentId = settings.agents[input.callType];
  if (!agentId) throw new HttpError(422, noAgentForCallType(input.callType));
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/v2/create-phone-call`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from_number: settings.fromNumber,
        to_number: input.toNumber,
        override_agent_id: agentId,
        metadata: { source: 'agentdesk-demo-call', call_type: input.callType, ...input.metadata },
        ...(input.dynamicVariables ? { retell_llm_dynamic_variables: input.dynamicVariables } : {}),
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'The voice provider could not be reached. Please try again.');
  }
  const body = (await response.json().catch(() => null)) as
    (Partial<ProviderCall> & { message?: string; error_message?: string }) | null;
  if (!response.ok || typeof body?.call_id !== 'string') {
    const reason = body?.error_message ?? body?.message ?? `status ${response.status}`;
    throw new HttpError(502, `The voice provider refused the call: ${reason}`);
  }
  return { call_id: body.call_id, call_status: typeof body.call_status === 'string' ? body.call_status : 'registered' };
};

/** Where a workspace's calls can be placed from: the environment's account and the box workspace keys are sealed in. */
export type VoiceAccounts = {
  /** RETELL_* when set in full: the first workspace's account. */
  environment: VoiceProviderSettings | null;
  box: SecretBox;
  /** The provider's API origin (RETELL_API_BASE_URL). */
  baseUrl: string;
};

/**
 * The account that places the workspace's calls, or null: its own (set on the Integrations page,
 * with a caller number), else the environment's (RETELL_*) for the first workspace only (its calls
 * come back to that workspace, as its webhook key does), else none.
 */
export const voiceProviderOf = async (
  db: Db,
  accounts: VoiceAccounts,
  workspaceId: string,
): Promise<VoiceProviderSettings | null> => {
  const own = await ownProviderAccount(db, accounts.box, workspaceId);
  if (own !== null) return { ...own, baseUrl: accounts.baseUrl };
  const { environment } = accounts;
  return environment && (await webhookWorkspace(db, undefined)) === workspaceId ? environment : null;
};
