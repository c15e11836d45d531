import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { listMigrations } from './migrate.ts';
import { rowsOf } from './rows-of.ts';

// Migration 0054 (#28 item 1) on an installation whose outbox kept links whole: a sent or local
// mail's link is masked; a pending one's token moves to `secret`, so it is still sent whole.
const SENT = 'sent-token-0123456789abcdefghijklmnopqrstuv';
const PENDING = 'pending-token-0123456789abcdefghijklmnopqr';

describe('migration 0054 (mail secrets) on an outbox with links in it', () => {
  it('masks the links kept, and keeps a pending mail’s token only beside it', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const migrations = listMigrations();
      const index = migrations.findIndex((m) => m.version.startsWith('0054'));
      await database.rawTransaction(async (tx) => {
        for (const migration of migrations.slice(0, index)) await tx.exec(migration.text);
        await tx.exec(`
          insert into outbox_mails (kind, to_address, subject, text_body, status) values
            ('password-reset', 'a@example.com', 'Reset', 'Here:\nhttps://desk/reset-password?token=${SENT}\nBye', 'sent'),
            ('invitation', 'b@example.com', 'Join', 'Accept: https://desk/invitation?token=${PENDING}', 'pending'),
            ('inbox-compose', 'c@example.com', 'Hi', 'See https://example.com/page?token=keep-this-one', 'local');
        `);
        await tx.exec(migrations[index]!.text);
      });
      const rows = rowsOf<{ kind: string; text_body: string; secret: string | null }>(
        await database.db.execute(sql`select kind, text_body, secret from outbox_mails order by to_address`),
      );
      expect(rows).toEqual([
        { kind: 'password-reset', text_body: 'Here:\nhttps://desk/reset-password?token=••••••••\nBye', secret: null },
        { kind: 'invitation', text_body: 'Accept: https://desk/invitation?token=••••••••', secret: PENDING },
        { kind: 'inbox-compose', text_body: 'See https://example.com/page?token=keep-this-one', secret: null },
      ]);
    } finally {
      await database.close();
    }
  });
});
