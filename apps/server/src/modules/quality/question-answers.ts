import { createHash } from 'node:crypto';
import type { ProviderCall, QaCriterion, QaQuestionConfig, QaQuestionState } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

// The review step's side of question criteria (issue #29 item 2): for each call and question it
// reads what the language model said (qa_question_answers, migration 0069), and queues the
// question for the judge (question-judge.ts) where it was never asked or what was asked changed.

export type QuestionCriterion = QaCriterion & { config: QaQuestionConfig };

export const isQuestionCriterion = (criterion: QaCriterion): criterion is QuestionCriterion =>
  criterion.config.kind === 'question';

/**
 * What an answer answers: the question, whether the knowledge base was given, and the call's
 * words. A changed one is asked again; the same one (a call reviewed again) keeps its answer.
 */
export const questionKeyOf = (call: ProviderCall, config: QaQuestionConfig): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        config.question,
        config.use_knowledge_base,
        call.transcript_object?.map((turn) => [turn.role, turn.content]) ?? call.transcript ?? '',
      ]),
    )
    .digest('base64url');

/** One question of one call to read (and to ask when it is new or changed). */
export type QuestionAsk = { workspace_id: string; call_id: string; criterion_id: string; question_key: string };

type AnswerRow = QuestionAsk & {
  status: 'pending' | 'answered' | 'failed';
  answer: 'yes' | 'no' | 'unclear' | null;
  reason: string | null;
  quote: string | null;
  turn_index: number | null;
  at_seconds: number | null;
  error: string | null;
};

const keyOf = (ask: Pick<QuestionAsk, 'workspace_id' | 'call_id' | 'criterion_id'>) =>
  `${ask.workspace_id}|${ask.call_id}|${ask.criterion_id}`;

const stateOfRow = (row: AnswerRow | undefined): QaQuestionState => {
  if (!row || row.status === 'pending') return { state: 'pending' };
  if (row.status === 'failed') return { state: 'failed', error: row.error ?? 'no answer' };
  // A quote the transcript does not hold is not evidence: it is said, and nothing is pointed at.
  const isFound = row.turn_index !== null;
  return {
    state: 'answered',
    answer: row.answer ?? 'unclear',
    reason: row.reason ?? '',
    evidence: isFound
      ? {
          turn_index: row.turn_index,
          quote: row.quote,
          at_seconds: row.at_seconds === null ? null : Number(row.at_seconds),
        }
      : { turn_index: null, quote: null, at_seconds: null },
    quoteMissing: !isFound && row.quote !== null,
  };
};

/**
 * Reads the answers to these questions, in the review's transaction, after queueing each new or
 * changed one for the judge (pending again, its generation moved on, so a late answer to the old
 * question is dropped). Answers each question's state and how many were queued.
 */
export const readQuestionStates = async (
  db: Db,
  asks: readonly QuestionAsk[],
): Promise<{ stateOf: (ask: Omit<QuestionAsk, 'question_key'>) => QaQuestionState; queued: number }> => {
  if (asks.length === 0) return { stateOf: () => ({ state: 'pending' }), queued: 0 };
  const json = JSON.stringify(asks);
  const queued = rowsOf<{ call_id: string }>(
    await db.execute(sql`insert into qa_question_answers (workspace_id, call_id, criterion_id, question_key)
      select x.workspace_id, x.call_id, x.criterion_id, x.question_key
      from jsonb_to_recordset(${json}::jsonb) as x(workspace_id uuid, call_id text, criterion_id uuid, question_key text)
      on conflict (workspace_id, call_id, criterion_id) do update set question_key = excluded.question_key,
        status = 'pending', answer = null, reason = null, quote = null, turn_index = null, at_seconds = null,
        error = null, attempts = 0, next_attempt_at = now(), lease_until = null, answered_at = null,
        generation = qa_question_answers.generation + 1
      where qa_question_answers.question_key <> excluded.question_key
      returning call_id`),
  ).length;
  const rows = rowsOf<AnswerRow>(
    await db.execute(sql`select a.workspace_id, a.call_id, a.criterion_id, a.question_key, a.status, a.answer, a.reason,
        a.quote, a.turn_index, a.at_seconds, a.error
      from qa_question_answers a
      join jsonb_to_recordset(${json}::jsonb) as x(workspace_id uuid, call_id text, criterion_id uuid, question_key text)
        on a.workspace_id = x.workspace_id and a.call_id = x.call_id and a.criterion_id = x.criterion_id`),
  );
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return { stateOf: (ask) => stateOfRow(byKey.get(keyOf(ask))), queued };
};
