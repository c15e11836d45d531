import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CallEventBus } from './modules/calls/call-events.ts';
import type { ChatHook } from './modules/inbox/chat-hook.ts';
import type { AuthSettings } from './modules/auth/auth.service.ts';

/** What every module's routes are built from: one object, passed down explicitly. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  callEvents: CallEventBus;
  /** Chat replies to CHAT_OUTBOUND_URL. */
  chatHook: ChatHook;
  authSettings: AuthSettings;
  requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};
