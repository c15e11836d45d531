import type { FastifyBaseLogger } from 'fastify';

const noop = () => undefined;

/** A logger that says nothing, for pieces tested without an app (the mailer, workers). */
export const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
