import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { listMigrations } from './migrate.ts';
import { rowsOf } from './rows-of.ts';

// Migration 0045 (#26 item 10) on an installation with an audit log: the events that named an
// alert rule or an agent by its id name it by its name (the rule's own, or the one an earlier event
// kept when the rule is gone); exports and key rotations say what they were about. The log stays
// append-only, but for an erasure blanking a candidate's name.
const W = '11111111-1111-4111-8111-111111111111';
const RULE = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

describe('migration 0045 (audit names) on an existing audit log', () => {
  it('names the alert rules and agents of earlier events, and keeps the log append-only', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const migrations = listMigrations();
      const index = migrations.findIndex((m) => m.version.startsWith('0045'));
      await database.rawTransaction(async (tx) => {
        for (const migration of migrations.slice(0, index)) await tx.exec(migration.text);
        await tx.exec(`
          insert into workspaces (id, name) values ('${W}', 'Acme');
          insert into alert_rules
              (workspace_id, id, name, metric, comparator, threshold, window_minutes, webhook_secret)
            values ('${W}', '${RULE}', 'Volume now', 'call_volume', 'above', 5, 60, 's');
          insert into agents (workspace_id, agent_id, agent_name) values ('${W}', 'agent_1', 'Front Desk');
          insert into audit_events (workspace_id, action, target, details) values
            ('${W}', 'alert_rule_added', '${RULE}', '{"name": "Volume", "metric": "call_volume"}'),
            ('${W}', 'alert_rule_added', '${GONE}', '{"name": "Gone rule"}'),
            ('${W}', 'alert_rule_changed', '${GONE}', '{"threshold": 3}'),
            ('${W}', 'agent_changed', 'agent_1', '{"needs_review": false}'),
            ('${W}', 'export', 'calls', '{}'),
            ('${W}', 'webhook_key_rotated', 'calls webhook', '{}'),
            ('${W}', 'invitation_created', 'ada@example.com', '{"role": "admin"}');
        `);
        await tx.exec(migrations[index]!.text);
      });
      const { db } = database;
      const events = rowsOf<{ action: string; target: string; target_type: string; target_id: string }>(
        await db.execute(sql`select action, target, target_type, target_id from audit_events order by id`),
      );
      expect(events).toEqual([
        {
          action: 'alert_rule_added',
          target: 'Volume now',
          target_type: 'alert_rule',
          target_id: RULE,
        },
        {
          action: 'alert_rule_added',
          target: 'Gone rule',
          target_type: 'alert_rule',
          target_id: GONE,
        },
        {
          action: 'alert_rule_changed',
          target: 'Gone rule',
          target_type: 'alert_rule',
          target_id: GONE,
        },
        { action: 'agent_changed', target: 'Front Desk', target_type: 'agent', target_id: 'agent_1' },
        { action: 'export', target: '', target_type: 'calls_csv', target_id: '' },
        { action: 'webhook_key_rotated', target: '', target_type: 'webhook_key', target_id: '' },
        { action: 'invitation_created', target: 'ada@example.com', target_type: '', target_id: '' },
      ]);

      // Still append-only: no change of what happened, nor of a name with no candidate behind it.
      await expect(db.execute(sql`update audit_events set action = 'sign_in'`)).rejects.toThrow();
      await expect(
        db.execute(sql`update audit_events set target = '' where action = 'invitation_created'`),
      ).rejects.toThrow();
      // An erasure may blank a candidate's name, and nothing else of the event.
      await db.execute(
        sql`insert into audit_events (workspace_id, action, target, candidate_id)
          values (${W}, 'export', 'Meera Shah', 'cand_1')`,
      );
      await expect(
        db.execute(
          sql`update audit_events set target = '', candidate_id = null, ip = '1.2.3.4' where candidate_id = 'cand_1'`,
        ),
      ).rejects.toThrow();
      await db.execute(sql`update audit_events set target = '', candidate_id = null where candidate_id = 'cand_1'`);
      const erased = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from audit_events where target = 'Meera Shah'`),
      );
      expect(erased[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
