import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { Tx } from '../db/sql-helpers.ts';

// One durable queue over a table of the queue's own (outbox_mails, chat_messages, campaign_recipients,
// ...): due rows are claimed N at a time in one statement that also takes the lease and counts the
// attempt (FOR UPDATE SKIP LOCKED, so several processes share the work); each claimed row is settled
// as done, retried after a backoff with the reason, or failed, a whole batch in one statement; rows
// claimed but not begun go back as they were. A row's lease runs out when its process dies, and the
// row is claimed again. Only the lease holder settles: a row claimed again since (its attempts moved
// on), queued anew (its generation moved on) or settled by someone else (its status) is left alone.

/** How a key column compares (its SQL type). */
type KeyType = 'uuid' | 'text' | 'bigint';

export type QueueTable = {
  /** The table: a trusted identifier, never user input. */
  table: string;
  /** The columns that name a row, with their types (the settle statement casts to them). */
  key: Readonly<Record<string, KeyType>>;
  status: {
    column: string;
    /** Statuses of rows waiting to be claimed (the first is the one a released row goes back to). */
    waiting: readonly [string, ...string[]];
    /** The status while claimed, when the queue shows it ('sending'); else claimed rows keep theirs. */
    claimed?: string;
    /** The status a retry waits in; the first waiting status unless given. */
    retry?: string;
    done: string;
    failed: string;
  };
  attempts: string;
  /** When a waiting row is due. Absent: a retry waits for its lease to run out. */
  nextAttemptAt?: string;
  /** The lease's column. Absent: the lease moves next_attempt_at ahead and the row stays waiting. */
  leaseUntil?: string;
  error: {
    column: string;
    /** Whether a retry keeps its reason visible (else the reason shows only once the row has failed). */
    isShownWhileRetrying: boolean;
  };
  /** A column compared at settle: a row queued again meanwhile has a newer value and is left alone. */
  generation?: string;
  /** The order rows are claimed in, over the table's bare columns. */
  order: SQL;
  /** What a claim answers, over `q` (the row) and the tables joined; `q.*` when absent. */
  returning?: SQL;
  /** Tables joined to a claimed row for what it answers: `from` lists them, `on` ties them to `q`. */
  join?: { from: SQL; on: SQL };
  /** More assignments at settle, over `q` and `v` (v.outcome, v.data: what the handler gave). */
  settleSet?: SQL;
};

/** What a claim gives back of each row besides the queue's own columns: its attempt (this one included). */
export type Claimed = { attempts: number };

export type Outcome =
  | { outcome: 'done'; status?: string; data?: Record<string, unknown> }
  | { outcome: 'retry'; reason: string; delayMs: number }
  | { outcome: 'failed'; reason: string; data?: Record<string, unknown> };

export type ClaimOptions = { limit: number; leaseMs: number; where?: SQL | undefined };

/** A claimed row's outcome, with the key and the attempt that name the claim. */
export type Settlement = { item: Claimed & Record<string, unknown>; result: Outcome };

export type DurableQueue<Item extends Claimed> = {
  table: QueueTable;
  /** Rows due now, over the table's bare columns: for a poll that looks for work. */
  due: SQL;
  /** Claims up to `limit` due rows (those `where` also allows), in the queue's order, leased for `leaseMs`. */
  claim: (db: Db | Tx, options: ClaimOptions) => Promise<Item[]>;
  /** claim's statement, for a queue that runs it itself (as a named statement); `claimed` orders what it answers. */
  claimStatement: (options: ClaimOptions) => SQL;
  claimed: (rows: readonly Record<string, unknown>[]) => Item[];
  /** Settles claimed rows in one statement; answers the keys of the rows this claim still held. */
  settle: (db: Db | Tx, settlements: readonly Settlement[]) => Promise<Record<string, unknown>[]>;
  /** settle's statement (it answers the keys held), for a queue that writes more in the same statement. */
  settleStatement: (settlements: readonly Settlement[]) => SQL;
  /** The rows this claim of `item` still holds (for a queue that writes a row's outcome itself), over bare columns. */
  heldBy: (item: Claimed & Record<string, unknown>) => SQL;
  /** Locks the claimed rows still held, in the caller's transaction, and answers their keys. */
  lockHeld: (tx: Tx, items: readonly (Claimed & Record<string, unknown>)[]) => Promise<Record<string, unknown>[]>;
  /** Puts claimed rows not begun back as they were (their attempt uncounted), in one statement. */
  release: (db: Db | Tx, items: readonly Claimed[]) => Promise<void>;
};

