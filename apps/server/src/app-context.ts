import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { CampaignSender } from './jobs/campaign-sender.ts';
import type { KnowledgeBaseReader } from './jobs/knowledge-base-reader.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CallEventBus } from './modules/calls/call-events.ts';
import type { ChatHook } from './modules/inbox/chat-hook.ts';
import type { InboxNotices } from './modules/inbox/inbox-notices.ts';
import type { AuthSettings } from './modules/auth/auth.service.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';

/** What every module's routes are built from: one object, passed down explicitly. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Durable campaign sending (jobs/campaign-sender.ts). */
  campaignSender: CampaignSender;
  /** Durable reading of knowledge-base sources (jobs/knowledge-base-reader.ts). */
  knowledgeBaseReader: KnowledgeBaseReader;
  callEvents: CallEventBus;
  /** Wakes requests waiting on the inbox pulse (migration 0010). */
  inboxNotices: InboxNotices;
  /** Chat replies to CHAT_OUTBOUND_URL. */
  chatHook: ChatHook;
  authSettings: AuthSettings;
  /** Sessions the database confirmed, dropped on its notices (migration 0007). */
  sessionCache: SessionCache;
  requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};
