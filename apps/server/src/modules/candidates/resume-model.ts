import { resumeEducationSchema, resumeJobSchema, type ParsedResume } from '@agentdesk/shared';
import { z } from 'zod';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { yearsCovered } from './resume-dates.ts';

// The language model, when one is configured (LLM_BASE_URL), fills in what the offline rules could
// not read from a résumé (an unusual layout: no name line, no dated work history, no skills
// section). The rules' findings always win; the model only fills gaps, and a name, e-mail or phone
// it gives counts only when the résumé's text contains it. The explanation still quotes the
// résumé's own sentences, which the rules split.

const SYSTEM = [
  'You read résumés for a hiring team. Answer with one JSON object and nothing else, with these keys:',
  '"name", "email", "phone", "location": strings as written in the résumé, or "" when it gives none;',
  '"skills": the skills it names, as strings;',
  '"work_history": its jobs, latest first, each { "title", "company", "start": "YYYY-MM" or null, "end": "YYYY-MM" or null, "is_current": boolean, "description": strings };',
  '"education": each { "institution", "degree", "start_year": number or null, "end_year": number or null }.',
  'Never invent anything the résumé does not say. Leave out age, gender, nationality, marital status and photos.',
].join('\n');

/** What a model's answer may hold; anything else is dropped. */
const modelAnswerSchema = z
  .object({
    name: z.string().max(200),
    email: z.string().max(254),
    phone: z.string().max(40),
    location: z.string().max(200),
    skills: z.array(z.string().max(100)).max(100),
    work_history: z.array(resumeJobSchema).max(50),
    education: z.array(resumeEducationSchema).max(20),
  })
  .partial();

/** Text the model sees, at most (the start of a résumé holds what the rules miss). */
const MAX_PROMPT_CHARS = 12_000;

/** Whether the rules left a gap the model could fill. */
export const hasGaps = (read: ParsedResume) =>
  read.name === '' || read.work_history.length === 0 || read.skills.length === 0 || read.location === '';

const squeeze = (text: string) => text.toLowerCase().replace(/[\s\-().]/g, '');

/**
 * The rules' reading with its gaps filled by the model. The model failing, being slow or
 * answering nonsense leaves the rules' reading as it is.
 */
export const fillWithModel = async (
  text: string,
  read: ParsedResume,
  askModel: AskModelForJson,
  now: number,
): Promise<ParsedResume> => {
  let answer: z.infer<typeof modelAnswerSchema>;
  try {
    const parsed = modelAnswerSchema.safeParse(
      await askModel({ system: SYSTEM, user: text.slice(0, MAX_PROMPT_CHARS) }),
    );
    if (!parsed.success) return read;
    answer = parsed.data;
  } catch {
    return read;
  }
  const inText = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' && squeeze(text).includes(squeeze(value)) ? value.trim() : null;
  const workHistory = read.work_history.length > 0 ? read.work_history : (answer.work_history ?? []);
  return {
    ...read,
    name: read.name || (inText(answer.name) ?? ''),
    email: read.email ?? inText(answer.email)?.toLowerCase() ?? null,
    phone: read.phone ?? inText(answer.phone),
    location: read.location || (inText(answer.location) ?? ''),
    skills: read.skills.length > 0 ? read.skills : (answer.skills ?? []).filter((skill) => inText(skill) !== null),
    work_history: workHistory,
    // Dated jobs say more than a stated "N years": the model's jobs count when the rules found none.
    years_of_experience:
      read.work_history.length > 0
        ? read.years_of_experience
        : (yearsCovered(workHistory, now) ?? read.years_of_experience),
    education: read.education.length > 0 ? read.education : (answer.education ?? []),
  };
};