const id = (name: string) => sql`${sql.identifier(name)}`;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const texts = (values: readonly string[]) => list(values.map((value) => sql`${value}`));
const interval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** The queue over `table`; `Item` is a claimed row as `returning` answers it. */
export const defineQueue = <Item extends Claimed>(table: QueueTable): DurableQueue<Item> => {
  const { status } = table;
  const keys = Object.keys(table.key);
  const claimable = [...status.waiting, ...(status.claimed ? [status.claimed] : [])];
  const held = [...new Set([...claimable, ...(status.retry ? [status.retry] : [])])];

  const statusColumn = id(status.column);
  const attempts = id(table.attempts);
  const nextAttemptAt = id(table.nextAttemptAt ?? 'next_attempt_at');
  const leaseUntil = table.leaseUntil ? id(table.leaseUntil) : null;
  const optional = (isWanted: unknown, part: () => SQL) => (isWanted ? part() : sql``);

  const isDue = sql.join(
    [
      sql`${statusColumn} in (${texts(held)})`,
      ...(table.nextAttemptAt ? [sql`${nextAttemptAt} <= now()`] : []),
      ...(leaseUntil ? [sql`(${leaseUntil} is null or ${leaseUntil} < now())`] : []),
    ],
    sql` and `,
  );
  // A lease of its own column, or (an outbox) next_attempt_at moved ahead.
  const lease = (leaseMs: number) => sql`${leaseUntil ?? nextAttemptAt} = now() + ${interval(leaseMs)}`;
  const sameKey = (alias: string, other: string, cast: boolean) =>
    sql.join(
      keys.map((key) => {
        const typed = cast ? sql.raw(`::${table.key[key]}`) : sql``;
        return sql`${sql.raw(alias)}.${id(key)} = ${sql.raw(other)}.${id(key)}${typed}`;
      }),
      sql` and `,
    );
  /** A claim as the statements compare it: the row's key, its attempt and its generation. */
  const claimOf = (item: Claimed & Record<string, unknown>) => ({
    ...Object.fromEntries(keys.map((key) => [key, String(item[key])])),
    attempts: item.attempts,
    generation: table.generation ? item[table.generation] : null,
  });
  const recordset = (values: readonly object[], columns: string) =>
    sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(${sql.raw(
      `${keys.map((key) => `${key} text`).join(', ')}, attempts integer${columns}`,
    )})`;
  /** The rows a claim still holds: its attempt, a status the queue holds, and its generation. */
  const stillHeld = (statuses: readonly string[]) =>
    sql`${sameKey('q', 'v', true)} and q.${attempts} = v.attempts and q.${statusColumn} in (${texts(statuses)})
      ${optional(table.generation, () => sql`and q.${id(table.generation!)}::text = v.generation`)}`;
  const keysOfQ = list(keys.map((key) => sql`q.${id(key)}`));

  const settleStatement = (settlements: readonly Settlement[]): SQL => {
    const values = settlements.map(({ item, result }) => ({
      ...claimOf(item),
      outcome: result.outcome,
      status:
        result.outcome === 'done'
          ? (result.status ?? status.done)
          : result.outcome === 'failed'
            ? status.failed
            : (status.retry ?? status.waiting[0]),
      reason: result.outcome === 'done' ? null : result.reason,
      delay_ms: result.outcome === 'retry' ? Math.max(0, Math.round(result.delayMs)) : null,
      data: result.outcome === 'retry' ? {} : (result.data ?? {}),
    }));
    const reason = table.error.isShownWhileRetrying
      ? sql`v.reason`
      : sql`case when v.outcome = 'failed' then v.reason end`;
    const retryAt = optional(
      table.nextAttemptAt,
      () =>
        sql`, ${nextAttemptAt} = case when v.outcome = 'retry' then now() + v.delay_ms * interval '1 millisecond'
          else q.${nextAttemptAt} end`,
    );
    // A retry without its own due time waits for the lease to run out.
    const leaseEnd = optional(leaseUntil, () =>
      table.nextAttemptAt
        ? sql`, ${leaseUntil} = null`
        : sql`, ${leaseUntil} = case when v.outcome = 'retry' then q.${leaseUntil} end`,
    );
    const more = optional(table.settleSet, () => sql`, ${table.settleSet}`);
    const columns = ', generation text, outcome text, status text, reason text, delay_ms double precision, data jsonb';
    return sql`update ${id(table.table)} as q
      set ${statusColumn} = v.status, ${id(table.error.column)} = ${reason}${retryAt}${leaseEnd}${more}
      from ${recordset(values, columns)}
      where ${stillHeld(held)}
      returning ${keysOfQ}`;
  };

  const claimStatement = ({ limit, leaseMs, where }: ClaimOptions): SQL => {
    const claimedStatus = optional(status.claimed, () => sql`, ${statusColumn} = ${status.claimed}`);
    return sql`with locked as (
        select ${list(keys.map((key) => id(key)))}
        from ${id(table.table)}
        where ${isDue}${optional(where, () => sql` and (${where})`)}
        order by ${table.order}
        limit ${limit}
        for update skip locked
      ), picked as (select locked.*, row_number() over () as queue_rank from locked)
      update ${id(table.table)} as q
      set ${lease(leaseMs)}, ${attempts} = q.${attempts} + 1${claimedStatus}
      from picked${optional(table.join, () => sql`, ${table.join!.from}`)}
      where ${sameKey('q', 'picked', false)}${optional(table.join, () => sql` and ${table.join!.on}`)}
      returning ${table.returning ?? sql`q.*`}, q.${attempts} as attempts, picked.queue_rank`;
  };
  // An UPDATE answers in no set order: the queue's order is the rank the pick gave each row.
  const claimed = (rows: readonly Record<string, unknown>[]): Item[] =>
    [...rows]
      .sort((a, b) => Number(a['queue_rank']) - Number(b['queue_rank']))
      .map(({ queue_rank: _rank, ...row }) => row as unknown as Item);

  return {
    table,
    due: isDue,
    heldBy: (item) =>
      sql.join(
        [
          ...keys.map((key) => sql`${id(key)} = ${String(item[key])}::${sql.raw(table.key[key]!)}`),
          sql`${attempts} = ${item.attempts}`,
          sql`${statusColumn} in (${texts(held)})`,
          ...(table.generation ? [sql`${id(table.generation)} = ${item[table.generation]}`] : []),
        ],
        sql` and `,
      ),
    lockHeld: async (tx, items) => {
      if (items.length === 0) return [];
      return rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select ${keysOfQ}
          from ${id(table.table)} as q join ${recordset(items.map(claimOf), ', generation text')} on ${stillHeld(held)}
          for update of q`),
      );
    },
    claimStatement,
    claimed,
    claim: async (db, options) => claimed(rowsOf(await db.execute(claimStatement(options)))),
    settleStatement,
    settle: async (db, settlements) =>
      settlements.length === 0 ? [] : rowsOf<Record<string, unknown>>(await db.execute(settleStatement(settlements))),
    release: async (db, items) => {
      if (items.length === 0) return;
      const values = items.map((item) => claimOf(item as Claimed & Record<string, unknown>));
      const back = leaseUntil ? sql`${leaseUntil} = null` : sql`${nextAttemptAt} = now()`;
      const waiting = optional(status.claimed, () => sql`, ${statusColumn} = ${status.waiting[0]}`);
      await db.execute(sql`update ${id(table.table)} as q
        set ${back}, ${attempts} = q.${attempts} - 1${waiting}
        from ${recordset(values, ', generation text')}
        where ${stillHeld(claimable)}`);
    },
  };
};

