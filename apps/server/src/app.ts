import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentSyncSettingsOf, languageModelOf, voiceAccountsOf, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.ts';
import { createModelJsonAsker } from './lib/language-model.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { registerNulGuards } from './lib/nul-guard.ts';
import { parseFromLine, workspaceMailAddress } from './mail/workspace-address.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { memberPasswordRoutes } from './modules/auth/member-password.routes.ts';
import { callMessagesRoutes } from './modules/calls/call-messages.routes.ts';
import { callImportsRoutes } from './modules/calls/call-imports.routes.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { demoCallsRoutes } from './modules/calls/demo-calls.routes.ts';
import { recordingsRoutes } from './modules/calls/recordings.routes.ts';
import { webhooksRoutes } from './modules/calls/webhooks.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { careersPagesRoutes } from './modules/careers/careers-pages.routes.ts';
import { careersRoutes } from './modules/careers/careers.routes.ts';
import {
  candidatesRoutes,
  candidateUploadsRoutes,
  linkCallToCandidate,
  stageProposalRoutes,
} from './modules/candidates/index.ts';
import { hiringHomeRoutes } from './modules/hiring-home/index.ts';
import { recruitingAnalyticsRoutes } from './modules/recruiting-analytics/index.ts';
import {
  bookFromCall,
  bookingLinkMailRoutes,
  cancelErasedInterviews,
  interviewersRoutes,
  interviewsRoutes,
  selfBookingRoutes,
  sendInvitations,
} from './modules/interviews/index.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { conversationsWebhookRoutes } from './modules/inbox/conversations-webhook.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { chatHookRoutes } from './modules/inbox/chat-hook.routes.ts';
import { jobUploadsRoutes } from './modules/jobs/job-uploads.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { jobPostingSettingsRoutes } from './modules/jobs/job-posting-settings.routes.ts';
import { knowledgeBaseRoutes } from './modules/knowledge-base/knowledge-base.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { onboardingDocumentsRoutes } from './modules/onboarding/onboarding-documents.routes.ts';
import { qualityRoutes } from './modules/quality/index.ts';
import { auditLogRoutes } from './modules/workspaces/audit-log.routes.ts';
import { invitationsRoutes } from './modules/workspaces/invitations.routes.ts';
import { membersRoutes } from './modules/workspaces/members.routes.ts';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.ts';
import { workspaceLogoPublicRoutes } from './modules/workspaces/index.ts';
import { apiDocsPlugin } from './plugins/api-docs.plugin.ts';
import { callEventsPlugin } from './plugins/call-events.plugin.ts';
import { callImporterPlugin } from './plugins/call-importer.plugin.ts';
import { callMeasurerPlugin } from './plugins/call-measurer.plugin.ts';
import { qaWebhooksPlugin } from './plugins/qa-webhooks.plugin.ts';
import { campaignSenderPlugin } from './plugins/campaign-sender.plugin.ts';
import { chatHookPlugin } from './plugins/chat-hook.plugin.ts';
import { inboundSmtpPlugin } from './plugins/inbound-smtp.plugin.ts';
import { inboxNoticesPlugin } from './plugins/inbox-notices.plugin.ts';
import { jobDeadlinesPlugin } from './plugins/job-deadlines.plugin.ts';
import { knowledgeBaseReaderPlugin } from './plugins/knowledge-base-reader.plugin.ts';
import { candidateScorerPlugin } from './plugins/candidate-scorer.plugin.ts';
import { ocrEnginePlugin } from './plugins/ocr-engine.plugin.ts';
import { onboardingProcessorPlugin } from './plugins/onboarding-processor.plugin.ts';
import { agentSyncPlugin } from './plugins/agent-sync.plugin.ts';
import { alertsPlugin } from './plugins/alerts.plugin.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { mailerPlugin } from './plugins/mailer.plugin.ts';
import { requestOrderPlugin } from './plugins/request-order.plugin.ts';
import { securityPlugin } from './plugins/security.plugin.ts';
import { sessionsPlugin } from './plugins/sessions.plugin.ts';
import { spaPlugin } from './plugins/spa.plugin.ts';
import { seedWorkspace } from './seed/seed.ts';

