import { z } from 'zod';

/**
 * The workspace's own voice provider account (Integrations page, #28 item 6): its calls and agent
 * sync use it. The key is never sent back: its last four characters tell an admin which one is set.
 */
export const providerAccountSchema = z.object({
  /** The key's last four characters; null when the workspace has no key of its own. */
  key_hint: z.string().nullable(),
  /** The caller number (E.164) of its outbound calls. */
  from_number: z.string().nullable(),
  /** The provider's agent per call type. */
  call_agents: z.record(z.string(), z.string()),
  /** Whether its calls are placed with the server's own account (RETELL_*) while it has none of its own. */
  uses_environment_account: z.boolean(),
});
export type ProviderAccount = z.infer<typeof providerAccountSchema>;

// What an admin sends and the form's rules are in provider-account-form.ts: they need the phone
// number library, which the pages that only read the account (the Analytics panel) do not load.
