import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';

// Calls erased with a person stay erased (migration 0075): their ids are remembered as hashes only,
// and the provider's webhook and the import leave them out.

const hashOf = sql`encode(sha256(convert_to(id, 'UTF8')), 'hex')`;
const idsOf = (callIds: readonly string[]) => sql`jsonb_array_elements_text(${JSON.stringify(callIds)}::jsonb)`;

/** Remembers these calls as erased, in the erasure's transaction. */
export const rememberErasedCalls = async (tx: Tx, workspaceId: string, callIds: readonly string[]) => {
  if (callIds.length === 0) return;
  await tx.execute(sql`insert into erased_calls (workspace_id, call_id_sha256)
    select ${workspaceId}::uuid, ${hashOf} from ${idsOf(callIds)} as id on conflict do nothing`);
};

/** Which of these call ids were erased with a person (an empty set for most batches). */
export const erasedCallIds = async (db: Db | Tx, workspaceId: string, callIds: readonly string[]) => {
  if (callIds.length === 0) return new Set<string>();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select id from ${idsOf(callIds)} as id
      where exists (select 1 from erased_calls e where e.workspace_id = ${workspaceId} and e.call_id_sha256 = ${hashOf})`),
  );
  return new Set(rows.map((row) => row.id));
};
