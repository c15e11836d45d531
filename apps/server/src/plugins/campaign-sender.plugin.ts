import fp from 'fastify-plugin';
import { languageModelOf } from '../config.ts';
import { createLlmMailWriter } from '../modules/campaigns/llm-mail-writer.ts';
import { createCampaignSender, type CampaignSender } from '../workers/campaign-sender.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable campaign sending (workers/campaign-sender.ts). */
    campaignSender: CampaignSender;
  }
}

/** Campaign mail, sent in the background; campaigns interrupted by a restart resume when the app is ready. */
export const campaignSenderPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const languageModel = languageModelOf(config);
    const campaignSender = createCampaignSender({
      db: database.db,
      asyncCommit: database.kind === 'postgres',
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      leaseMs: config.CAMPAIGN_LEASE_MS,
      retryBaseMs: config.CAMPAIGN_RETRY_BASE_MS,
      maxAttempts: config.CAMPAIGN_MAX_ATTEMPTS,
      pollMs: config.CAMPAIGN_POLL_MS,
      writer: languageModel ? createLlmMailWriter(languageModel) : undefined,
    });
    app.decorate('campaignSender', campaignSender);
    // Pending rows and expired leases left by a restart are picked up here.
    app.addHook('onReady', async () => campaignSender.start());
    app.addHook('onClose', async () => campaignSender.stop());
  },
  { name: 'campaign-sender' },
);
