import { z } from 'zod';
import { callTypes, checkPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phone.ts';

/** The call types a demo call can be placed with (the 'select' choice excluded). */
export const demoCallTypeValues = callTypes.map((type) => type.value).filter((value) => value !== '') as [string, ...string[]];

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
    country_code: z.string().regex(/^[A-Z]{2}$/, 'Select country first'),
    number: z
      .string()
      .regex(/^\d+$/, 'Invalid phone number for selected country.')
      .min(PHONE_MIN_DIGITS, 'Invalid phone number for selected country.')
      .max(PHONE_MAX_DIGITS, 'Invalid phone number for selected country.'),
    call_type: z.enum(demoCallTypeValues, { error: 'Select a call type' }),
  })
  .refine((body) => checkPhone({ code: body.country_code }, body.number) === 'valid', {
    message: 'Invalid phone number for selected country.',
    path: ['number'],
  });
export type PlaceDemoCallBody = z.infer<typeof placeDemoCallBodySchema>;

export const placedDemoCallSchema = z.object({ call_id: z.string(), call_status: z.string(), to_number: z.string() });
export type PlacedDemoCall = z.infer<typeof placedDemoCallSchema>;
