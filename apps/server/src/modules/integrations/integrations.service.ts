import { apiPaths, type Integrations } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { SIGNATURE_HEADER } from '../../lib/webhook-signature.ts';
import { getProviderAccount } from '../agents/index.ts';
import { currentWebhookKey, firstWorkspaceId, previousWebhookKeyValidUntil } from '../workspaces/index.ts';

export type MailSettings = {
  /** The workspace's own address (mail/workspace-address.ts). */
  addressOf: (workspaceId: string) => Promise<string>;
  isReceiving: boolean;
  isSending: boolean;
};

/** How many characters of the key the page shows before it is revealed. */
const HINT_LENGTH = 4;

/**
 * A webhook address of the workspace: on the server's public address (`origin`: PUBLIC_URL, else
 * the address the admin reached the server at), naming the workspace as the deliveries must.
 */
export const webhookAddress = (origin: string, path: string, workspaceId: string): string =>
  `${origin.replace(/\/+$/, '')}/api${path}?workspace=${workspaceId}`;

/** The workspace's integrations as the Integrations page shows them; the key only by its last characters. */
export const getIntegrations = async (input: {
  db: Db;
  workspaceId: string;
  origin: string;
  mail: MailSettings;
  /** Whether the environment sets a provider account that places calls (RETELL_*, the first workspace's). */
  hasEnvironmentAccount: boolean;
}): Promise<Integrations> => {
  const { db, workspaceId, origin, mail } = input;
  const key = await currentWebhookKey(db, workspaceId);
  const previousValidUntil = await previousWebhookKeyValidUntil(db, workspaceId);
  const first = await firstWorkspaceId(db);
  const address = await mail.addressOf(workspaceId);
  const account = await getProviderAccount(db, workspaceId);
  const hasOwnCaller = account.key_hint !== null && account.from_number !== null;
  return {
    calls_webhook_url: webhookAddress(origin, apiPaths.callsWebhook, workspaceId),
    conversations_webhook_url: webhookAddress(origin, apiPaths.conversationsWebhook, workspaceId),
    signature_header: SIGNATURE_HEADER,
    signing_key: {
      hint: key.secret.slice(-HINT_LENGTH),
      created_at: key.createdAt.toISOString(),
      previous_valid_until: previousValidUntil?.toISOString() ?? null,
      accepts_environment_key: first === workspaceId,
    },
    provider_account: {
      ...account,
      uses_environment_account: !hasOwnCaller && input.hasEnvironmentAccount && first === workspaceId,
    },
    mail: { address, is_receiving: mail.isReceiving, is_sending: mail.isSending },
  };
};
