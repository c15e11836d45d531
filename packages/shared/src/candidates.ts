import { z } from 'zod';
import { plural } from './plural.ts';
import { envelopeSchema } from './api.ts';
import { fitScoreSchema, parsedResumeSchema } from './candidate-fit.ts';

// Candidates of the hiring area (#17; SPEC §7 /candidate/..., /candidate-fit-score/...) and their
// applications; the résumé's reading and the fit score are in candidate-fit.ts; the
// actions on them (bookmark, stage, screening call, erasure) in candidate-actions.ts.

/** Where an application stands; `rejected` carries a reason. */
export const applicationStages = [
  'new',
  'shortlisted',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStage = (typeof applicationStages)[number];
export const applicationStageLabels: Record<ApplicationStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** How a candidate reached the workspace. */
export const candidateSources = ['upload', 'careers', 'import', 'manual'] as const;
export type CandidateSource = (typeof candidateSources)[number];
export const candidateSourceLabels: Record<CandidateSource, string> = {
  upload: 'Uploaded résumé',
  careers: 'Careers site',
  import: 'Imported',
  manual: 'Added by hand',
};

export const candidateLimits = {
  /** Résumés in one upload. */
  filesPerUpload: 50,
  /** One résumé file. */
  resumeBytes: 10 * 1024 * 1024,
  /** An image résumé, read by OCR: its pixels at most. */
  resumePixels: 40_000_000,
  /** Candidates on one page of the ranked list. */
  pageSizeMax: 100,
  pageSizeDefault: 50,
  /** Applications moved by one bulk action. */
  bulkMax: 500,
  reasonMax: 500,
} as const;

/** What an upload takes as a résumé (its bytes are checked against the ending); images and scanned PDFs are read by OCR. */
export const RESUME_UPLOAD_EXTENSIONS = ['.pdf', '.docx', '.txt', '.md', '.png', '.jpg', '.jpeg', '.webp'] as const;
export const RESUME_UPLOAD_ACCEPT = RESUME_UPLOAD_EXTENSIONS.join(',');

export const candidateMessages = {
  noFiles: 'Choose at least one résumé to upload',
  tooManyFiles: `Upload at most ${candidateLimits.filesPerUpload} résumés at once`,
  uploaded: (count: number) => `${plural(count, 'résumé')} uploaded; scoring in the background`,
  jobRequired: 'Choose the job to score the résumés against',
  jobNotFound: 'Job not found',
  batchNotFound: 'Upload not found',
  applicationNotFound: 'Candidate not found',
  candidateNotFound: 'Candidate not found',
  resumeNotFound: 'Résumé not found',
  reasonRequired: 'Give a reason for the rejection',
  bookmarked: 'Candidate bookmarked',
  unbookmarked: 'Bookmark removed',
  moved: (count: number, stage: ApplicationStage) =>
    `${plural(count, 'candidate')} moved to ${applicationStageLabels[stage]}`,
  noProvider:
    "No voice provider is configured: set the workspace's provider API key, caller number and agents (with " +
    'zara_screening) on the Integrations page, or RETELL_API_KEY, RETELL_FROM_NUMBER and RETELL_CALL_AGENTS, ' +
    'to let your recruiting agent place screening calls.',
  noPhone: 'The candidate has no phone number to call',
  screeningInProgress: 'A screening call for this candidate is already in progress',
  erased: 'Candidate erased: what remains of them is anonymous',
  fileTooLarge: `The file is larger than ${candidateLimits.resumeBytes / (1024 * 1024)} MB`,
  fileType: 'Not a PDF, Word (.docx), .txt, .md or image (PNG, JPEG, WebP) résumé',
  fileUnreadable: 'The file could not be read as a résumé',
  fileEncrypted: 'The PDF is password-protected',
  fileEmpty: 'No text was found in the file, even by OCR',
} as const;

/** The answer when the recruiting agent is asked to call: 'Screening call placed: Riley is calling the candidate'. */
export const callPlacedMessage = (call: 'Screening call' | 'Scheduling call', agentName: string | null): string =>
  `${call} placed: ${agentName ?? 'the recruiting agent'} is calling the candidate`;

/** The reading and scoring of one uploaded file. */
export const scoringFileStatuses = ['queued', 'reading', 'scored', 'failed'] as const;
export type ScoringFileStatus = (typeof scoringFileStatuses)[number];

export const scoringFileSchema = z.object({
  file_id: z.string(),
  filename: z.string(),
  bytes: z.number().int().nonnegative(),
  status: z.enum(scoringFileStatuses),
  /** Why the file failed, in one sentence. */
  error: z.string().nullable(),
  application_id: z.string().nullable(),
  candidate_name: z.string().nullable(),
  score: z.number().int().nullable(),
});
export type ScoringFile = z.infer<typeof scoringFileSchema>;

/** POST /candidate/score-candidates (202) and GET /candidate/score-candidates/{batchId}. */
export const scoringBatchSchema = z.object({
  batch_id: z.string(),
  job_id: z.string(),
  created_timestamp: z.number().int(),
  /** Files scored or failed. */
  done: z.number().int().nonnegative(),
  files: z.array(scoringFileSchema),
});
export type ScoringBatch = z.infer<typeof scoringBatchSchema>;
export const scoringBatchResponseSchema = envelopeSchema(scoringBatchSchema);
export const scoringBatchParamsSchema = z.object({ batchId: z.string().min(1).max(100) });

/** Whether the application's fit score is ready. */
export const fitStatuses = ['pending', 'scored', 'failed'] as const;
export type FitStatus = (typeof fitStatuses)[number];

/** A candidate's application to a job, as the ranked list shows it. */
export const candidateFitItemSchema = z.object({
  application_id: z.string(),
  candidate_id: z.string(),
  job_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string(),
  /** The current or latest title, else the résumé's summary, shortened. */
  headline: z.string(),
  years_of_experience: z.number().nullable(),
  skills: z.array(z.string()),
  source: z.enum(candidateSources),
  stage: z.enum(applicationStages),
  rejection_reason: z.string().nullable(),
  bookmarked: z.boolean(),
  fit_status: z.enum(fitStatuses),
  /** 0–100 once scored. */
  score: z.number().int().nullable(),
  /** The screening call's score (0–100), once zara has screened the candidate. */
  screening_score: z.number().nullable(),
  applied_timestamp: z.number().int(),
  stage_changed_timestamp: z.number().int(),
});
export type CandidateFitItem = z.infer<typeof candidateFitItemSchema>;

/** GET /candidate-fit-score/candidate-fit-scores: total counts the filtered list; stage_counts every stage of the job. */
export const candidateFitListSchema = z.object({
  candidates: z.array(candidateFitItemSchema),
  next_cursor: z.string().nullable(),
  stage_counts: z.record(z.enum(applicationStages), z.number().int().nonnegative()),
});
export type CandidateFitList = z.infer<typeof candidateFitListSchema>;
export const candidateFitListResponseSchema = envelopeSchema(candidateFitListSchema);

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The ranked list's filters (also the CSV export's). Ranked by score (unscored last), then most recent. */
export const candidateFitQuerySchema = z.object({
  job_id: z.string({ error: candidateMessages.jobRequired }).trim().min(1, candidateMessages.jobRequired).max(100),
  min_score: z.coerce.number().int().min(0).max(100).optional(),
  max_score: z.coerce.number().int().min(0).max(100).optional(),
  skill: z.string().trim().min(1).max(100).optional(),
  stage: z.enum(applicationStages).optional(),
  bookmarked: booleanQuery.optional(),
  source: z.enum(candidateSources).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(candidateLimits.pageSizeMax).default(candidateLimits.pageSizeDefault),
});
export type CandidateFitQuery = z.input<typeof candidateFitQuerySchema>;

