import { z } from 'zod';
import { demoCallTypeValues } from './demo-calls.ts';
import { normalisePhone } from './phone.ts';

// Saving the workspace's own voice provider account (#28 item 6): the body, its messages and the form's rules.

export const providerAccountMessages = {
  apiKey: "The provider's API key is at least 16 characters, without spaces",
  fromNumber: 'Enter the caller number in international form, e.g. +14155550123',
  callAgents: 'Write each agent as call_type=agent_id, separated by commas (e.g. zara_screening=agent_abc)',
  unknownCallType: (value: string) => `Unknown call type '${value}' (known: ${demoCallTypeValues.join(', ')})`,
  saved: 'Provider account saved',
  cleared: 'Provider API key cleared',
} as const;

const agentId = z.string().regex(/^[^\s,=]{1,200}$/, providerAccountMessages.callAgents);

/** A caller number in any international form ('+1 415 555 0123'), kept in E.164. */
const fromNumberSchema = z.string({ error: providerAccountMessages.fromNumber }).transform((text, context) => {
  const e164 = text.trim().startsWith('+') ? normalisePhone(text.trim()) : null;
  if (e164 === null) context.addIssue({ code: 'custom', message: providerAccountMessages.fromNumber });
  return e164 ?? '';
});

/** PUT /workspaces/current/integrations/provider-account (admins): no api_key keeps the one set. */
export const saveProviderAccountBodySchema = z.object({
  api_key: z
    .string()
    .trim()
    .regex(/^\S{16,500}$/, providerAccountMessages.apiKey)
    .optional(),
  from_number: fromNumberSchema,
  call_agents: z
    .partialRecord(z.enum(demoCallTypeValues, { error: providerAccountMessages.callAgents }), agentId)
    .transform((agents) =>
      Object.fromEntries(Object.entries(agents).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ),
});
export type SaveProviderAccountBody = z.input<typeof saveProviderAccountBodySchema>;

/**
 * 'zara_screening=agent_abc, loan_qualification=agent_def' as the agents of each call type (the
 * form's text, and RETELL_CALL_AGENTS's): an error message for the first pair it cannot read.
 */
export const parseCallAgents = (text: string): { agents: Record<string, string> } | { error: string } => {
  const agents: Record<string, string> = {};
  for (const pair of text.split(',').map((part) => part.trim())) {
    if (pair === '') continue;
    const match = /^([a-z_]+)\s*=\s*([^\s,=]+)$/.exec(pair);
    if (!match) return { error: providerAccountMessages.callAgents };
    const [, type, agent] = match as unknown as [string, string, string];
    if (!demoCallTypeValues.includes(type)) return { error: providerAccountMessages.unknownCallType(type) };
    agents[type] = agent;
  }
  return { agents };
};

/** The agents of each call type as the form writes them. */
export const formatCallAgents = (agents: Record<string, string>): string =>
  Object.entries(agents)
    .map(([type, agent]) => `${type}=${agent}`)
    .join(', ');

/**
 * The Integrations page's form: the key (empty keeps the one set), the caller number and the agents
 * as text; it sends what PUT …/provider-account reads, and says every field's problem at once.
 */
export const providerAccountFormSchema = z
  .object({
    api_key: z.string().refine((key) => key.trim() === '' || /^\S{16,500}$/.test(key.trim()), {
      message: providerAccountMessages.apiKey,
    }),
    from_number: fromNumberSchema,
    call_agents: z.string().transform((text, context) => {
      const parsed = parseCallAgents(text);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
      return 'agents' in parsed ? parsed.agents : {};
    }),
  })
  .transform((form): SaveProviderAccountBody => ({
    ...(form.api_key.trim() === '' ? {} : { api_key: form.api_key.trim() }),
    from_number: form.from_number,
    call_agents: form.call_agents,
  }));
