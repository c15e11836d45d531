import { z } from 'zod';
import { providerAccountSchema } from './provider-account.ts';

/**
 * GET /workspaces/current/integrations (admins): what a workspace's voice-agent provider and chat
 * relay are set up with, and its mail address. The signing key itself is not part of it: it is
 * revealed on demand (each reveal is in the audit log).
 */
export const integrationsSchema = z.object({
  /** Where the provider sends call_started, call_ended and call_analyzed (absolute). */
  calls_webhook_url: z.string(),
  /** Where chat messages and WhatsApp calls are sent (absolute), signed the same way. */
  conversations_webhook_url: z.string(),
  /** The header each delivery's signature is in. */
  signature_header: z.string(),
  signing_key: z.object({
    /** The key's last four characters, to tell keys apart without revealing one. */
    hint: z.string(),
    created_at: z.string(),
    /** After a rotation, until when deliveries signed with the previous key are still accepted; else null. */
    previous_valid_until: z.string().nullable(),
    /** The first workspace also accepts the server's own key (RETELL_API_KEY), as before workspaces. */
    accepts_environment_key: z.boolean(),
  }),
  /** The voice provider account its outbound calls and agent sync use. */
  provider_account: providerAccountSchema,
  mail: z.object({
    /** The workspace's own address: mail to it lands in its Inbox; its mail goes out from it. */
    address: z.string(),
    /** Whether this server receives mail (its SMTP listener, INBOUND_SMTP_PORT, is on). */
    is_receiving: z.boolean(),
    /** Whether mail leaves this server (SMTP_URL is set), rather than staying in the local outbox. */
    is_sending: z.boolean(),
  }),
});
export type Integrations = z.infer<typeof integrationsSchema>;

/** POST /workspaces/current/integrations/signing-key/reveal (admins): the current key, recorded in the audit log. */
export const revealedSigningKeySchema = z.object({ signing_key: z.string() });
export type RevealedSigningKey = z.infer<typeof revealedSigningKeySchema>;
