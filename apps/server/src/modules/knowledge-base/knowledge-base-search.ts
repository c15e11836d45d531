import { knowledgeBaseMessages, SNIPPET_MARK_END, SNIPPET_MARK_START, type KnowledgeBaseSearchHit } from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { InWorkspace } from './knowledge-base.service.ts';

const snippetOptions = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

export type SearchKnowledgeBase = InWorkspace & { id: string; query: string; limit: number };

/**
 * The search statement: passages of one knowledge base of the workspace matching the words (the
 * GIN index on the generated tsvector), best first, each with a snippet whose matching words are
 * marked. The query has a row only when the knowledge base is the workspace's, so another
 * workspace's id finds nothing. Exported for the benchmark, which times it against the API.
 */
export const knowledgeBaseSearchSql = ({ workspaceId, id, query, limit }: SearchKnowledgeBase): SQL => sql`with q as (
        select websearch_to_tsquery('english', ${query}) as q, websearch_to_tsquery('english', ${query}) && format('%L', '§' || kb.id)::tsquery as within
        from knowledge_bases kb where kb.id = ${id} and kb.workspace_id = ${workspaceId}
      ),
      hits as (
        select c.source_id, c.content, ts_rank(c.search, q.q) as rank
        from knowledge_base_chunks c, q
        -- A query of stop words only is empty: it finds nothing (not the whole knowledge base).
        where numnode(q.q) > 0 and c.search @@ q.within and c.knowledge_base_id = ${id} and c.workspace_id = ${workspaceId}
        order by rank desc, c.source_id, c.ordinal
        limit ${limit}
      )
      select h.source_id, s.filename, s.type, ts_headline('english', h.content, q.q, ${snippetOptions}) as snippet, h.rank
      from hits h join knowledge_base_sources s on s.id = h.source_id, q
      order by h.rank desc, h.source_id`;

/** Full-text search over the passages of one knowledge base of the workspace (404 when it has none of that id). */
export const searchKnowledgeBase = async (db: Db, search: SearchKnowledgeBase): Promise<KnowledgeBaseSearchHit[]> => {
  const rows = rowsOf<{ source_id: string; filename: string; type: KnowledgeBaseSearchHit['type']; snippet: string; rank: number }>(
    await db.execute(knowledgeBaseSearchSql(search)),
  );
  // Hits prove the knowledge base is the workspace's; only an empty answer needs a second look.
  if (rows.length === 0) {
    const [exists] = rowsOf<{ id: string }>(await db.execute(sql`select id from knowledge_bases where id = ${search.id} and workspace_id = ${search.workspaceId}`));
    if (!exists) throw new HttpError(404, knowledgeBaseMessages.notFound);
  }
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
};