/** The CSV export: the list's filters, or only the named applications (comma-separated). */
export const candidateCsvQuerySchema = candidateFitQuerySchema.omit({ cursor: true, limit: true }).extend({
  application_ids: z
    .string()
    .max(candidateLimits.bulkMax * 40)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .optional(),
});

export const applicationParamsSchema = z.object({ applicationId: z.string().min(1).max(100) });
export const candidateParamsSchema = z.object({ candidateId: z.string().min(1).max(100) });
export const candidateResumeParamsSchema = candidateParamsSchema.extend({ resumeId: z.string().min(1).max(100) });

/** A stage change, as the history lists it (the actor is a member of the workspace, or null for the product itself). */
export const stageEventSchema = z.object({
  from_stage: z.enum(applicationStages).nullable(),
  to_stage: z.enum(applicationStages),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
  timestamp: z.number().int(),
});
export type StageEvent = z.infer<typeof stageEventSchema>;

export const screeningStatuses = ['requested', 'completed'] as const;
export type ScreeningStatus = (typeof screeningStatuses)[number];

/**
 * How a screening call ended, as its analysis says (custom_analysis_data.screening_outcome): passed or
 * declined (the candidate was screened), withdrew (no longer looking), callback (asked to be called
 * again: not screened yet).
 */
export const screeningOutcomes = ['passed', 'declined', 'withdrew', 'callback'] as const;
export type ScreeningOutcome = (typeof screeningOutcomes)[number];

/** A screening call by zara and what it found (the provider's custom_analysis_data). */
export const screeningSchema = z.object({
  call_id: z.string(),
  status: z.enum(screeningStatuses),
  requested_timestamp: z.number().int(),
  /** The questions asked: the job's must-have requirements. */
  questions: z.array(z.string()),
  /** One answer per question, as the call's analysis gave it (null when it gave none). */
  answers: z.array(z.object({ question: z.string(), answer: z.string().nullable() })),
  score: z.number().nullable(),
  /** The outcome the analysis names, when it names one. */
  outcome: z.enum(screeningOutcomes).nullable(),
  summary: z.string().nullable(),
  call_successful: z.boolean().nullable(),
});
export type Screening = z.infer<typeof screeningSchema>;

export const candidateResumeSchema = z.object({
  resume_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  bytes: z.number().int().nonnegative(),
  created_timestamp: z.number().int(),
});
export type CandidateResume = z.infer<typeof candidateResumeSchema>;

/** The detail's fields from the candidate's own record; candidate-record.ts adds their calls' outcomes. */
export const candidateFitDetailBaseSchema = candidateFitItemSchema.extend({
  job_title: z.string(),
  profile: parsedResumeSchema.nullable(),
  fit: fitScoreSchema.nullable(),
  /** Why the résumé could not be read or scored, when fit_status is failed. */
  fit_error: z.string().nullable(),
  resume: candidateResumeSchema.nullable(),
  /** The résumé's text, as read (what the explanation quotes). */
  resume_text: z.string().nullable(),
  history: z.array(stageEventSchema),
  screening: screeningSchema.nullable(),
  /** The calls zara had with the candidate (screening, interview scheduling), newest first. */
  calls: z.array(
    z.object({
      call_id: z.string(),
      call_type: z.string().nullable(),
      start_timestamp: z.number().int(),
      duration_ms: z.number().int().nullable(),
      summary: z.string().nullable(),
      call_successful: z.boolean().nullable(),
    }),
  ),
  /** The candidate's other applications in the workspace. */
  other_applications: z.array(
    z.object({
      application_id: z.string(),
      job_id: z.string(),
      job_title: z.string(),
      stage: z.enum(applicationStages),
      score: z.number().int().nullable(),
    }),
  ),
});
