import { z } from 'zod';
import { envelopeSchema } from './api.ts';

// The onboarding document viewer of SPEC §2 (Demo Call, Onboarding tab), §3 (Onboarding document)
// and §7 (get-all-documents): documents a customer or candidate handed to the onboarding agent,
// with the data extracted from them.

/** SPEC §2: what a missing value shows. */
export const NOT_AVAILABLE = 'N/A';
/** SPEC §2's words for Document Processing (its old alert, now a toast), said only when something was queued. */
export const DOCUMENT_PROCESSING_INITIATED = 'Document processing initiated';
/** Document Processing when every document is read or being read already. */
export const NOTHING_TO_PROCESS = 'No document is waiting to be read: every one is read or being read.';

/** SPEC §3: image types or application/pdf. */
export const onboardingFileTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
] as const;
export type OnboardingFileType = (typeof onboardingFileTypes)[number];

/** SPEC §3: full_name is a string, or an object with english and regional. */
export const fullNameSchema = z.union([
  z.string(),
  z.object({ english: z.string().nullish(), regional: z.string().nullish() }),
]);

export const educationEntrySchema = z.object({
  institution: z.string().nullish(),
  degree: z.string().nullish(),
  duration: z.string().nullish(),
  cgpa: z.union([z.string(), z.number()]).nullish(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const workExperienceEntrySchema = z.object({
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  duration: z.string().nullish(),
  responsibilities: z.array(z.string()).nullish(),
});
export type WorkExperienceEntry = z.infer<typeof workExperienceEntrySchema>;

/** SPEC §3 the data extracted from a document; every field may be missing. */
export const onboardingDataSchema = z.object({
  full_name: fullNameSchema.nullish(),
  date_of_birth: z.string().nullish(),
  age: z.union([z.string(), z.number()]).nullish(),
  gender: z.string().nullish(),
  father_name: z.string().nullish(),
  pincode: z.string().nullish(),
  nationality: z.string().nullish(),
  marital_status: z.string().nullish(),
  document_number: z.string().nullish(),
  issue_date: z.string().nullish(),
  validity: z.string().nullish(),
  summary: z.string().nullish(),
  address: z.string().nullish(),
  education_history: z.array(educationEntrySchema).nullish(),
  work_experience: z.array(workExperienceEntrySchema).nullish(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** How sure the extraction is of each field (0..1), with add_detail_to_response=true only. */
export const onboardingDetailSchema = z.object({
  processed_at: z.number().int().nullable(),
  confidence: z.record(z.string(), z.number().min(0).max(1)),
});

/** Where a document is in its processing: uploaded, queued or being read, read, or refused with a reason. */
export const onboardingStatuses = ['pending', 'processing', 'done', 'failed'] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];

/** What an upload may be (checked against the file's bytes, not its name). */
export const onboardingUploadLimits = {
  maxBytes: 15 * 1024 * 1024,
  maxPdfPages: 20,
  /** An image larger than this (width × height) is refused before it is decoded. */
  maxPixels: 40_000_000,
  maxFiles: 10,
  fileTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const,
  accept: '.pdf,.jpg,.jpeg,.png,.webp',
};

/** Below this a field is marked for a person to check. */
export const LOW_CONFIDENCE = 0.75;

/** How a field was read: how sure the rules are (0..1) and the text it came from. */
export const fieldEvidenceSchema = z.object({ confidence: z.number().min(0).max(1), source: z.string() });
export type FieldEvidence = z.infer<typeof fieldEvidenceSchema>;

/** A person's correction of a field: who, when, and the value it replaced. */
export const fieldCorrectionSchema = z.object({
  field: z.string(),
  value: z.string().nullable(),
  original: z.unknown(),
  corrected_by: z.string(),
  corrected_at: z.number().int(),
});
export type FieldCorrection = z.infer<typeof fieldCorrectionSchema>;

/** The processing side of a document, beside SPEC §3's shape. */
export const onboardingProcessingSchema = z.object({
  status: z.enum(onboardingStatuses),
  error: z.string().nullable(),
  page_count: z.number().int().nullable(),
  /** Pages read so far (progress while processing). */
  pages_read: z.number().int().min(0),
  /** Being read right now (a reader holds it); a queued one waits its turn. */
  is_reading: z.boolean().optional(),
  /** How the text was read: 'text layer', or 'OCR' with what was done to the scan first. */
  read_with: z.string().nullable(),
  fields: z.record(z.string(), fieldEvidenceSchema),
  corrections: z.array(fieldCorrectionSchema),
  /** A synthetic sample document's true values, stored beside it (sample data only). */
  sample: z.object({ variant: z.string(), truth: z.record(z.string(), z.unknown()) }).nullable(),
});
export type OnboardingProcessing = z.infer<typeof onboardingProcessingSchema>;

/** SPEC §3 Onboarding document. */
export const onboardingDocumentSchema = z.object({
  _id: z.string(),
  /** What the document is: aadhaar, pan, passport, driving_licence, resume... */
  type: z.string(),
  file_type: z.enum(onboardingFileTypes),
  file_name: z.string(),
  /** A signed, expiring link to the file (an <img> sends no bearer header). */
  s3_url: z.string(),
  /** A PDF's first page as a PNG, behind a signed, expiring link like `s3_url` (PDFs only). */
  preview_url: z.string().optional(),
  data: onboardingDataSchema,
  /** Received (ms). */
  created_at: z.number().int(),
  detail: onboardingDetailSchema.optional(),
  /** Processing status, per-field confidence and source, and corrections (issue #19). */
  processing: onboardingProcessingSchema.optional(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

export const getAllDocumentsQuerySchema = z.object({
  add_detail_to_response: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** SPEC §7: the list is data.documents[0]. */
export const getAllDocumentsResponseSchema = envelopeSchema(
  z.object({ documents: z.array(z.array(onboardingDocumentSchema)) }),
);

/** The fields a person may correct (single values; lists are corrected at the source). */
export const correctableFields = [
  'full_name',
  'date_of_birth',
  'age',
  'gender',
  'father_name',
  'pincode',
  'nationality',
  'marital_status',
  'document_number',
  'issue_date',
  'validity',
  'summary',
  'address',
] as const;

export const correctFieldBodySchema = z.object({
  field: z.enum(correctableFields),
  /** The new value; null or blank clears it. */
  value: z.string().max(2000).nullable(),
});
export type CorrectFieldBody = z.infer<typeof correctFieldBodySchema>;

export const documentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Upload, process, retry and correct (under the onboarding agent's API base). */
export const onboardingDocumentPaths = {
  upload: '/agent/onboarding-agent/api/documents/upload',
  process: '/agent/onboarding-agent/api/documents/process',
  retry: '/agent/onboarding-agent/api/documents/:id/retry',
  correct: '/agent/onboarding-agent/api/documents/:id/fields',
} as const;

export const uploadDocumentsResponseSchema = envelopeSchema(
  z.object({
    documents: z.array(
      z.object({ _id: z.string(), file_name: z.string(), file_type: z.string(), status: z.enum(onboardingStatuses) }),
    ),
  }),
);

/** What Document Processing queued, and where the queue stands. */
export const processDocumentsResponseSchema = envelopeSchema(
  z.object({
    queued: z.number().int(),
    processing: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
  }),
);

export const documentResponseSchema = envelopeSchema(onboardingDocumentSchema);
