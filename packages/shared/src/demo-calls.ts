import { z } from 'zod';
import { callTypes, checkPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phone.ts';

/** The call types a demo call can be placed with (the 'select' choice excluded). */
export const demoCallTypeValues = callTypes.map((type) => type.value).filter((value) => value !== '') as [
  string,
  ...string[],
];

/** A call type's label as the dropdown shows it ('Zara screening call'); the value itself when unknown. */
export const demoCallTypeLabel = (value: string): string =>
  callTypes.find((type) => type.value === value)?.label ?? value;

const PROVIDER_SETTINGS =
  "RETELL_API_KEY (the provider's API key), RETELL_FROM_NUMBER (the number calls come from, in E.164 form) and " +
  'RETELL_CALL_AGENTS (the agent of each call type, e.g. loan_qualification=agent_…)';

/** What the Call tab and POST /demo-call/calls say, word for word on both sides. */
export const demoCallMessages = {
  noCountry: 'Select a country.',
  noNumber: 'Enter a phone number.',
  /** SPEC §5 and §8. */
  invalidNumber: 'Invalid phone number for selected country.',
  noCallType: 'Select a call type.',
  /** SPEC §2: the words of the old 'initiated' alert, now a toast once the provider accepted the call. */
  initiated: 'Call initiated',
  /** 409: nothing was dialled, and how an admin or operator makes calls possible. */
  noProvider:
    "No voice provider is configured. To place demo calls, set this workspace's provider API key, caller number " +
    `and agents on the Integrations page, or set ${PROVIDER_SETTINGS} in the server's environment and restart it.`,
  /** 409: the environment's provider account serves the first workspace only (its calls come back there). */
  providerElsewhere:
    "The voice provider set in this server's environment places calls for its first workspace only, not this " +
    "one: set this workspace's own provider API key, caller number and agents on the Integrations page.",
} as const;

/** 422: a provider is configured, but no agent for the chosen call type. */
export const noAgentForCallType = (value: string): string =>
  `No agent is set for the call type '${demoCallTypeLabel(value)}': add ${value}=<agent id> to the agents on the ` +
  'Integrations page (or to RETELL_CALL_AGENTS).';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** What the SPA shows the Call tab: whether 'Initiate a Call' also places the call through the provider. */
export const voiceProviderStatusSchema = z.object({
  can_place_calls: z.boolean(),
  /** Call types with an agent configured; only these are placed. */
  call_types: z.array(z.string()),
});
export type VoiceProviderStatus = z.infer<typeof voiceProviderStatusSchema>;

/** POST /api/demo-call/calls: the Call tab's choice (SPEC §3 phone input value and call type). */
export const placeDemoCallBodySchema = z
  .object({
    /** Two-letter code of the chosen country. */
    country_code: z.string({ error: demoCallMessages.noCountry }).regex(COUNTRY_CODE, demoCallMessages.noCountry),
    number: z
      .string({ error: demoCallMessages.noNumber })
      // One message per field: the first rule a number breaks.
      .min(1, { error: demoCallMessages.noNumber, abort: true })
      .regex(/^\d+$/, { error: demoCallMessages.invalidNumber, abort: true })
      .min(PHONE_MIN_DIGITS, { error: demoCallMessages.invalidNumber, abort: true })
      .max(PHONE_MAX_DIGITS, demoCallMessages.invalidNumber),
    call_type: z.enum(demoCallTypeValues, { error: demoCallMessages.noCallType }),
  })
  // The number against the country's numbering plan, once both are well formed, whatever else is
  // missing (the form says every problem at once).
  .refine((body) => checkPhone({ code: body.country_code }, body.number) === 'valid', {
    message: demoCallMessages.invalidNumber,
    path: ['number'],
    // Not on a body that is no object at all (null, a string): its issue has an empty path.
    when: ({ issues }) =>
      !issues.some(
        (issue) =>
          (issue.path?.length ?? 0) === 0 || issue.path?.[0] === 'country_code' || issue.path?.[0] === 'number',
      ),
  });
export type PlaceDemoCallBody = z.infer<typeof placeDemoCallBodySchema>;

export const placedDemoCallSchema = z.object({ call_id: z.string(), call_status: z.string(), to_number: z.string() });
export type PlacedDemoCall = z.infer<typeof placedDemoCallSchema>;
