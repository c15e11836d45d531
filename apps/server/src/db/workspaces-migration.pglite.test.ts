import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listMigrations } from './migrate.ts';
import { rowsOf } from './rows-of.ts';
import { openDatabase } from './client.ts';

// An installation from before workspaces keeps working: its data and users move into one workspace.
describe('migration 0014 (workspaces) on an existing installation', () => {
  it('moves every row into one workspace owned by the earliest user, and makes the others members', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const migrations = listMigrations();
      const index = migrations.findIndex((m) => m.version.startsWith('0014'));
      await database.rawTransaction(async (tx) => {
        for (const migration of migrations.slice(0, index)) await tx.exec(migration.text);
        await tx.exec(`
          insert into users (email, username, password_hash, created_at) values
            ('demo@agentdesk.local', 'demo', 'x', now() - interval '2 days'),
            ('later@example.com', 'later', 'x', now() - interval '1 day');
          insert into sessions (user_id, expires_at) select id, now() + interval '1 day' from users;
          insert into agents (agent_id, agent_name, record, last_modification_timestamp) values ('zara', 'Zara', '{}', 0);
          insert into calls (call_id, agent_id, record, start_timestamp) values ('call_1', 'zara', '{}', 1), ('call_2', 'zara', '{}', 2);
          insert into outbox_mails (kind, to_address, subject, text_body, status) values ('password-reset', 'a@b.c', 's', 't', 'local'), ('compose', 'a@b.c', 's', 't', 'local');
        `);
        await tx.exec(migrations[index]!.text);
      });
      const { db } = database;
      const workspaces = rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from workspaces`));
      expect(workspaces).toHaveLength(1);
      expect(workspaces[0]!.name).toBe("demo's workspace");
      const id = workspaces[0]!.id;
      const members = rowsOf<{ username: string; role: string; client_id: string }>(
        await db.execute(
          sql`select u.username, m.role, u.client_id from memberships m join users u on u.id = m.user_id order by u.created_at`,
        ),
      );
      expect(members).toEqual([
        { username: 'demo', role: 'owner', client_id: id },
        { username: 'later', role: 'member', client_id: id },
      ]);
      const placed = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from calls where workspace_id = ${id}`),
      );
      expect(placed[0]!.n).toBe(2);
      const sessions = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from sessions where workspace_id = ${id}`),
      );
      expect(sessions[0]!.n).toBe(2);
      const outbox = rowsOf<{ kind: string; workspace_id: string | null }>(
        await db.execute(sql`select kind, workspace_id from outbox_mails order by kind`),
      );
      expect(outbox).toEqual([
        { kind: 'compose', workspace_id: id },
        { kind: 'password-reset', workspace_id: null },
      ]);
      // The same provider call id may now exist in another workspace.
      await db.execute(sql`insert into workspaces (name) values ('Other')`);
      await db.execute(
        sql`insert into calls (workspace_id, call_id, record) select id, 'call_1', '{}' from workspaces where name = 'Other'`,
      );
    } finally {
      await database.close();
    }
  });

  it('creates no workspace on an empty database (the first sign-up or the sample data makes one)', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.rawTransaction(async (tx) => {
        for (const migration of listMigrations()) await tx.exec(migration.text);
      });
      expect(
        rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from workspaces`))[0]!.n,
      ).toBe(0);
    } finally {
      await database.close();
    }
  });
});
