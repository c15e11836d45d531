import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { createFailureLimiter, type FailureLimiter } from '../lib/failure-limiter.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins and password checks per account and per address (successes never count). */
    authFailures: FailureLimiter;
  }
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a request-independent middleware sets (helmet's removal of X-Powered-By is moot: Node never sets it). */
const collectHeaders = (middleware: Middleware): [string, string][] => {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('The security headers could not be set');
  });
  return headers;
};

const contentSecurityPolicy = {
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
};

/**
 * Security headers on every response, and the rate limits routes ask for (`config.rateLimit`),
 * counted in Redis when REDIS_URL is set so that several API processes share one limit.
 */
export const securityPlugin = fp<PluginOptions>(
  async (app, { config }) => {
    // The headers are the same for every response (no per-request directive): helmet runs once, at
    // startup, and each request only copies its headers (@fastify/helmet rebuilt it on every request).
    const securityHeaders = collectHeaders(helmet({ contentSecurityPolicy }));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
      done();
    });

    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ failure: { message: error.message } }, 'redis unavailable'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
    }
    app.decorate('authFailures', createFailureLimiter({ redis }));
    // Not awaited: it loads next, under its own start-up time limit rather than this plugin's.
    void app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'agentdesk-rl-', skipOnError: true } : {}),
      errorResponseBuilder: () => ({
        statusCode: 429,
        message: 'Too many attempts. Please wait a minute and try again.',
      }),
    });
  },
  { name: 'security' },
);
