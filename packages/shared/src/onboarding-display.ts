import { NOT_AVAILABLE, type OnboardingData } from './onboarding.ts';

// How the onboarding viewer shows a document's data (SPEC §2): each type's own fields, 'N/A' for
// what is missing, and a sample's check against the values it was drawn with.

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

export type OnboardingField = keyof typeof onboardingFieldLabels;
export type OnboardingList = 'education_history' | 'work_experience';

/**
 * What each document type carries, in the order the viewer shows it: an identity card its printed
 * fields, a résumé its summary, education and work. A type not named here shows every field.
 */
export const onboardingTypeFields: Record<string, { fields: OnboardingField[]; lists: OnboardingList[] }> = {
  aadhaar: {
    fields: ['full_name', 'date_of_birth', 'age', 'gender', 'nationality', 'document_number', 'address', 'pincode'],
    lists: [],
  },
  pan: { fields: ['full_name', 'father_name', 'date_of_birth', 'age', 'nationality', 'document_number'], lists: [] },
  voter_id: {
    fields: [
      'full_name',
      'father_name',
      'gender',
      'date_of_birth',
      'age',
      'nationality',
      'document_number',
      'address',
      'pincode',
    ],
    lists: [],
  },
  driving_licence: {
    fields: [
      'full_name',
      'father_name',
      'date_of_birth',
      'age',
      'document_number',
      'issue_date',
      'validity',
      'address',
      'pincode',
    ],
    lists: [],
  },
  passport: {
    fields: ['full_name', 'date_of_birth', 'age', 'gender', 'nationality', 'document_number', 'issue_date', 'validity'],
    lists: [],
  },
  resume: { fields: ['full_name', 'summary'], lists: ['education_history', 'work_experience'] },
};

const hasValue = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * The fields and lists the viewer shows for a document: its type's own (a missing one reads 'N/A',
 * SPEC §2), then any other that holds a value (nothing read is hidden). An unknown type shows all.
 */
export const shownOnboardingFields = (
  type: string,
  data: OnboardingData,
): { fields: OnboardingField[]; lists: OnboardingList[] } => {
  const own = onboardingTypeFields[type];
  const allFields = Object.keys(onboardingFieldLabels) as OnboardingField[];
  const allLists: OnboardingList[] = ['education_history', 'work_experience'];
  if (own === undefined) return { fields: allFields, lists: allLists };
  return {
    fields: [...own.fields, ...allFields.filter((field) => !own.fields.includes(field) && hasValue(data[field]))],
    lists: allLists.filter((list) => own.lists.includes(list) || hasValue(data[list])),
  };
};

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

/**
 * A field's value as compared with a synthetic sample's true values: names by their Latin form,
 * lists by their companies or institutions, case aside; null when the field is empty.
 */
export const comparableFieldValue = (data: Record<string, unknown>, field: string): string | null => {
  const value = data[field];
  if (value === null || value === undefined || value === '') return null;
  if (field === 'full_name')
    return (typeof value === 'string' ? value : ((value as { english?: string | null }).english ?? '')).toLowerCase();
  if (field === 'work_experience') return (value as { company?: string | null }[]).map((job) => job.company).join('|');
  if (field === 'education_history')
    return (value as { institution?: string | null }[]).map((entry) => entry.institution).join('|');
  return typeof value === 'string' || typeof value === 'number' ? String(value).toLowerCase() : null;
};

/** The fields of a sample's truth that what was read gets right, and those it does not. */
export const checkAgainstTruth = (data: Record<string, unknown>, truth: Record<string, unknown>) => {
  const fields = Object.keys(truth).filter((field) => comparableFieldValue(truth, field) !== null);
  const wrong = fields.filter((field) => comparableFieldValue(data, field) !== comparableFieldValue(truth, field));
  return { fields, right: fields.filter((field) => !wrong.includes(field)), wrong };
};
