import { cpSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password-hash.ts';
import { createBenchDatabase } from './bench-database.ts';

// The inbox bench's items: 100,000 of each type (mail threads, voice calls plus WhatsApp calls, chats)
// made by SQL in one workspace, on a throwaway PostgreSQL database or a PGlite folder the server then opens.

export const COUNT = Number(process.env['INBOX_BENCH_COUNT'] ?? 100_000);
const NOW = Date.UTC(2026, 10, 20, 12);
/** The items live in one workspace, whose owner the bench signs in as (the first workspace: SMTP's bare address). */
export const WORKSPACE = '00000000-0000-4000-8000-00000000be4c';
export const BENCH_USER = { email: 'bench@example.com', username: 'bench', password: 'bench-password' };

export const fill = async (store: { run: (text: string, params?: unknown[]) => Promise<unknown> }) => {
  const span = 90 * 86_400_000;
  await store.run(`insert into workspaces (id, name) values ('${WORKSPACE}', 'Bench')`);
  await store.run(
    `insert into users (email, username, password_hash, client_id, is_verified) values ($1, $2, $3, '${WORKSPACE}', true)`,
    [BENCH_USER.email, BENCH_USER.username, await hashPassword(BENCH_USER.password, 12)],
  );
  await store.run(
    `insert into memberships (workspace_id, user_id, role) select '${WORKSPACE}', id, 'owner' from users where email = '${BENCH_USER.email}'`,
  );
  await store.run(`
    insert into mail_threads (workspace_id, id, subject, contact_name, contact_email, platform, state, summary, has_inbound, last_message_at, created_at)
    select '${WORKSPACE}', md5('m' || i)::uuid, 'Subject ' || i, 'Contact ' || i, 'contact' || i || (case when i % 2 = 0 then '@gmail.com' else '@outlook.com' end),
      case when i % 2 = 0 then 'gmail' else 'outlook' end, (array['unread','follow_up','closed'])[1 + i % 3], 'Message text number ' || i, true,
      to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0), to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0)
    from generate_series(1, ${COUNT}) as i`);
  await store.run(`
    insert into mail_messages (workspace_id, thread_id, direction, message_id, from_address, from_name, to_address, subject, text_body, created_at)
    select '${WORKSPACE}', md5('m' || i)::uuid, 'in', 'bench-' || i || '@example.com', 'contact' || i || '@example.com', 'Contact ' || i, 'inbox@agentdesk.local',
      'Subject ' || i, 'Hello, this is message number ' || i || ' about the settlement of invoice ' || (i * 7), now()
    from generate_series(1, ${COUNT}) as i`);
  await store.run(`
    insert into chat_threads (workspace_id, id, platform, contact_ref, contact_name, state, last_message, last_message_at, unread_count)
    select '${WORKSPACE}', md5('c' || i)::uuid, case when i % 2 = 0 then 'whatsapp' else 'linkedin' end, 'ref-' || i, 'Chat contact ' || i,
      (array['new','active','closed'])[1 + i % 3], 'Last chat message ' || i, to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0), i % 4
    from generate_series(1, ${COUNT}) as i`);
  await store.run(`
    insert into chat_messages (workspace_id, thread_id, direction, external_id, text, status)
    select '${WORKSPACE}', md5('c' || i)::uuid, 'in', 'ext-' || i, 'Last chat message ' || i, 'received' from generate_series(1, ${COUNT}) as i`);
  // 100,000 calls in all: half voice (the calls table), half WhatsApp.
  const half = Math.floor(COUNT / 2);
  await store.run(`
    insert into calls (workspace_id, call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms, call_successful, call_summary, has_recording, record, inbox_state)
    select '${WORKSPACE}', 'call_' || lpad(i::text, 8, '0'), 'zara', 'ended', case when i % 2 = 0 then 'inbound' else 'outbound' end, '+14155550123', '+9198' || lpad(i::text, 8, '0'),
      ${NOW} - (i::bigint * ${span} / ${half}), 60000, i % 3 <> 0, 'Call summary ' || i, i % 5 <> 0, jsonb_build_object('call_id', 'call_' || lpad(i::text, 8, '0')),
      (array['new','follow_up','completed'])[1 + i % 3]
    from generate_series(1, ${half}) as i`);
  await store.run(`
    insert into whatsapp_calls (workspace_id, id, contact_ref, contact_name, business_number, direction, status, start_timestamp, duration_ms, summary, state)
    select '${WORKSPACE}', 'wa_' || lpad(i::text, 8, '0'), '+9197' || lpad(i::text, 8, '0'), 'Caller ' || i, '+918000000000', 'inbound',
      (array['completed','missed','cancelled'])[1 + i % 3], ${NOW} - (i::bigint * ${span} / ${half}) - 1, 30000, 'WhatsApp call ' || i,
      (array['new','follow_up','completed'])[1 + i % 3]
    from generate_series(1, ${half}) as i`);
  await store.run('analyze');
};

/** Where the items live: a throwaway PostgreSQL database, or a PGlite folder the server then opens. */
export type Store = {
  run: (text: string, params?: unknown[]) => Promise<unknown>;
  serverEnv: Record<string, string>;
  release: () => Promise<void>;
  /** After release: the same items opened in this process for the raw statements (PGlite: a copy of the folder). */
  openRaw: (rawDir: string) => Promise<Database>;
  drop: () => Promise<void>;
};

export const openStore = async (kind: 'postgres' | 'pglite', dataDir: string): Promise<Store> => {
  if (kind === 'postgres') {
    const { url, drop } = await createBenchDatabase('agentdesk_bench_inbox');
    const database = await openDatabase({ kind: 'postgres', url });
    await migrate(database);
    await database.close();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    return {
      run: (text, params) => pool.query(text, params),
      serverEnv: { DATABASE_URL: url },
      release: () => pool.end(),
      openRaw: () => openDatabase({ kind: 'postgres', url, max: 4 }),
      drop,
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  await migrate(database);
  const client = database.native.kind === 'pglite' ? database.native.client : null;
  // PGlite has one connection: the statements run one after the other, as they do in the server.
  return {
    run: (text, params) => client!.query(text, params),
    serverEnv: { DATABASE_URL: '' },
    release: () => database.close(),
    openRaw: (rawDir) => {
      cpSync(join(dataDir, 'pgdata'), join(rawDir, 'pgdata'), { recursive: true });
      return openDatabase({ kind: 'pglite', dataDir: join(rawDir, 'pgdata') });
    },
    drop: async () => undefined,
  };
};
