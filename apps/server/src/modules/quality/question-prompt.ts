import type { ModelPrompt } from '../../lib/language-model.ts';
import type { ProviderCall } from '@agentdesk/shared';
import { z } from 'zod';

// What the language model is asked for a question criterion, and the shape its answer must have.

/** The transcript given to the model, at most (a long call is cut, and the model is told so). */
const TRANSCRIPT_LIMIT = 60_000;

const speakerOf = (role: string): string => (role === 'agent' ? 'Agent' : role === 'user' ? 'Caller' : role);

/** The call's turns, numbered as transcript_object numbers them, so the model can name one. */
export const numberedTranscript = (call: ProviderCall): string => {
  const turns = call.transcript_object ?? [];
  if (turns.length === 0) return (call.transcript ?? '').slice(0, TRANSCRIPT_LIMIT);
  const lines: string[] = [];
  let length = 0;
  for (const [index, turn] of turns.entries()) {
    const line = `[${index}] ${speakerOf(turn.role)}: ${turn.content.replace(/\s+/g, ' ').trim()}`;
    if (length + line.length > TRANSCRIPT_LIMIT) {
      lines.push('[the rest of the transcript is cut]');
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
};

/** The prompt of one question about one call; `passages` are the knowledge base's, when the criterion gives them. */
export const questionPrompt = ({
  question,
  call,
  passages,
}: {
  question: string;
  call: ProviderCall;
  passages: readonly string[] | null;
}): ModelPrompt => ({
  system: [
    "You review one conversation between a business's AI agent and a caller, for the business's quality review.",
    passages === null
      ? "Answer the reviewer's yes/no question about this conversation from the transcript alone."
      : "Answer the reviewer's yes/no question about this conversation from the transcript and the knowledge base passages given, which hold what the agent may state as fact: a claim of the agent that the passages do not support is made up, one they contradict is a contradiction.",
    'Quote the exact words of the transcript your answer rests on and give the number of the turn they are in.',
    'Answer "unclear" when the transcript does not let you decide.',
    'Reply with a JSON object only: {"answer": "yes" | "no" | "unclear", "quote": "<exact words from the transcript, or null>", "turn": <turn number, or null>, "reason": "<one sentence saying why>"}.',
  ].join(' '),
  user: [
    `Question: ${question}`,
    '',
    'Transcript (turn number, speaker, words):',
    numberedTranscript(call),
    ...(passages === null
      ? []
      : ['', 'Knowledge base passages:', passages.length === 0 ? '(none found)' : passages.join('\n---\n')]),
  ].join('\n'),
});

/** The model's answer as the prompt asks for it (its words trimmed; yes/no in any case). */
export const modelAnswerSchema = z.object({
  answer: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['yes', 'no', 'unclear']),
  ),
  quote: z
    .string()
    .nullish()
    .transform((quote) => (quote && quote.trim() !== '' ? quote.trim().slice(0, 1000) : null)),
  /** A turn number the model gave as text is read; anything else is no turn (the quote is looked for everywhere). */
  turn: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
      z.number().int().nonnegative().nullish(),
    )
    .catch(null)
    .transform((turn) => turn ?? null),
  reason: z
    .string()
    .nullish()
    .transform((reason) => (reason ?? '').trim().slice(0, 500)),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;
