import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Logger settings: tokens, passwords and cookies never reach a log line. */
export const loggerOptions = (config: Config): FastifyServerOptions['logger'] => ({
  level: config.LOG_LEVEL,
  // Paths only: query strings can carry signed-URL signatures.
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: req.url.split('?')[0],
      remoteAddress: req.ip,
    }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.new_password',
      '*.old_password',
      '*.token',
    ],
    censor: '[redacted]',
  },
});
