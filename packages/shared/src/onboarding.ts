import { z } from 'zod';
import { envelopeSchema } from './api.ts';

// The onboarding document viewer of SPEC §2 (Demo Call, Onboarding tab), §3 (Onboarding document)
// and §7 (get-all-documents): documents a customer or candidate handed to the onboarding agent,
// with the data extracted from them.

/** SPEC §2: what a missing value shows. */
export const NOT_AVAILABLE = 'N/A';
/** SPEC §2: the Document Processing button only alerts. */
export const DOCUMENT_PROCESSING_ALERT = 'Document processing initiated';

/** SPEC §3: image types or application/pdf. */
export const onboardingFileTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'] as const;
export type OnboardingFileType = (typeof onboardingFileTypes)[number];

/** SPEC §3: full_name is a string, or an object with english and regional. */
export const fullNameSchema = z.union([z.string(), z.object({ english: z.string().nullish(), regional: z.string().nullish() })]);

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
  processed_at: z.number().int(),
  confidence: z.record(z.string(), z.number().min(0).max(1)),
});

/** SPEC §3 Onboarding document. */
export const onboardingDocumentSchema = z.object({
  _id: z.string(),
  /** What the document is: aadhaar, pan, passport, driving_licence, resume... */
  type: z.string(),
  file_type: z.enum(onboardingFileTypes),
  file_name: z.string(),
  /** A signed, expiring link to the file (an <img> sends no bearer header). */
  s3_url: z.string(),
  data: onboardingDataSchema,
  /** Received (ms). */
  created_at: z.number().int(),
  detail: onboardingDetailSchema.optional(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

export const getAllDocumentsQuerySchema = z.object({
  add_detail_to_response: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

/** SPEC §7: the list is data.documents[0]. */
export const getAllDocumentsResponseSchema = envelopeSchema(z.object({ documents: z.array(z.array(onboardingDocumentSchema)) }));

/** The labels of the extracted fields, in the order the detail view shows them. */
export const onboardingFieldLabels = {
  full_name: 'Full name',
  date_of_birth: 'Date of birth',
  age: 'Age',
  gender: 'Gender',
  father_name: "Father's name",
  nationality: 'Nationality',
  marital_status: 'Marital status',
  document_number: 'Document number',
  issue_date: 'Issue date',
  validity: 'Valid until',
  address: 'Address',
  pincode: 'Pincode',
  summary: 'Summary',
} as const satisfies Partial<Record<keyof OnboardingData, string>>;

/** A value as the viewer shows it: 'N/A' when missing or blank (SPEC §2). */
export const displayValue = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = String(value).trim();
  return text === '' ? NOT_AVAILABLE : text;
};

/** full_name as text: the string, or english with regional after it. */
export const displayFullName = (name: OnboardingData['full_name']): string => {
  if (typeof name === 'string' || name === null || name === undefined) return displayValue(name);
  const english = name.english?.trim() ?? '';
  const regional = name.regional?.trim() ?? '';
  if (english !== '' && regional !== '') return `${english} (${regional})`;
  return displayValue(english || regional);
};
