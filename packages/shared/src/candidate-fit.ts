import { z } from 'zod';

// What a résumé says once read, and a job's fit score for it, explained line by line (#17).

/** A job held by the candidate, as the résumé lists it; months as YYYY-MM, `end` null while current. */
export const resumeJobSchema = z.object({
  title: z.string(),
  company: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  is_current: z.boolean(),
  description: z.array(z.string()),
});
export type ResumeJob = z.infer<typeof resumeJobSchema>;

export const resumeEducationSchema = z.object({
  institution: z.string(),
  degree: z.string(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
});
export type ResumeEducation = z.infer<typeof resumeEducationSchema>;

/** A résumé read into its parts (by rules that work offline; the language model only when configured). */
export const parsedResumeSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  /** E.164 when it could be read as a phone number, else as written, or null. */
  phone: z.string().nullable(),
  location: z.string(),
  links: z.array(z.string()),
  summary: z.string(),
  /** Skills as the résumé lists them (its skills section and "Skills:" lines); the fit score also finds skills in `sentences`. */
  skills: z.array(z.string()),
  /** Years of work, from the work history's dates (overlaps counted once), else a "N years" statement; null when unknown. */
  years_of_experience: z.number().nullable(),
  work_history: z.array(resumeJobSchema),
  education: z.array(resumeEducationSchema),
  /** Every sentence or bullet of the résumé, in order: what an explanation quotes. */
  sentences: z.array(z.string()),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

export const fitResults = ['matched', 'partial', 'missing'] as const;
export type FitResult = (typeof fitResults)[number];

/** What a part of the score judges. */
export const fitPartKinds = ['must_have', 'nice_to_have', 'skill', 'experience', 'location'] as const;
export type FitPartKind = (typeof fitPartKinds)[number];

export const fitPartSchema = z.object({
  kind: z.enum(fitPartKinds),
  /** The job's words: the requirement, the skill, "5+ years (Senior)", "Bengaluru, India (hybrid)". */
  requirement: z.string(),
  result: z.enum(fitResults),
  /** The résumé's sentence that matched (or partly), or null. */
  evidence: z.string().nullable(),
  /** Why, in a few words: "Postgres is PostgreSQL", "4 of 5 years", "lives in Pune; the job is on-site in Bengaluru". */
  reason: z.string(),
  points: z.number(),
  max_points: z.number(),
  /**
   * Set when the language model (LLM_BASE_URL) found more of a requirement than the rules did,
   * quoting the résumé: `result` and `evidence` are then the model's, `rules_result` and `reason`
   * stay the rules'. A model never lowers a result.
   */
  model: z.object({ rules_result: z.enum(fitResults), quote: z.string() }).optional(),
});
export type FitPart = z.infer<typeof fitPartSchema>;

/** How much each kind of part counts, out of 100 (shown with the score). */
export const fitWeightsSchema = z.record(z.enum(fitPartKinds), z.number());
export type FitWeights = z.infer<typeof fitWeightsSchema>;

export const fitScoreSchema = z.object({
  /** 0–100, the same for the same résumé and job. */
  score: z.number().int().min(0).max(100),
  weights: fitWeightsSchema,
  parts: z.array(fitPartSchema),
  /** What the score never looks at, said with every explanation. */
  excluded: z.string(),
});
export type FitScore = z.infer<typeof fitScoreSchema>;

export const FIT_EXCLUDED_TEXT = 'The score never uses name, gender, age, photo, nationality or marital status.';