export { loggerOptions };

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Each module's routes, given only what it uses (services come from the plugins above them). */
const apiRoutes = (app: FastifyInstance, config: Config, database: Database) => {
  const { db } = database;
  const {
    mailer,
    sessionCache,
    callEvents,
    inboxNotices,
    chatHook,
    campaignSender,
    knowledgeBaseReader,
    candidateScorer,
    onboardingProcessor,
  } = app;
  const { jwtSecret, webhookKey } = config;
  // Known only once the server listens when PORT=0 (main.ts sets it then).
  const publicUrl = () => config.publicUrl;
  const sendsMail = Boolean(config.SMTP_URL);
  const languageModel = languageModelOf(config);
  const invitations = sendInvitations({ mailer, publicUrl, secret: jwtSecret });
  const askModel = languageModel ? createModelJsonAsker(languageModel) : undefined;
  const voiceAccounts = voiceAccountsOf(config);
  const agentSync = agentSyncSettingsOf(config);
  return [
    healthRoutes({ db }),
    authRoutes({
      db,
      settings: authSettingsOf(config),
      mailer,
      sessionCache,
      publicUrl,
      sendsMail,
      rateLimitPerMinute: config.AUTH_RATE_LIMIT,
      accountFailureLimit: config.AUTH_ACCOUNT_FAILURE_LIMIT,
    }),
    memberPasswordRoutes({ db, settings: authSettingsOf(config), mailer, sessionCache, publicUrl, sendsMail }),
    workspacesRoutes({
      db,
      // The sample calls' quality measures are computed next, in the background.
      loadSampleData: async ({ workspaceId, userId }) => {
        const loaded = await seedWorkspace({ db, workspaceId, userId, isFresh: true });
        setImmediate(app.callMeasurer.kick);
        return loaded;
      },
      dropSession: (sessionId) => sessionCache.drop(`session:${sessionId}`),
    }),
    membersRoutes({ db, dropSessions: (notice) => sessionCache.drop(notice) }),
    auditLogRoutes({ db }),
    invitationsRoutes({
      db,
      sendMail: (mail) => mailer.enqueue({ kind: 'invitation', ...mail }),
      publicUrl,
      dropSession: (sessionId) => sessionCache.drop(`session:${sessionId}`),
    }),
    agentsRoutes({ db, sync: agentSync }),
    callsRoutes({ db, callEvents, jwtSecret }),
    callImportsRoutes({
      db,
      importLimitBytes: config.IMPORT_LIMIT_BYTES,
      batchSize: config.CALL_IMPORT_BATCH,
      // After the answer is on its way: on PGlite the import's first batch would otherwise hold it back.
      kickImporter: () => setImmediate(app.callImporter.kick),
    }),
    callMessagesRoutes({ db, mailer, chatHook, askModel }),
    webhooksRoutes({
      db,
      callEvents,
      webhookKey,
      publicUrl,
      afterCall: async (input) => {
        await linkCallToCandidate(db, input);
        await bookFromCall(db, invitations, app.log, input);
      },
      // After the answer is on its way, as the importer's kick.
      onCallStored: () => setImmediate(app.callMeasurer.kick),
    }),
    recordingsRoutes({ db, jwtSecret }),
    analyticsRoutes({ db }),
    alertsRoutes({ db, allowPrivate: config.ALERT_WEBHOOK_ALLOW_PRIVATE_URLS }),
    // A saved scorecard's calls are reviewed again by the call measurer; questions need the language model.
    qualityRoutes({
      db,
      rules: { hasLanguageModel: languageModel !== null },
      kickReviews: () => setImmediate(app.callMeasurer.kick),
      allowPrivateWebhooks: config.ALERT_WEBHOOK_ALLOW_PRIVATE_URLS,
    }),
    demoCallsRoutes({ db, voiceAccounts }),
    campaignsRoutes({ db, mailer, campaignSender }),
    inboxRoutes({ db, mailer, chatHook, inboxNotices, jwtSecret }),
    chatHookRoutes({ db, chatHook, allowPrivate: config.CHAT_HOOK_ALLOW_PRIVATE_URLS }),
    integrationsRoutes({
      db,
      publicUrl: config.PUBLIC_URL,
      voice: { accounts: voiceAccounts, sync: agentSync, environmentKey: config.RETELL_API_KEY },
      mail: {
        addressOf: (workspaceId) =>
          workspaceMailAddress({ db, baseAddress: parseFromLine(mailer.defaultFrom).address, workspaceId }),
        isReceiving: config.INBOUND_SMTP_PORT !== undefined,
        isSending: sendsMail,
      },
    }),
    knowledgeBaseRoutes({ db, knowledgeBaseReader, refreshIntervalMs: config.KB_REFRESH_INTERVAL_MS }),
    onboardingRoutes({ db, jwtSecret }),
    onboardingDocumentsRoutes({ db, jwtSecret, kickProcessor: onboardingProcessor.kick }),
    jobPostingSettingsRoutes({ db }),
    jobsRoutes({ db, askModel, onJobEdited: candidateScorer.kick }),
    jobUploadsRoutes({ db, jwtSecret, urlTtlMs: config.JOB_UPLOAD_URL_TTL_MS }),
    careersRoutes({ db }),
    candidatesRoutes({
      db,
      voiceAccounts,
      cancelInterviews: (tx, input) => cancelErasedInterviews(tx, invitations, input),
      afterErasure: invitations.kick,
    }),
    candidateUploadsRoutes({ db, kickScorer: candidateScorer.kick }),
    stageProposalRoutes({ db }),
    interviewersRoutes({ db }),
    interviewsRoutes({ db, invitations, jwtSecret, publicUrl, voiceAccounts }),
    bookingLinkMailRoutes({ db, mailer, jwtSecret, publicUrl }),
    recruitingAnalyticsRoutes({ db }),
    hiringHomeRoutes({ db }),
    conversationsWebhookRoutes({ db, webhookKey }),
  ];
};

