import {
  employmentTypeLabels,
  jobFormSchema,
  jobLimits,
  jobMessages,
  seniorityLabels,
  workplaceTypeLabels,
  type JobBrief,
  type JobForm,
} from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { writeJobDraftFromTemplate } from './job-draft-template.ts';

/** What the model writes; the rest of the draft is what the recruiter said or alone knows. */
const writtenKeys = ['summary', 'responsibilities', 'requirements', 'nice_to_have', 'benefits', 'skills'] as const;

const SYSTEM = [
  'You write job descriptions for a hiring team. Plain, friendly and specific English; no emojis, no markdown, no placeholders in brackets, no company name.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"summary": one paragraph of 3 to 5 sentences about the role;',
  '"responsibilities": 5 to 7 strings;',
  '"requirements": the must-haves, 4 to 6 strings, the first giving the years of experience the seniority calls for;',
  '"nice_to_have": 2 to 5 strings;',
  '"benefits": 3 to 6 strings that people in the country of the location expect;',
  '"skills": strings, every skill given first, then a few more if they fit.',
  'Each list item is one short sentence without a full stop.',
].join('\n');

const promptOf = (brief: JobBrief) =>
  [
    `Title: ${brief.title}`,
    `Seniority: ${brief.seniority === null ? 'not given' : seniorityLabels[brief.seniority]}`,
    `Department: ${brief.department || 'not given'}`,
    `Location: ${brief.location || 'not given'}`,
    `Work mode: ${workplaceTypeLabels[brief.workplace_type]}`,
    `Employment type: ${employmentTypeLabels[brief.employment_type]}`,
    `Skills: ${brief.skills.join(', ') || 'none given'}`,
  ].join('\n');

/** The skills named in the brief first, then the model's others, each once. */
const mergeSkills = (named: string[], written: unknown): unknown => {
  if (!Array.isArray(written)) return written;
  const seen = new Set(named.map((skill) => skill.toLowerCase()));
  const others = written.filter(
    (skill): skill is string => typeof skill === 'string' && !seen.has(skill.trim().toLowerCase()),
  );
  return [...named, ...others].slice(0, jobLimits.skillsMax);
};

/**
 * The model's answer as a draft: its text fields over the template's facts (title, types, place,
 * seniority from the brief; no salary, deadline or manager), checked with the job form's own
 * schema; null when it is not a usable draft (a missing or empty part, a wrong type, too long).
 */
const draftOfAnswer = (answer: unknown, brief: JobBrief, template: JobForm): JobForm | null => {
  if (typeof answer !== 'object' || answer === null) return null;
  const written = Object.fromEntries(writtenKeys.map((key) => [key, (answer as Record<string, unknown>)[key]]));
  const parsed = jobFormSchema.safeParse({
    ...template,
    ...written,
    skills: mergeSkills(brief.skills, written['skills']),
  });
  if (!parsed.success) return null;
  const draft = parsed.data;
  const isComplete =
    draft.summary !== '' &&
    draft.responsibilities.length >= 3 &&
    draft.requirements.length >= 2 &&
    draft.benefits.length >= 1;
  return isComplete ? draft : null;
};

export type WrittenDraft = { draft: JobForm; message: string };

/**
 * "Write it for me": a whole job description from a brief, never saved here. The language model
 * writes it when one is configured; without one, or when it fails, is slow or answers something
 * unusable, the deterministic template does, and the message says which.
 */
export const writeJobDraft = async ({
  brief,
  askModel,
  log,
}: {
  brief: JobBrief;
  askModel?: AskModelForJson;
  log?: FastifyBaseLogger;
}): Promise<WrittenDraft> => {
  const template = writeJobDraftFromTemplate(brief);
  if (askModel === undefined) return { draft: template, message: jobMessages.draftByTemplate };

  let answer: unknown;
  try {
    answer = await askModel({ system: SYSTEM, user: promptOf(brief) });
  } catch (error) {
    const isUnreadable = error instanceof SyntaxError;
    log?.warn(
      { failure: { message: (error as Error).message } },
      'language model draft failed; written from the template',
    );
    return { draft: template, message: isUnreadable ? jobMessages.draftModelUnusable : jobMessages.draftModelFailed };
  }
  const draft = draftOfAnswer(answer, brief, template);
  if (draft === null) {
    log?.warn('language model draft unusable; written from the template');
    return { draft: template, message: jobMessages.draftModelUnusable };
  }
  return { draft, message: jobMessages.draftByModel };
};
