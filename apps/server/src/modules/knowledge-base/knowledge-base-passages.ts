import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * The passages of all the workspace's knowledge bases that best answer a text (any of its words,
 * stemmed, stop words dropped; ranked by how many it holds and how close together), at most
 * `limit`, each cut to `maxChars`. What the language model may draw on beside a call's summary.
 */
export const findPassages = async ({
  db,
  workspaceId,
  text,
  limit = 4,
  maxChars = 1200,
}: {
  db: Db;
  workspaceId: string;
  text: string;
  limit?: number;
  maxChars?: number;
}): Promise<string[]> => {
  const rows = rowsOf<{ content: string }>(
    await db.execute(sql`with words as (
        select ('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery as word
        from unnest(tsvector_to_array(to_tsvector('english', ${text}))) w
      ),
      q as (select coalesce(string_agg(word::text, ' | '), '')::tsquery as any_word from words)
      select left(c.content, ${maxChars}) as content
      from knowledge_base_chunks c, q
      where numnode(q.any_word) > 0 and c.workspace_id = ${workspaceId} and c.search @@ q.any_word
      order by ts_rank_cd(c.search, q.any_word, 32) desc, c.knowledge_base_id, c.ordinal
      limit ${limit}`),
  );
  return rows.map((row) => row.content);
};