const authSettingsOf = (config: Config) => ({
  secret: config.jwtSecret,
  tokenTtlSeconds: config.JWT_TTL_SECONDS,
  passwordCost: config.PASSWORD_HASH_COST,
  signupMode: config.SIGNUP_MODE,
});

/** TRUST_PROXY as a number of hops: the nearest `hops` proxies are believed (as proxy-addr reads a number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Runs when the app closes, after every plugin has stopped its work (closing the database, say). */
  closeLast?: () => Promise<void>;
};

/** The whole server as a table of contents: error answers, plugins, runtime services, the API, then the SPA. */
export const buildApp = async ({ config, database, logger, closeLast }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Behind a trusted proxy the client address comes from X-Forwarded-For (rate limits key on it);
    // anyone else's X-Forwarded-For is ignored, so a client cannot pick its own address.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // Fastify runs onClose hooks from the last added to the first: added before any plugin, this one
  // runs once every worker has stopped (a worker's last batch must not meet a closed database).
  if (closeLast) app.addHook('onClose', closeLast);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, config.BODY_LIMIT_BYTES);
  registerNulGuards(app);

  // Cross-cutting: headers and rate limits, the OpenAPI document (of the routes added after it), sessions.
  const options = { config, database };
  // First: the arrival of each request orders its database work (db/fair-queue.ts).
  await app.register(requestOrderPlugin);
  await app.register(securityPlugin, options);
  await app.register(apiDocsPlugin);
  await app.register(sessionsPlugin, { ...options, settings: authSettingsOf(config) });

  // Runtime services: each starts when the app is ready and stops when it closes.
  await app.register(mailerPlugin, options);
  await app.register(callEventsPlugin, options);
  await app.register(qaWebhooksPlugin, options);
  await app.register(callMeasurerPlugin, options);
  await app.register(callImporterPlugin, options);
  await app.register(inboxNoticesPlugin, options);
  await app.register(campaignSenderPlugin, options);
  await app.register(knowledgeBaseReaderPlugin, options);
  await app.register(ocrEnginePlugin, options);
  await app.register(candidateScorerPlugin, options);
  await app.register(onboardingProcessorPlugin, options);
  await app.register(agentSyncPlugin, options);
  await app.register(alertsPlugin, options);
  await app.register(jobDeadlinesPlugin, options);
  await app.register(chatHookPlugin, options);
  await app.register(inboundSmtpPlugin, options);

  await app.register(
    async (api) => {
      for (const routes of apiRoutes(app, config, database)) await api.register(routes);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error_message: `No API route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  // The public careers site (server-rendered pages and feeds, no sign-in) and the workspace logos it
  // shows, before the SPA's fallback.
  await app.register(careersPagesRoutes({ db: database.db, publicUrl: () => config.publicUrl }));
  await app.register(workspaceLogoPublicRoutes({ db: database.db }));
  // The candidate's self-booking page, public like the careers site.
  await app.register(
    selfBookingRoutes({
      db: database.db,
      invitations: sendInvitations({ mailer: app.mailer, publicUrl: () => config.publicUrl, secret: config.jwtSecret }),
      jwtSecret: config.jwtSecret,
    }),
  );

  await app.register(spaPlugin, { root: config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : defaultWebDist });
  return app;
};
