import {
  knowledgeBaseMessages,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
  type KnowledgeBaseSearchHit,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { InWorkspace } from './knowledge-base.service.ts';

const snippetOptions = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

export type SearchKnowledgeBase = InWorkspace & { id: string; query: string; limit: number };

/**
 * The search statement: passages of one knowledge base of the workspace that hold any of the
 * question's words (stop words dropped, words stemmed), best first, each with a snippet whose
 * matching words are marked. A question reads as words, not as a conjunction: "how long do refunds
 * take" finds the passage on refunds that says nothing of "long" or "take". Ranked by, in order:
 * the question's exact phrase, how many of its words a passage holds, and how close together they
 * stand (cover density over the words it holds). The query has a row only when the knowledge base
 * is the workspace's, so another workspace's id finds nothing; the GIN index intersects the
 * knowledge base's lexeme with the words. Exported for the benchmark, which times it against the API.
 */
export const knowledgeBaseSearchSql = ({
  workspaceId,
  id,
  query,
  limit,
}: SearchKnowledgeBase): SQL => sql`with words as (
        -- The question's lexemes, each as a one-word tsquery (quoted the way tsquery text quotes).
        select ('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery as word
        from unnest(tsvector_to_array(to_tsvector('english', ${query}))) w
      ),
      q as (
        select a.any_word, a.any_word && format('%L', '§' || kb.id)::tsquery as within, phraseto_tsquery('english', ${query}) as phrase
        from knowledge_bases kb,
          lateral (select coalesce(string_agg(words.word::text, ' | '), '')::tsquery as any_word from words) a
        where kb.id = ${id} and kb.workspace_id = ${workspaceId}
      ),
      hits as (
        select c.source_id, c.content, c.ordinal,
          (numnode(q.phrase) > 1 and c.search @@ q.phrase)::int * 1000 + held.n + ts_rank_cd(c.search, held.together, 32) as rank
        from knowledge_base_chunks c, q,
          lateral (select count(*)::int as n, string_agg(w.word::text, ' & ')::tsquery as together from words w where c.search @@ w.word) held
        -- A question of stop words only has no words: it finds nothing (not the whole knowledge base).
        where numnode(q.any_word) > 0 and c.search @@ q.within and c.knowledge_base_id = ${id} and c.workspace_id = ${workspaceId}
        order by rank desc, c.source_id, c.ordinal
        limit ${limit}
      )
      select h.source_id, s.filename, s.type, ts_headline('english', h.content, q.any_word, ${snippetOptions}) as snippet, h.rank
      from hits h join knowledge_base_sources s on s.id = h.source_id, q
      order by h.rank desc, h.source_id, h.ordinal`;

/** Full-text search over the passages of one knowledge base of the workspace (404 when it has none of that id). */
export const searchKnowledgeBase = async (db: Db, search: SearchKnowledgeBase): Promise<KnowledgeBaseSearchHit[]> => {
  const rows = rowsOf<{
    source_id: string;
    filename: string;
    type: KnowledgeBaseSearchHit['type'];
    snippet: string;
    rank: number;
  }>(await db.execute(knowledgeBaseSearchSql(search)));
  // Hits prove the knowledge base is the workspace's; only an empty answer needs a second look.
  if (rows.length === 0) {
    const [exists] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from knowledge_bases where id = ${search.id} and workspace_id = ${search.workspaceId}`,
      ),
    );
    if (!exists) throw new HttpError(404, knowledgeBaseMessages.notFound);
  }
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
};
