import { placeDemoCallBodySchema, type PlaceDemoCallBody } from '@agentdesk/shared';
import type { PhoneInputValue } from '../components/phone-input.tsx';

export type CallFormProblems = { country: string | null; number: string | null; callType: string | null };

export type CheckedCallForm = { body: PlaceDemoCallBody; problems: null } | { body: null; problems: CallFormProblems };

/**
 * The Call tab's choice checked by the schema the server checks it with (the same words on both
 * sides): the body to send, or what is missing or wrong beside each field. Without a country the
 * number cannot be judged (its field is disabled), so only the country is asked for.
 */
export const checkCallForm = (phone: PhoneInputValue, callType: string): CheckedCallForm => {
  const parsed = placeDemoCallBodySchema.safeParse({
    country_code: phone.country?.code ?? '',
    number: phone.number,
    call_type: callType,
  });
  if (parsed.success) return { body: parsed.data, problems: null };
  const messageOf = (field: keyof PlaceDemoCallBody) =>
    parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
  const country = messageOf('country_code');
  const number = country === null ? messageOf('number') : null;
  return { body: null, problems: { country, number, callType: messageOf('call_type') } };
};
