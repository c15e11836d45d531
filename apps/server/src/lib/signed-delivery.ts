import { reasonOf } from './durable-queue.ts';
import { badRequest } from './http-error.ts';
import { postJson } from './post-json.ts';
import { PrivateAddressError, privateHostReason } from './public-address.ts';
import type { ItemResult } from './queue-worker.ts';
import { signWebhook } from './webhook-signature.ts';

/** The header the product's own outbound webhooks (alerts, call_reviewed) are signed in. */
export const OUTBOUND_SIGNATURE_HEADER = 'x-agentdesk-signature';

/**
 * One outbound webhook delivery: the JSON body POSTed as stored, signed with the secret at this
 * attempt's time. A 2xx is done; a 5xx or no answer is retried; a 4xx or an address on a private
 * network (unless allowed) fails for good.
 */
export const postSignedDelivery = async (
  delivery: { url: string; body: string; secret: string },
  { allowPrivate, timeoutMs }: { allowPrivate: boolean; timeoutMs: number },
): Promise<ItemResult> => {
  try {
    const status = await postJson(new URL(delivery.url), delivery.body, {
      headers: { [OUTBOUND_SIGNATURE_HEADER]: signWebhook(delivery.body, delivery.secret, Date.now()) },
      timeoutMs,
      allowPrivate,
    });
    if (status >= 200 && status < 300) return { outcome: 'done' };
    return { outcome: 'failure', reason: `The hook answered ${status}`, isPermanent: status >= 400 && status < 500 };
  } catch (error) {
    return { outcome: 'failure', reason: reasonOf(error), isPermanent: error instanceof PrivateAddressError };
  }
};

/**
 * An outbound webhook's URL must be on the public internet (checked again at each delivery), unless
 * the operator allows private addresses (ALERT_WEBHOOK_ALLOW_PRIVATE_URLS): a 400 otherwise.
 */
export const assertPublicWebhookUrl = async (url: string | null | undefined, allowPrivate: boolean) => {
  if (url === null || url === undefined || allowPrivate) return;
  const reason = await privateHostReason(new URL(url), { timeoutMs: 2_000 });
  if (reason !== null)
    throw badRequest(
      `webhook_url must be on the public internet, not a loopback or private network address (${reason})`,
    );
};
