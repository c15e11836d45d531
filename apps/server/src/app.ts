import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.ts';
import { registerNulGuards } from './lib/nul-guard.ts';
import { createCampaignSender } from './jobs/campaign-sender.ts';
import { createKnowledgeBaseReader } from './jobs/knowledge-base-reader.ts';
import { createMailer } from './mail/mailer.ts';
import { createLlmMailWriter } from './modules/campaigns/llm-mail-writer.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createRequireAuth } from './modules/auth/auth.guard.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createCallEventBus } from './modules/calls/call-events.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { demoCallsRoutes } from './modules/calls/demo-calls.routes.ts';
import { recordingsRoutes } from './modules/calls/recordings.routes.ts';
import { webhooksRoutes } from './modules/calls/webhooks.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createChatHook } from './modules/inbox/chat-hook.ts';
import { conversationsWebhookRoutes } from './modules/inbox/conversations-webhook.routes.ts';
import { createInboxNotices } from './modules/inbox/inbox-notices.ts';
import { readInboxPulse } from './modules/inbox/inbox-pulse.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { knowledgeBaseRoutes } from './modules/knowledge-base/knowledge-base.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { startInboundSmtp, type InboundSmtp } from './mail/inbound-smtp.ts';

/** The headers a request-independent middleware sets (helmet's removal of X-Powered-By is moot: Node never sets it). */
const collectHeaders = (middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): [string, string][] => {
  const headers: [string, string][] = [];
  const response = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => undefined };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
};

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Logger settings: tokens, passwords and cookies never reach a log line. */
export const loggerOptions = (config: Config): FastifyServerOptions['logger'] => ({
  level: config.LOG_LEVEL,
  // Paths only: query strings can carry signed-URL signatures.
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
  },
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.new_password', '*.old_password', '*.token'],
    censor: '[redacted]',
  },
});

export type BuildAppOptions = { config: Config; database: Database; logger?: FastifyServerOptions['logger'] };

