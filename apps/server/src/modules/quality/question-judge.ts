import { locateQuote, type ProviderCall, type QaCriterionConfig } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { defineQueue, failureOutcome, reasonOf, type Settlement } from '../../lib/durable-queue.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { findPassages } from '../knowledge-base/index.ts';
import { modelAnswerSchema, questionPrompt } from './question-prompt.ts';

// The judge of question criteria (issue #29 item 2): questions queued by the review step
// (question-answers.ts) are claimed a few at a time with a lease, asked of the language model
// outside any transaction, and their answers written together with the calls queued for review
// again, so the next measuring batch turns them into results. A model that fails is asked again
// after a backoff; after the last attempt the question is marked failed with the reason, and the
// result says the model did not answer.

/** Questions asked at once (each a request to the model). */
export const QUESTION_BATCH = 4;
const policy = {
  maxAttempts: 4,
  backoffMs: (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000),
};
/** The words of the call the knowledge base is searched with, at most. */
const SEARCH_TEXT_LIMIT = 4_000;

type ClaimedQuestion = {
  workspace_id: string;
  call_id: string;
  criterion_id: string;
  generation: number;
  attempts: number;
};

const questions = defineQueue<ClaimedQuestion>({
  table: 'qa_question_answers',
  key: { workspace_id: 'uuid', call_id: 'text', criterion_id: 'uuid' },
  status: { column: 'status', waiting: ['pending'], done: 'answered', failed: 'failed' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  error: { column: 'error', isShownWhileRetrying: false },
  generation: 'generation',
  order: sql`next_attempt_at, workspace_id, call_id, criterion_id`,
  returning: sql`q.workspace_id, q.call_id, q.criterion_id, q.generation`,
  settleSet: sql`answer = v.data->>'answer', reason = v.data->>'reason', quote = v.data->>'quote',
    turn_index = (v.data->>'turn_index')::integer, at_seconds = (v.data->>'at_seconds')::double precision,
    answered_at = case when v.outcome = 'retry' then null else now() end`,
});

type QuestionContext = {
  workspace_id: string;
  call_id: string;
  criterion_id: string;
  record: ProviderCall;
  config: QaCriterionConfig;
};

const keyOf = (row: { workspace_id: string; call_id: string; criterion_id: string }) =>
  `${row.workspace_id}|${row.call_id}|${row.criterion_id}`;

const readContexts = async (db: Db, claimed: readonly ClaimedQuestion[]): Promise<Map<string, QuestionContext>> => {
  const keys = claimed.map(({ workspace_id, call_id, criterion_id }) => ({ workspace_id, call_id, criterion_id }));
  const rows = rowsOf<QuestionContext>(
    await db.execute(sql`select x.workspace_id, x.call_id, x.criterion_id, c.record, cr.config
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(workspace_id uuid, call_id text, criterion_id uuid)
      join calls c on c.workspace_id = x.workspace_id and c.call_id = x.call_id
      join qa_criteria cr on cr.workspace_id = x.workspace_id and cr.id = x.criterion_id`),
  );
  return new Map(rows.map((row) => [keyOf(row), row]));
};

/** What the call's own words and the question search the knowledge base with. */
const searchTextOf = (question: string, call: ProviderCall): string =>
  [question, ...(call.transcript_object ?? []).filter((turn) => turn.role === 'agent').map((turn) => turn.content)]
    .join('\n')
    .slice(0, SEARCH_TEXT_LIMIT);

/** Asks the model one question about one call; answers what the row keeps. Throws when the model fails. */
const askQuestion = async (
  db: Db,
  askModel: AskModelForJson,
  { workspace_id, record, config }: QuestionContext,
): Promise<Record<string, unknown>> => {
  if (config.kind !== 'question') throw new Error('The criterion is no longer a question');
  const passages = config.use_knowledge_base
    ? await findPassages({ db, workspaceId: workspace_id, text: searchTextOf(config.question, record), limit: 6 })
    : null;
  const parsed = modelAnswerSchema.safeParse(
    await askModel(questionPrompt({ question: config.question, call: record, passages })),
  );
  if (!parsed.success) throw new Error('The language model answered in an unexpected shape');
  const { answer, quote, turn, reason } = parsed.data;
  const evidence = locateQuote(record, quote, turn);
  return {
    answer,
    reason,
    // The quote as the model gave it (clipped) when found; else kept to say the transcript lacks it.
    quote: evidence?.quote ?? quote?.slice(0, 200) ?? null,
    turn_index: evidence?.turn_index ?? null,
    at_seconds: evidence?.at_seconds ?? null,
  };
};

/**
 * Asks one claimed batch of questions (null when none is due). Answers how many it asked and
 * how many it settled (answered, or failed for good), whose calls now wait to be reviewed again.
 */
export const judgeQuestionBatch = async (
  db: Db,
  { askModel, leaseMs }: { askModel: AskModelForJson; leaseMs: number },
): Promise<{ asked: number; settled: number } | null> => {
  const claimed = await questions.claim(db, { limit: QUESTION_BATCH, leaseMs });
  if (claimed.length === 0) return null;
  const contexts = await readContexts(db, claimed);
  const settlements: Settlement[] = await Promise.all(
    claimed.map(async (item): Promise<Settlement> => {
      const context = contexts.get(keyOf(item));
      // The call or the criterion went meanwhile (its row goes with it): nothing to ask.
      if (!context) return { item, result: { outcome: 'failed', reason: 'The call or the question is gone' } };
      try {
        return { item, result: { outcome: 'done', data: await askQuestion(db, askModel, context) } };
      } catch (error) {
        return { item, result: failureOutcome(item.attempts, { reason: reasonOf(error), isPermanent: false }, policy) };
      }
    }),
  );
  const settledCalls = settlements
    .filter((settlement) => settlement.result.outcome !== 'retry')
    .map(({ item }) => ({ workspace_id: String(item['workspace_id']), call_id: String(item['call_id']) }));
  await db.transaction(async (tx) => {
    // The calls are queued first, as the measurer locks them (call, then answer), so neither waits
    // on the other in a circle; a call queued for an answer dropped below is only reviewed alike.
    if (settledCalls.length > 0)
      await tx.execute(sql`insert into call_measure_queue (workspace_id, call_id)
        select distinct x.workspace_id, x.call_id
        from jsonb_to_recordset(${JSON.stringify(settledCalls)}::jsonb) as x(workspace_id uuid, call_id text)
        where exists (select 1 from calls c where c.workspace_id = x.workspace_id and c.call_id = x.call_id)
        on conflict do nothing`);
    // Only answers to the question still asked are kept (a newer generation drops this one).
    await questions.settle(tx, settlements);
  });
  return { asked: claimed.length, settled: settledCalls.length };
};