/**
 * An outbox's queue (outbound mail, chat replies, alert webhooks): rows wait 'pending' until
 * next_attempt_at, a claim holds one by moving that ahead, and each attempt's reason is kept.
 */
export const defineOutbox = <Item extends Claimed>(
  options: Pick<QueueTable, 'table' | 'key' | 'returning' | 'join' | 'settleSet'> & {
    done: string;
    errorColumn?: string;
  },
): DurableQueue<Item> => {
  const { done, errorColumn, ...table } = options;
  return defineQueue<Item>({
    ...table,
    status: { column: 'status', waiting: ['pending'], done, failed: 'failed' },
    attempts: 'attempts',
    nextAttemptAt: 'next_attempt_at',
    error: { column: errorColumn ?? 'error', isShownWhileRetrying: true },
    order: sql`next_attempt_at`,
  });
};

/** Doubling delays from `baseMs`, at most `maxMs`: the n-th attempt's retry waits base × 2^(n−1). */
export const exponentialBackoff =
  ({ baseMs, maxMs = Number.POSITIVE_INFINITY }: { baseMs: number; maxMs?: number }) =>
  (attempt: number): number =>
    Math.min(baseMs * 2 ** (attempt - 1), maxMs);

/** A failed attempt's outcome: failed for good when permanent or the last allowed, else retried after its backoff. */
export const failureOutcome = (
  attempt: number,
  failure: { reason: string; isPermanent: boolean },
  policy: { maxAttempts: number; backoffMs: (attempt: number) => number },
): Outcome =>
  failure.isPermanent || attempt >= policy.maxAttempts
    ? { outcome: 'failed', reason: failure.reason }
    : { outcome: 'retry', reason: failure.reason, delayMs: policy.backoffMs(attempt) };

/** An error's message, for a row's reason. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
