import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { demoCallTypeValues, JOB_UPLOAD_TTL_MS } from '@agentdesk/shared';
import { z } from 'zod';
import type { LanguageModelSettings } from './lib/language-model.ts';
import { createSecretBox } from './lib/secret-box.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address used in e-mailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Real PostgreSQL when set; embedded PGlite under DATA_DIR otherwise. */
  DATABASE_URL: z.string().optional(),
  /**
   * Embedded database: an operation that holds its one connection longer than this (every other
   * request waits behind it) is logged at warn with its slowest statements' texts; 0 logs none.
   */
  DB_SLOW_MS: z.coerce.number().int().min(0).default(1_000),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Encrypts the secrets a workspace stores (its provider API key); generated into DATA_DIR when unset. */
  ENCRYPTION_KEY: z.string().min(32, 'ENCRYPTION_KEY must be at least 32 characters').optional(),
  /** Key of the voice-agent provider: verifies webhook signatures (and places calls when set). */
  RETELL_API_KEY: z.string().min(16, 'RETELL_API_KEY must be at least 16 characters').optional(),
  /** Placing demo calls through the provider (with an explicitly set RETELL_API_KEY): the caller number, E.164. */
  RETELL_FROM_NUMBER: z
    .string()
    .regex(/^\+\d{6,15}$/, 'RETELL_FROM_NUMBER must be an E.164 number such as +14155550123')
    .optional(),
  /** The provider's agent per demo call type: `loan_qualification=agent_abc,zara_screening=agent_def`. */
  RETELL_CALL_AGENTS: z
    .string()
    .regex(
      /^\s*[a-z_]+=[^,=\s]+(\s*,\s*[a-z_]+=[^,=\s]+)*\s*$/,
      'RETELL_CALL_AGENTS must look like call_type=agent_id,call_type=agent_id',
    )
    .optional(),
  /** The provider's API origin (a local stand-in in tests). */
  RETELL_API_BASE_URL: z.url().default('https://api.retellai.com'),
  /** How often a workspace connected to the provider has its agent list synced, and how often due syncs are looked for. */
  AGENT_SYNC_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  AGENT_SYNC_POLL_MS: z.coerce.number().int().min(100).default(60_000),
  AGENT_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Largest call-history import body. */
  IMPORT_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /** Calls an import writes per transaction: the rest of the product waits for at most one batch. */
  CALL_IMPORT_BATCH: z.coerce.number().int().min(1).max(10_000).default(100),
  /** How often imports left unfinished (a restart, a retry) are looked for; a new import starts at once. */
  CALL_IMPORT_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often calls waiting for their quality measures are looked for; a stored call is measured at once. */
  CALL_MEASURE_POLL_MS: z.coerce.number().int().min(100).default(10_000),
  /** How long a claimed import batch is held before another process may take it over. */
  CALL_IMPORT_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Session (JWT) lifetime in seconds; default 24 h. */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(60 * 60 * 24 * 90)
    .default(60 * 60 * 24),
  /** scrypt cost as log2(N); 16 = 64 MiB per hash. Verification reads the cost stored with each hash. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(16),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('AgentDesk <no-reply@agentdesk.local>'),
  /** How often the outbox looks for mail due (retries); new mail is sent at once regardless. */
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  /** Campaign sending: a claimed recipient is retried after this lease if its sender died. */
  CAMPAIGN_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(2 * 60_000),
  /** First retry delay after a transient SMTP failure (4xx, no connection); doubles per attempt. */
  CAMPAIGN_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Attempts before a recipient that keeps failing transiently is marked failed. */
  CAMPAIGN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** How often unfinished campaigns (retries due, expired leases) are looked for. */
  CAMPAIGN_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  /** Optional OpenAI-compatible language model for campaign text (static content off) and job description drafts. */
  LLM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** Longest wait for the language model's answer; the deterministic template is used after it. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Port of the built-in SMTP listener for inbound mail (replies and new mail); off unless set. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  /** Largest inbound mail accepted; bigger ones are refused with 552. */
  INBOUND_MAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /**
   * While the database's notices do not arrive (the LISTEN connection is down), a request waiting on
   * the inbox pulse looks again this often; 0 never (only a notice, or the end of the wait, wakes it).
   */
  INBOX_FALLBACK_POLL_MS: z.coerce.number().int().min(0).default(4_000),
  /** Where chat replies are POSTed (signed JSON); replies stay local when unset. */
  CHAT_OUTBOUND_URL: z.url().optional(),
  /** A workspace's own chat hook may be on loopback or a private network (off: an admin could probe the server's network). */
  CHAT_HOOK_ALLOW_PRIVATE_URLS: bool.default(false),
  /** How often alert rules are evaluated; alert webhooks may point at loopback or private networks. */
  ALERT_EVAL_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  ALERT_WEBHOOK_ALLOW_PRIVATE_URLS: bool.default(false),
  /** Knowledge bases: how often pending sources and due refreshes are looked for (new ones are read at once). */
  KB_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  /** Knowledge bases with auto refresh re-read their web pages this often; default 12 h. */
  KB_REFRESH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(12 * 60 * 60_000),
  /** A source being read is read again after this lease if its reader died. */
  KB_READ_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(2 * 60_000),
  /** Longest wait for a web page. */
  KB_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Web pages on loopback or private networks may be read (off: a user could probe the server's network). */
  KB_ALLOW_PRIVATE_URLS: bool.default(false),
  /** Candidates: how often queued résumés and applications to score are looked for (an upload or edit is read at once). */
  CANDIDATE_POLL_MS: z.coerce.number().int().min(100).default(2_000),
  /** A résumé or batch of applications being scored is taken up again after this lease if its scorer died. */
  CANDIDATE_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(2 * 60_000),
  /** How long a job description upload URL (and its key) lasts. */
  JOB_UPLOAD_URL_TTL_MS: z.coerce.number().int().min(1).default(JOB_UPLOAD_TTL_MS),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /**
   * Whose X-Forwarded-For is believed for the client's address (which rate limits count by): by
   * default only a proxy on this host or a private network; 'true' any sender (behind a proxy that
   * overwrites the header), 'false' none, a number the hops, or addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback, linklocal, uniquelocal')
    .transform((value): boolean | number | string =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    ),
  /** `open`: anyone may sign up (into a new, empty workspace); `invite-only`: only through invitations (the first account excepted). */
  SIGNUP_MODE: z.enum(['open', 'invite-only']).default('open'),
  /** Per client address and minute: sign-ups, reset requests, and failed sign-ins (a successful sign-in never counts). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins (or current-password checks) per account within 15 minutes before it must wait. */
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: bool.default(true),
  /** Where the built SPA lives; served at / when present. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & {
  jwtSecret: string;
  /** ENCRYPTION_KEY, else the key kept in DATA_DIR/encryption-key (lib/secret-box.ts). */
  encryptionKey: string;
  webhookKey: string;
  /** True when this start generated the webhook key (start-up names its file, never the key). */
  isWebhookKeyNew: boolean;
  /** Set when demo calls are placed through the provider: an explicit key, a caller number and agents. */
  voiceProvider: VoiceProviderSettings | null;
  dataDir: string;
  publicUrl: string;
};

