import type { FitResult, FitScore, Job, ParsedResume } from '@agentdesk/shared';
import { z } from 'zod';
import type { AskModelForJson } from '../../lib/language-model.ts';
import type { JudgedPart } from './fit-background.ts';

// A language model, when one is configured (LLM_BASE_URL), reads the requirements the rules found
// missing or only partly met, and may find them met, quoting the résumé. Its judgement only raises:
// a result at or below the rules' is ignored, and one whose quote the résumé does not contain word
// for word is dropped. The rules' result and reason stay on the line (FitPart.model), and a model
// that fails, is slow or answers nonsense leaves the rules' score as it is.

export type ModelJudgement = { result: FitResult; quote: string };
/** The model's judgements by requirement (the job's words). */
export type ModelJudgements = ReadonlyMap<string, ModelJudgement>;

const rank: Record<FitResult, number> = { missing: 0, partial: 1, matched: 2 };
/** The share of its points a requirement the model finds partly met gives (a rules' share that is higher stays). */
const MODEL_PARTIAL_SHARE = 0.5;
/** A quote shorter than this proves nothing ("SQL"). */
const MIN_QUOTE_CHARS = 12;
/** Résumé text the model sees, at most. */
const MAX_PROMPT_CHARS = 12_000;

/** The rules' judgement of a requirement, raised to the model's when the model found more. */
export const raiseByModel = (part: JudgedPart, judgement: ModelJudgement | undefined): JudgedPart => {
  if (!judgement || rank[judgement.result] <= rank[part.result]) return part;
  return {
    ...part,
    result: judgement.result,
    evidence: judgement.quote,
    fraction: judgement.result === 'matched' ? 1 : Math.max(part.fraction, MODEL_PARTIAL_SHARE),
    model: { rules_result: part.result, quote: judgement.quote },
  };
};

const SYSTEM = [
  "You check a résumé against a job's requirements for a hiring team.",
  'For each numbered requirement, decide whether the résumé shows it is met, partly met or not met. Judge meaning,',
  'not exact words: a named product for the kind of tool asked, the same work described differently.',
  'Answer with one JSON object and nothing else:',
  '{"judgements": [{"requirement": <its number>, "result": "met" | "partly" | "not_met", "quote": "<the résumé\'s own words it rests on, copied exactly>"}]}.',
  'Quote only words the résumé contains. When nothing supports a requirement, answer "not_met" with an empty quote.',
  'Never consider name, gender, age, photo, nationality or marital status.',
].join('\n');

const answerSchema = z.object({
  judgements: z
    .array(
      z.object({
        requirement: z.number().int(),
        result: z.enum(['met', 'partly', 'not_met']),
        quote: z.string().max(1_000),
      }),
    )
    .max(100),
});

const resultOfAnswer = { met: 'matched', partly: 'partial', not_met: 'missing' } as const;

/** Text compared as a reader would: case, quotes, dashes and spacing aside. */
const comparable = (text: string) =>
  text.toLowerCase().replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').replace(/[‐-―]/g, '-').replace(/\s+/g, ' ').trim();

/** The résumé as the model reads it: its summary, every sentence and its skills. */
const resumeText = (resume: ParsedResume) =>
  [resume.summary, ...resume.sentences, resume.skills.join(', ')].filter((line) => line !== '').join('\n');

/**
 * Asks the model about the job's requirements the rules' score `fit` did not find fully met.
 * Answers the judgements that would raise one, each with a quote the résumé contains.
 */
export const askFitJudgements = async ({
  job,
  resume,
  fit,
  askModel,
}: {
  job: Pick<Job, 'title' | 'requirements' | 'nice_to_have'>;
  resume: ParsedResume;
  fit: FitScore;
  askModel: AskModelForJson;
}): Promise<Map<string, ModelJudgement>> => {
  const unmet = new Set(
    fit.parts
      .filter((part) => (part.kind === 'must_have' || part.kind === 'nice_to_have') && part.result !== 'matched')
      .map((part) => part.requirement),
  );
  const asked = [...new Set([...job.requirements, ...job.nice_to_have])].filter((text) => unmet.has(text));
  const judgements = new Map<string, ModelJudgement>();
  if (asked.length === 0) return judgements;
  const text = resumeText(resume).slice(0, MAX_PROMPT_CHARS);
  let answer: z.infer<typeof answerSchema>;
  try {
    const parsed = answerSchema.safeParse(
      await askModel({
        system: SYSTEM,
        user: `Job: ${job.title}\nRequirements:\n${asked.map((line, index) => `${index + 1}. ${line}`).join('\n')}\n\nRésumé:\n${text}`,
      }),
    );
    if (!parsed.success) return judgements;
    answer = parsed.data;
  } catch {
    return judgements;
  }
  const inResume = comparable(text);
  for (const { requirement, result, quote } of answer.judgements) {
    const asking = asked[requirement - 1];
    const said = comparable(quote).replace(/^["']|["'.,;:]$/g, '');
    if (asking === undefined || result === 'not_met' || said.length < MIN_QUOTE_CHARS || !inResume.includes(said))
      continue;
    judgements.set(asking, { result: resultOfAnswer[result], quote: quote.trim() });
  }
  return judgements;
};
