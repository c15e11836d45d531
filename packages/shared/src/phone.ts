// No schema library here: the SPA's demo-call chunk imports this module (`@agentdesk/shared/phone`).
// The 'max' metadata carries each country's numbering plan; the default ('min') only checks lengths.
import { isValidPhoneNumber, parsePhoneNumberFromString, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import countryData from './country-data.json' with { type: 'json' };

/** A country as the phone input lists it (SPEC §3 "Country list entry"). */
export type CountryEntry = {
  /** Common English name, e.g. 'Germany'. */
  name: string;
  /** A native name, e.g. 'Deutschland'; the English name when there is none. */
  local_name: string;
  /** International prefix with '+', e.g. '+49'. */
  dial_code: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  code: string;
  /** Emoji flag. */
  flag: string;
  currency_name: string;
  currency_code: string;
  currency_symbol: string;
  preferred?: boolean;
  secondary?: boolean;
  part_of?: string;
  area_codes?: string[];
};

/** The phone input's value (SPEC §3): the chosen country, or none, and the digits typed. */
export type PhoneValue = {
  country: Pick<CountryEntry, 'name' | 'local_name' | 'dial_code' | 'flag' | 'code'> | null;
  number: string;
};

/** What the phone input says under the number: nothing, valid or invalid. */
export type PhoneCheck = 'valid' | 'invalid' | null;

/** Shortest and longest number accepted, in digits (SPEC §9). */
export const PHONE_MIN_DIGITS = 2;
export const PHONE_MAX_DIGITS = 17;

/** Listed first, in this order (SPEC §9). */
const leadingCountryCodes = ['IN', 'US', 'CA', 'DE', 'GB', 'AU'];

const rank = (code: string): number => {
  const index = leadingCountryCodes.indexOf(code);
  return index === -1 ? leadingCountryCodes.length : index;
};

// country-data.json holds only the fields above, made from world-countries by
// scripts/build-country-data.ts (the full package is ~10× larger in the demo-call chunk).
const buildCountries = (): CountryEntry[] =>
  [...(countryData as CountryEntry[])].sort(
    (a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'en'),
  );

/** Every country with a dialling code: India, United States, Canada, Germany, United Kingdom, Australia, then by name (SPEC §9). */
export const countries: CountryEntry[] = /* @__PURE__ */ buildCountries();

/**
 * Countries whose name or local name contains the query, or whose dial code starts with it
 * (with or without '+'), ignoring case; all for a blank query.
 */
export const searchCountries = (query: string, list: CountryEntry[] = countries): CountryEntry[] => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return list;
  // A dial code matches from its start: '+49' means Germany, not Sudan (+249).
  const dialNeedle = needle.replace(/^\+/, '');
  return list.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.local_name.toLowerCase().includes(needle) ||
      (dialNeedle !== '' && country.dial_code.slice(1).startsWith(dialNeedle)),
  );
};

/** The digits of a text, everything else dropped ('+91 98-23' → '919823'). */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/**
 * Whether a national number is valid for a country under its numbering plan (SPEC §5):
 * null without a number or a country, 'invalid' outside 2..17 digits or when anything fails.
 */
export const checkPhone = (country: Pick<CountryEntry, 'code'> | null | undefined, digits: string): PhoneCheck => {
  if (country == null || digits === '') return null;
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return 'invalid';
  try {
    return isValidPhoneNumber(digits, country.code as CountryCode) ? 'valid' : 'invalid';
  } catch {
    // SPEC §8: every internal phone failure counts as an invalid number.
    return 'invalid';
  }
};

/** The international (E.164) form of a national number, as providers dial it: '+14155550123'. */
export const toE164 = (countryCode: string, digits: string): string =>
  parsePhoneNumberWithError(digits, countryCode as CountryCode).number;

/**
 * A phone number as typed (spaces, dashes, brackets allowed), read in `defaultCountry` when it has
 * no '+' prefix: its E.164 form ('+919876543210') when valid there, else null.
 */
export const normalisePhone = (text: string, defaultCountry?: string): string | null => {
  const country = defaultCountry as CountryCode | undefined;
  try {
    return isValidPhoneNumber(text, country) ? (parsePhoneNumberFromString(text, country)?.number ?? null) : null;
  } catch {
    return null;
  }
};

/** An E.164 number as people read it ('+91 98234 56781'); the text as given when it is not one. */
export const formatPhone = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** A call type of the demo call dropdown (SPEC §3). */
export type CallTypeOption = { label: string; value: string };

/** The demo call types, after the empty 'select' choice (SPEC §3). */
export const callTypes: CallTypeOption[] = [
  { label: 'select', value: '' },
  { label: 'Loan Qualification Call', value: 'loan_qualification' },
  { label: 'Loan Document collection call', value: 'loan_doc_collection' },
  { label: 'Loan Document recollection call', value: 'loan_doc_recollection' },
  { label: 'POS Qualification Call', value: 'pos_qualification' },
  { label: 'Zara screening call', value: 'zara_screening' },
  { label: 'Zara interview scheduling call', value: 'zara_interview_scheduling' },
  { label: 'Inward call', value: 'inward_call' },
  { label: 'Exhibition initial call', value: 'exhibition_initial_call' },
];
