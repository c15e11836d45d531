import { getExampleNumber } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { callTypes, checkPhone, countries, digitsOnly, searchCountries } from './phone.ts';

const country = (code: string) => {
  const found = countries.find((entry) => entry.code === code);
  if (found === undefined) throw new Error(`no country ${code}`);
  return found;
};

const exampleDigits = (code: string): string => {
  const example = getExampleNumber(code as CountryCode, examples);
  if (example === undefined) throw new Error(`no example for ${code}`);
  return example.nationalNumber;
};

describe('countries', () => {
  it('lists India, United States, Canada, Germany, United Kingdom, Australia first, then the rest by name', () => {
    expect(countries.slice(0, 6).map((entry) => entry.name)).toEqual([
      'India',
      'United States',
      'Canada',
      'Germany',
      'United Kingdom',
      'Australia',
    ]);
    const rest = countries.slice(6).map((entry) => entry.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest).not.toContain('India');
  });

  it('builds each entry from the country data', () => {
    expect(country('IN')).toEqual({
      name: 'India',
      local_name: 'India',
      dial_code: '+91',
      code: 'IN',
      flag: '🇮🇳',
      currency_name: 'Indian rupee',
      currency_code: 'INR',
      currency_symbol: '₹',
    });
    expect(country('DE').local_name).toBe('Deutschland');
    // Countries sharing a root with many area codes keep the root alone.
    expect(country('US').dial_code).toBe('+1');
    expect(country('CA').dial_code).toBe('+1');
    expect(country('GB').dial_code).toBe('+44');
  });

  it('leaves out places without a dialling code and has unique codes', () => {
    expect(countries.some((entry) => entry.code === 'AQ')).toBe(false);
    expect(countries.every((entry) => /^\+\d+$/.test(entry.dial_code))).toBe(true);
    expect(new Set(countries.map((entry) => entry.code)).size).toBe(countries.length);
  });
});

describe('searchCountries', () => {
  const names = (query: string) => searchCountries(query).map((entry) => entry.name);

  it('returns every country for an empty or blank query', () => {
    expect(searchCountries('')).toHaveLength(countries.length);
    expect(searchCountries('   ')).toHaveLength(countries.length);
  });

  it('matches the name, ignoring case', () => {
    expect(names('germ')).toEqual(['Germany']);
    expect(names('GERMANY')).toEqual(['Germany']);
    expect(names('united')).toEqual(
      expect.arrayContaining(['United States', 'United Kingdom', 'United Arab Emirates']),
    );
  });

  it('matches the local name', () => {
    expect(names('deutsch')).toEqual(['Germany']);
    expect(names('NIPPON').concat(names('日本'))).toContain('Japan');
  });

  it('matches the dial code with or without +', () => {
    expect(names('+91')).toContain('India');
    expect(names('91')).toContain('India');
    expect(names('+49')).toEqual(['Germany']);
    expect(names('+1')).toEqual(expect.arrayContaining(['United States', 'Canada']));
  });

  it('finds nothing for an unknown text (the list then says "No countries found.")', () => {
    expect(searchCountries('zzqx')).toEqual([]);
    expect(searchCountries('+999')).toEqual([]);
  });
});

describe('digitsOnly', () => {
  it('keeps digits and drops everything else', () => {
    expect(digitsOnly('+91 (98) 23-45.67 ab')).toBe('9198234567');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('')).toBe('');
  });
});

describe('checkPhone', () => {
  const codes = [
    'IN',
    'US',
    'CA',
    'DE',
    'GB',
    'AU',
    'FR',
    'IT',
    'ES',
    'NL',
    'BE',
    'CH',
    'AT',
    'SE',
    'NO',
    'DK',
    'PL',
    'IE',
    'PT',
    'BR',
    'MX',
    'AR',
    'JP',
    'CN',
    'KR',
    'SG',
    'AE',
    'SA',
    'ZA',
    'NG',
    'KE',
    'NZ',
    'RU',
    'TR',
    'ID',
    'PH',
  ];

  it.each(codes)('accepts the example mobile number of %s', (code) => {
    expect(checkPhone(country(code), exampleDigits(code))).toBe('valid');
  });

  it.each(['IN', 'US', 'DE', 'GB', 'AU', 'FR', 'JP', 'BR'])(
    'rejects the example number of %s without its last digit',
    (code) => {
      expect(checkPhone(country(code), exampleDigits(code).slice(0, -1))).toBe('invalid');
    },
  );

  it('uses the numbering plan, not only the length', () => {
    // Ten digits, but no Indian number range starts with 55.
    expect(checkPhone(country('IN'), '5555555555')).toBe('invalid');
    expect(checkPhone(country('IN'), '9823456789')).toBe('valid');
  });

  it('says nothing without a number or a country', () => {
    expect(checkPhone(country('IN'), '')).toBeNull();
    expect(checkPhone(null, '9823456789')).toBeNull();
    expect(checkPhone(undefined, '9823456789')).toBeNull();
  });

  it('rejects fewer than 2 and more than 17 digits', () => {
    expect(checkPhone(country('IN'), '9')).toBe('invalid');
    expect(checkPhone(country('IN'), '9'.repeat(18))).toBe('invalid');
  });

  it('treats an unknown country code as invalid instead of throwing', () => {
    expect(checkPhone({ code: 'XX' }, '9823456789')).toBe('invalid');
    expect(checkPhone({ code: '' }, '9823456789')).toBe('invalid');
  });
});

describe('callTypes', () => {
  it("starts with 'select' and lists the call types of SPEC §3", () => {
    expect(callTypes[0]).toEqual({ label: 'select', value: '' });
    expect(callTypes.slice(1).map((type) => type.value)).toEqual([
      'loan_qualification',
      'loan_doc_collection',
      'loan_doc_recollection',
      'pos_qualification',
      'zara_screening',
      'zara_interview_scheduling',
      'inward_call',
      'exhibition_initial_call',
    ]);
  });
});

describe('country data file', () => {
  it('is what scripts/build-country-data.ts makes from world-countries', async () => {
    const { buildCountryData } = await import('../scripts/build-country-data.ts');
    const committed = (await import('./country-data.json', { with: { type: 'json' } })).default;
    expect(committed).toEqual(buildCountryData());
  });
});
