import { z } from 'zod';
import { countries } from './phone.ts';

/** What a salary is paid per (schema.org's unitText in upper case: HOUR, DAY, WEEK, MONTH, YEAR). */
export const payPeriods = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof payPeriods)[number];

export const payPeriodLabels: Record<PayPeriod, string> = {
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  year: 'Per year',
};

const countryCodes = new Set(countries.map((country) => country.code));

/** A country's name from its two-letter code ('US' → 'United States'); the code when unknown. */
export const countryName = (code: string): string => countries.find((country) => country.code === code)?.name ?? code;

/**
 * GET/PUT /jobs/posting-settings: the workspace's default country (two-letter code), the country of a
 * job whose location names none and the applicant country of a remote job; null until it is set.
 */
export const jobPostingSettingsSchema = z.object({ default_country: z.string().nullable() });
export type JobPostingSettings = z.infer<typeof jobPostingSettingsSchema>;

export const jobPostingMessages = {
  chooseCountry: 'Choose a country',
  saved: 'Default country saved',
} as const;

export const saveJobPostingSettingsBodySchema = z.object({
  default_country: z
    .string({ error: jobPostingMessages.chooseCountry })
    .refine((code) => countryCodes.has(code), jobPostingMessages.chooseCountry),
});
export type SaveJobPostingSettingsBody = z.infer<typeof saveJobPostingSettingsBodySchema>;

/** A property Google requires that a job cannot be posted without, as the refusal names it. */
export type MissingPostingProperty = 'job_country' | 'applicant_country' | 'description' | 'title';

const missingWords: Record<MissingPostingProperty, string> = {
  title: 'a title',
  description: 'a description (a summary, responsibilities or requirements)',
  job_country:
    'the country of its location: name it in the location (e.g. "Austin, TX, United States") ' +
    "or set the workspace's default country",
  applicant_country:
    'the country remote applicants may live in: name it in the location (e.g. "Remote (India)") ' +
    "or set the workspace's default country",
};

/** 422 on publishing: what the job posting lacks, in words that say how to fill it. */
export const missingPostingMessage = (missing: MissingPostingProperty[]): string =>
  `This job cannot be posted yet: it needs ${missing.map((property) => missingWords[property]).join('; and ')}.`;

/** Whether a refusal to publish is about a country the workspace's default would fill. */
export const isMissingCountryMessage = (message: string): boolean =>
  message.startsWith('This job cannot be posted yet') && message.includes("workspace's default country");
