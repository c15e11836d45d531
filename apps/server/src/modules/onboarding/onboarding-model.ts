import type { OnboardingData } from '@agentdesk/shared';
import { z } from 'zod';
import type { AskModelForJson } from '../../lib/language-model.ts';
import type { Extraction, TextLine } from './extract-fields.ts';

// The language model, when one is configured (LLM_BASE_URL), reads an identity document's text
// for the fields the offline rules left empty (an unusual card layout, a label OCR garbled). The
// rules' fields always stand; a value from the model counts only when the document's text holds
// it, and it keeps that line as its source with a confidence low enough to be marked for a person
// to check. Résumés are left to the candidates reader (it has its own model pass).

/** The single-value fields the model may fill; every answer is checked against the text. */
const FIELDS = [
  'full_name',
  'date_of_birth',
  'gender',
  'father_name',
  'document_number',
  'issue_date',
  'validity',
  'address',
  'pincode',
  'nationality',
] as const;
type ModelField = (typeof FIELDS)[number];

const SYSTEM = [
  'You read the OCR text of an identity document (Aadhaar, PAN, driving licence, voter ID, passport). Answer with one JSON object and nothing else,',
  `with any of these keys whose value the text states: ${FIELDS.map((field) => `"${field}"`).join(', ')}.`,
  'Every value is a string copied from the text (dates as DD/MM/YYYY). Leave out a key the text does not state. Never invent a value.',
].join('\n');

const answerSchema = z.object(
  Object.fromEntries(FIELDS.map((field) => [field, z.string().max(300).optional()])) as Record<
    ModelField,
    z.ZodOptional<z.ZodString>
  >,
);

/** A model's value counts at most this sure: below the mark a person is asked to check. */
const MODEL_CONFIDENCE = 0.6;
/** Text the model sees, at most (a card's text is far shorter). */
const MAX_PROMPT_CHARS = 6_000;

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The rules' extraction with the fields they left empty filled from the model's answer, where the
 * document's text holds that value. The model failing, being slow or answering nonsense leaves the
 * rules' extraction as it is.
 */
export const improveWithModel = async (
  lines: TextLine[],
  extraction: Extraction,
  askModel: AskModelForJson,
): Promise<Extraction> => {
  const missing = FIELDS.filter((field) => !(field in extraction.data));
  if (extraction.type === 'resume' || missing.length === 0 || lines.length === 0) return extraction;
  let answer: z.infer<typeof answerSchema>;
  try {
    const text = lines.map((line) => line.text).join('\n');
    const parsed = answerSchema.safeParse(await askModel({ system: SYSTEM, user: text.slice(0, MAX_PROMPT_CHARS) }));
    if (!parsed.success) return extraction;
    answer = parsed.data;
  } catch {
    return extraction;
  }
  const data: OnboardingData = { ...extraction.data };
  const fields = { ...extraction.fields };
  for (const field of missing) {
    const value = answer[field]?.trim();
    if (!value || squeeze(value) === '') continue;
    const line = lines.find((candidate) => squeeze(candidate.text).includes(squeeze(value)));
    if (!line) continue;
    data[field] = value;
    fields[field] = {
      confidence: Math.round(Math.min(MODEL_CONFIDENCE, line.confidence) * 100) / 100,
      source: `${line.text.trim().slice(0, 280)} (read by the language model)`,
    };
  }
  return { ...extraction, data, fields };
};
