import { describe, expect, it } from 'vitest';
import { td3Lines } from '../../seed/onboarding-synthetic.ts';
import { extractFields, findMrzLines, mrzCheckDigit, readMrz, withCheckedNumber } from './index.ts';

const lines = td3Lines({
  surname: 'Mehta',
  given: 'Aarav Kumar',
  number: 'M6130568',
  nationality: 'IND',
  birth: '900413',
  sex: 'M',
  expiry: '310621',
});

describe('passport machine-readable zone (ICAO 9303 TD3)', () => {
  it('computes check digits as the standard does', () => {
    // ICAO 9303 part 3's worked example.
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
  });

  it('reads a zone whose check digits hold', () => {
    const mrz = readMrz(lines, new Date('2026-11-22'));
    expect(mrz).toMatchObject({
      isValid: true,
      failures: [],
      surname: 'MEHTA',
      givenNames: 'AARAV KUMAR',
      documentNumber: 'M6130568',
      birthDate: '13/04/1990',
      expiryDate: '21/06/2031',
      sex: 'Male',
      nationality: 'IND',
    });
  });

  it('marks a zone whose document number was misread, and trusts that field less', () => {
    const misread: [string, string] = [lines[0], `M6130569${lines[1].slice(8)}`];
    const mrz = readMrz(misread);
    expect(mrz.isValid).toBe(false);
    expect(mrz.failures.join(' ')).toMatch(/document number/i);
    const extraction = extractFields([
      { text: 'REPUBLIC OF INDIA PASSPORT', confidence: 1 },
      ...misread.map((text) => ({ text, confidence: 0.9 })),
    ]);
    expect(extraction.type).toBe('passport');
    expect(extraction.fields['document_number']!.confidence).toBeLessThan(0.5);
    expect(extraction.fields['date_of_birth']!.confidence).toBeGreaterThan(0.9);
  });

  it("puts right a document number whose letter OCR read as a digit, by the number's check digit", () => {
    const zone = td3Lines({
      surname: 'Patel',
      given: 'Arjun',
      number: 'I1094009',
      nationality: 'IND',
      birth: '650909',
      sex: 'M',
      expiry: '271012',
    });
    const misread: [string, string] = [zone[0], `1${zone[1].slice(1)}`];
    expect(withCheckedNumber(misread[1])).toBe(zone[1]);
    expect(readMrz(misread)).toMatchObject({ isValid: true, documentNumber: 'I1094009' });
    // A digit misread as another digit has no look-alike to try: the line stays as read.
    expect(withCheckedNumber(`M6130569${lines[1].slice(8)}`)).toBe(`M6130569${lines[1].slice(8)}`);
  });

  it('finds the zone in OCR text with spaces and filler read as letters', () => {
    const text = `Passport No: M6130568\n${lines[0].replace('<<<<<<<<', 'KKLKKLKL')}\n${lines[1].slice(0, 20)} ${lines[1].slice(20)}`;
    const found = findMrzLines(text)!;
    expect(found[1]).toBe(lines[1]);
    expect(readMrz(found).givenNames).toBe('AARAV KUMAR');
  });
});