/** Reads the environment once. A missing JWT_SECRET or ENCRYPTION_KEY is generated and kept under DATA_DIR. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = values.JWT_SECRET ?? readOrCreateSecret(resolve(dataDir, 'jwt-secret')).secret;
  const encryptionKey = values.ENCRYPTION_KEY ?? readOrCreateSecret(resolve(dataDir, 'encryption-key')).secret;
  const webhook = values.RETELL_API_KEY
    ? { secret: values.RETELL_API_KEY, isNew: false }
    : readOrCreateSecret(resolve(dataDir, WEBHOOK_KEY_FILE));
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const voiceProvider = readVoiceProvider(values);
  return {
    ...values,
    jwtSecret,
    encryptionKey,
    webhookKey: webhook.secret,
    isWebhookKeyNew: webhook.isNew,
    dataDir,
    publicUrl,
    voiceProvider,
  };
};

export type VoiceProviderSettings = {
  apiKey: string;
  fromNumber: string;
  agents: Record<string, string>;
  baseUrl: string;
};

/** The generated webhook key's file in DATA_DIR (when RETELL_API_KEY is unset). */
export const WEBHOOK_KEY_FILE = 'retell-api-key';

// A generated key only verifies webhooks: placing calls needs the provider's own key.
const readVoiceProvider = (values: z.infer<typeof envSchema>): VoiceProviderSettings | null => {
  if (!values.RETELL_API_KEY || !values.RETELL_FROM_NUMBER || !values.RETELL_CALL_AGENTS) return null;
  const agents: Record<string, string> = {};
  for (const pair of values.RETELL_CALL_AGENTS.split(',')) {
    const [type, agent] = pair.split('=').map((part) => part.trim());
    if (!type || !agent) continue;
    if (!demoCallTypeValues.includes(type))
      throw new Error(
        `Invalid configuration:\n  RETELL_CALL_AGENTS: unknown call type '${type}' (known: ${demoCallTypeValues.join(', ')})`,
      );
    agents[type] = agent;
  }
  return {
    apiKey: values.RETELL_API_KEY,
    fromNumber: values.RETELL_FROM_NUMBER,
    agents,
    baseUrl: values.RETELL_API_BASE_URL.replace(/\/+$/, ''),
  };
};

/** A secret generated on first start and persisted (mode 600) so tokens survive restarts. */
export const readOrCreateSecret = (path: string): { secret: string; isNew: boolean } => {
  try {
    return { secret: readFileSync(path, 'utf8').trim(), isNew: false };
  } catch {
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return { secret, isNew: true };
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return { secret: readFileSync(path, 'utf8').trim(), isNew: false };
      throw error;
    }
  }
};

/** The language model, when LLM_BASE_URL names one (lib/language-model.ts). */
export const languageModelOf = (config: Config): LanguageModelSettings | null =>
  config.LLM_BASE_URL
    ? {
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: config.LLM_TIMEOUT_MS,
      }
    : null;

/** The provider's agent list (modules/agents): where its API is, and how often a connected workspace syncs. */
export const agentSyncSettingsOf = (config: Config) => ({
  api: { baseUrl: config.RETELL_API_BASE_URL.replace(/\/+$/, ''), timeoutMs: config.AGENT_SYNC_TIMEOUT_MS },
  intervalMs: config.AGENT_SYNC_INTERVAL_MS,
  box: createSecretBox(config.encryptionKey),
});

/** Where each workspace's calls are placed from (modules/calls/voice-provider.ts). */
export const voiceAccountsOf = (config: Config) => ({
  environment: config.voiceProvider,
  box: createSecretBox(config.encryptionKey),
  baseUrl: config.RETELL_API_BASE_URL.replace(/\/+$/, ''),
});