/** The whole server as a table of contents: plugins, then error handling, then modules, then the SPA. */
export const buildApp = async ({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Behind a proxy the client address comes from X-Forwarded-For (rate limits key on it).
    trustProxy: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, config.BODY_LIMIT_BYTES);
  registerNulGuards(app);

  // The headers are the same for every response (no per-request directive): helmet runs once, at
  // startup, and each request only copies its headers (@fastify/helmet rebuilt it on every request).
  const securityHeaders = collectHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // https: for the images of a received mail, which the sanitiser holds back until the reader asks.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // Counters live in Redis when configured, so several API processes share one limit.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ failure: { message: error.message } }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'agentdesk-rl-', skipOnError: true } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'AgentDesk API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log, pollMs: config.MAIL_POLL_MS });
  const campaignSender = createCampaignSender({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    leaseMs: config.CAMPAIGN_LEASE_MS,
    retryBaseMs: config.CAMPAIGN_RETRY_BASE_MS,
    maxAttempts: config.CAMPAIGN_MAX_ATTEMPTS,
    pollMs: config.CAMPAIGN_POLL_MS,
    writer: config.LLM_BASE_URL ? createLlmMailWriter({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL }) : undefined,
  });
  const authSettings = { secret: config.jwtSecret, tokenTtlSeconds: config.JWT_TTL_SECONDS, passwordCost: config.PASSWORD_HASH_COST };
  const sessionCache = createSessionCache();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    campaignSender,
    knowledgeBaseReader: createKnowledgeBaseReader({
      db: database.db,
      log: app.log,
      pollMs: config.KB_POLL_MS,
      leaseMs: config.KB_READ_LEASE_MS,
      refreshIntervalMs: config.KB_REFRESH_INTERVAL_MS,
      fetch: { timeoutMs: config.KB_FETCH_TIMEOUT_MS, allowPrivate: config.KB_ALLOW_PRIVATE_URLS },
    }),
    callEvents: createCallEventBus({ database, log: app.log }),
    inboxNotices: createInboxNotices({ database, log: app.log, readPulse: () => readInboxPulse(database.db) }),
    chatHook: createChatHook({ db: database.db, url: config.CHAT_OUTBOUND_URL, key: config.webhookKey, log: app.log }),
    authSettings,
    sessionCache,
    requireAuth: createRequireAuth({ db: database.db, settings: authSettings, cache: sessionCache }),
  };
  app.decorateRequest('auth', null);
  app.decorate('ctx', ctx);
  app.decorate('inboundSmtpPort', () => inboundSmtp?.port() ?? null);
  app.addHook('onReady', async () => mailer.start());
  // Revocations reach every API process through the database's notices.
  let stopListening: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopListening = await database.listen('agentdesk_auth', { onMessage: sessionCache.drop, onState: sessionCache.setListening });
  });
  app.addHook('onClose', async () => stopListening?.());
  // New calls reach the open lists of every API process the same way.
  app.addHook('onReady', async () => ctx.callEvents.start());
  app.addHook('onClose', async () => ctx.callEvents.stop());
  app.addHook('onReady', async () => ctx.inboxNotices.start());
  // Before the server waits for open requests to finish: the pulse requests still waiting answer now.
  app.addHook('preClose', async () => ctx.inboxNotices.stop());
  app.addHook('onClose', async () => mailer.stop());
  // Campaigns interrupted by a restart resume here (pending rows, expired leases).
  app.addHook('onReady', async () => campaignSender.start());
  app.addHook('onClose', async () => campaignSender.stop());
  // Sources left unread by a restart (pending, expired leases) are read here; auto refreshes are due from here.
  app.addHook('onReady', async () => ctx.knowledgeBaseReader.start());
  app.addHook('onClose', async () => ctx.knowledgeBaseReader.stop());
  app.addHook('onReady', async () => ctx.chatHook.start());
  app.addHook('onClose', async () => ctx.chatHook.stop());
  // Inbound mail: a built-in SMTP listener, only when INBOUND_SMTP_PORT is set.
  let inboundSmtp: InboundSmtp | null = null;
  if (config.INBOUND_SMTP_PORT !== undefined) {
    const port = config.INBOUND_SMTP_PORT;
    app.addHook('onReady', async () => {
      inboundSmtp = await startInboundSmtp({ db: database.db, port, host: config.INBOUND_SMTP_HOST, maxBytes: config.INBOUND_MAIL_MAX_BYTES, log: app.log });
      app.log.info({ port: inboundSmtp.port() }, 'inbound SMTP listening');
    });
    app.addHook('onClose', async () => inboundSmtp?.close());
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(agentsRoutes(ctx));
      await api.register(callsRoutes(ctx));
      await api.register(webhooksRoutes(ctx));
      await api.register(recordingsRoutes(ctx));
      await api.register(analyticsRoutes(ctx));
      await api.register(demoCallsRoutes(ctx));
      await api.register(campaignsRoutes(ctx));
      await api.register(inboxRoutes(ctx));
      await api.register(knowledgeBaseRoutes(ctx));
      await api.register(onboardingRoutes(ctx));
      await api.register(jobsRoutes(ctx));
      await api.register(conversationsWebhookRoutes(ctx));
      api.setNotFoundHandler((request, reply) => reply.status(404).send({ error_message: `No API route ${request.method} ${request.url.split('?')[0]}` }));
    },
    { prefix: '/api' },
  );

  registerSpa(app, config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : defaultWebDist);
  return app;
};

/** Serves the built SPA; any other GET falls back to index.html so client routes load. */
const registerSpa = (app: FastifyInstance, root: string) => {
  const hasBuild = existsSync(join(root, 'index.html'));
  if (hasBuild) {
    void app.register(fastifyStatic, {
      root,
      wildcard: false,
      // npm start writes .br and .gz copies of the built assets.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ error_message: 'Not found' });
    if (!hasBuild) return reply.status(404).type('text/plain').send('The web app is not built. Run npm start (or npm run build).');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The inbound SMTP listener's port, once listening (null when INBOUND_SMTP_PORT is unset). */
    inboundSmtpPort: () => number | null;
  }
}
