import type { Agent } from '@agentdesk/shared';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

export type ProviderApi = { baseUrl: string; timeoutMs: number };

/** The longest agent list the product reads from the provider. */
const MAX_LIST_BYTES = 10 * 1024 * 1024;

/**
 * One entry of the provider's list-agents answer (Retell: GET /list-agents). Only what the product
 * keys on is required; the rest of the record (SPEC §3) is kept as sent. Each version of an agent
 * may be listed: the highest version, else the latest change, wins.
 */
const providerAgentSchema = z.looseObject({
  agent_id: z.string().min(1).max(200),
  agent_name: z.string().nullish(),
  version: z.number().nullish(),
  last_modification_timestamp: z.number().nullish(),
});
type ProviderAgent = z.infer<typeof providerAgentSchema>;

/** The provider said no, could not be reached, or sent what the product cannot read. */
export class ProviderError extends HttpError {}

const refused = () =>
  new ProviderError(422, 'The provider refused this API key. Check the key in your provider account and try again.');

const readLimited = async (response: Response): Promise<string> => {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_LIST_BYTES) throw new ProviderError(502, 'The provider sent an agent list larger than 10 MB.');
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_LIST_BYTES) {
      await reader.cancel();
      throw new ProviderError(502, 'The provider sent an agent list larger than 10 MB.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const isNewer = (candidate: ProviderAgent, current: ProviderAgent) =>
  (candidate.version ?? -1) !== (current.version ?? -1)
    ? (candidate.version ?? -1) > (current.version ?? -1)
    : (candidate.last_modification_timestamp ?? 0) > (current.last_modification_timestamp ?? 0);

/** The record as the product keeps it: named (its id when the provider gives no name), with a change time. */
const toRecord = (agent: ProviderAgent): Agent => {
  const name = agent.agent_name?.trim().slice(0, 120);
  return {
    ...agent,
    agent_name: name || agent.agent_id,
    last_modification_timestamp: agent.last_modification_timestamp ?? 0,
  } as Agent;
};

/** The provider's agents (one record per agent), read with the workspace's API key. */
export const fetchProviderAgents = async (api: ProviderApi, apiKey: string): Promise<Agent[]> => {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}/list-agents`, {
      headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(api.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new ProviderError(502, 'The provider could not be reached. Please try again later.');
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw refused();
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(
      502,
      `The provider could not list its agents (status ${response.status}). Please try again later.`,
    );
  }
  const text = await readLimited(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(502, 'The provider sent an agent list this product could not read.');
  }
  const parsed = z.array(providerAgentSchema).safeParse(body);
  if (!parsed.success) throw new ProviderError(502, 'The provider sent an agent list this product could not read.');
  const latest = new Map<string, ProviderAgent>();
  for (const agent of parsed.data) {
    const current = latest.get(agent.agent_id);
    if (current === undefined || isNewer(agent, current)) latest.set(agent.agent_id, agent);
  }
  return [...latest.values()].map(toRecord);
};
