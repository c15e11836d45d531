import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OnboardingData } from '@agentdesk/shared';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { simplePdf } from '../lib/simple-pdf.ts';
import { drawTurned } from '../workers/scan-cleanup.ts';
import { mrzCheckDigit } from '../modules/onboarding/mrz-fields.ts';
import { createRng, type Rng } from './prng.ts';

// Synthetic onboarding documents, made by the project with no real person's data: identity cards
// and passports drawn with @napi-rs/canvas in the fonts the product ships (Inter, Noto Sans
// Devanagari from @fontsource-variable), some tilted a little, some turned on their side or upside
// down, some noisy, and PDF résumés; each with the true values of its fields beside it (the sample
// data stores them with the documents).

export const syntheticVariants = ['clean', 'tilted', 'turned', 'noisy'] as const;
export type SyntheticVariant = (typeof syntheticVariants)[number];

export type SyntheticDocument = {
  fileName: string;
  fileType: 'image/png' | 'image/jpeg' | 'application/pdf';
  type: 'aadhaar' | 'pan' | 'driving_licence' | 'passport' | 'resume';
  /** clean, tilted (a few degrees), turned (90°, 180° or 270°) or noisy (speckles, JPEG). */
  variant: SyntheticVariant;
  content: Buffer;
  truth: OnboardingData;
};

const require = createRequire(import.meta.url);
let fontsReady = false;
export const registerFonts = () => {
  if (fontsReady) return;
  const font = (pkg: string, file: string) =>
    join(dirname(require.resolve(`@fontsource-variable/${pkg}/package.json`)), 'files', file);
  GlobalFonts.registerFromPath(font('inter', 'inter-latin-wght-normal.woff2'), 'Inter');
  GlobalFonts.registerFromPath(
    font('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-wght-normal.woff2'),
    'Noto Sans Devanagari',
  );
  fontsReady = true;
};

const people = [
  ['Aarav', 'Mehta', 'आरव', 'मेहता', 'Male'],
  ['Diya', 'Kapoor', 'दिया', 'कपूर', 'Female'],
  ['Rohan', 'Verma', 'रोहन', 'वर्मा', 'Male'],
  ['Ananya', 'Iyer', 'अनन्या', 'अय्यर', 'Female'],
  ['Kabir', 'Singh', 'कबीर', 'सिंह', 'Male'],
  ['Meera', 'Joshi', 'मीरा', 'जोशी', 'Female'],
  ['Vikram', 'Nair', 'विक्रम', 'नायर', 'Male'],
  ['Isha', 'Gupta', 'ईशा', 'गुप्ता', 'Female'],
  ['Arjun', 'Patel', 'अर्जुन', 'पटेल', 'Male'],
  ['Neha', 'Reddy', 'नेहा', 'रेड्डी', 'Female'],
] as const;
const fathers = ['Suresh', 'Ramesh', 'Mahesh', 'Prakash', 'Dinesh', 'Rajesh'];
const streets = ['12 Lake View Road', '45 Station Road', '7 Temple Street', '88 Park Avenue', '3 Hill Colony'];
const cities = [
  ['Pune', '411014'],
  ['Jaipur', '302017'],
  ['Kochi', '682016'],
  ['Lucknow', '226010'],
  ['Indore', '452001'],
] as const;

const pad2 = (value: number) => String(value).padStart(2, '0');
const dateOf = (rng: Rng, from: number, to: number) => ({
  day: rng.int(1, 28),
  month: rng.int(1, 12),
  year: rng.int(from, to),
});
const ddmmyyyy = (date: { day: number; month: number; year: number }) =>
  `${pad2(date.day)}/${pad2(date.month)}/${date.year}`;
const yymmdd = (date: { day: number; month: number; year: number }) =>
  `${String(date.year).slice(2)}${pad2(date.month)}${pad2(date.day)}`;
const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');
const letters = (rng: Rng, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');

/** ICAO 9303 TD3 lines for a passport, with every check digit. */
export const td3Lines = (p: {
  surname: string;
  given: string;
  number: string;
  nationality: string;
  birth: string;
  sex: 'M' | 'F';
  expiry: string;
}): [string, string] => {
  const name = `${p.surname.toUpperCase()}<<${p.given.toUpperCase().replace(/ /g, '<')}`;
  const line1 = `P<${p.nationality}${name}`.padEnd(44, '<').slice(0, 44);
  const number = p.number.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const part = (value: string) => `${value}${mrzCheckDigit(value)}`;
  const body = `${part(number)}${p.nationality}${part(p.birth)}${p.sex}${part(p.expiry)}${part(personal)}`;
  const composite = mrzCheckDigit(`${part(number)}${part(p.birth)}${part(p.expiry)}${part(personal)}`);
  return [line1, `${body}${composite}`];
};

type Line = { text: string; font?: 'latin' | 'deva'; size?: number; bold?: boolean };

/** A card: a coloured band with its titles, a photo outline and lines of text, as PNG or JPEG. */
const drawCard = (
  card: { title: string; subtitle: string; colour: string; lines: Line[]; mrz?: [string, string] },
  variant: SyntheticDocument['variant'],
  rng: Rng,
) => {
  registerFonts();
  const width = 1100;
  const height = card.mrz ? 760 : 680;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  if (variant === 'tilted') {
    g.translate(width / 2, height / 2);
    g.rotate(((rng.chance(0.5) ? 1 : -1) * rng.between(2, 4) * Math.PI) / 180);
    g.translate(-width / 2, -height / 2);
  }
  g.fillStyle = '#f8fafc';
  g.fillRect(20, 20, width - 40, height - 40);
  g.fillStyle = card.colour;
  g.fillRect(20, 20, width - 40, 100);
  g.fillStyle = '#ffffff';
  g.font = 'bold 34px Inter';
  g.fillText(card.title, 50, 65);
  g.font = '24px Inter';
  g.fillText(card.subtitle, 50, 102);
  g.fillStyle = '#e2e8f0';
  g.fillRect(50, 150, 180, 220);
  let y = 170;
  for (const line of card.lines) {
    const size = line.size ?? 28;
    y += size * 1.55;
    g.fillStyle = '#111827';
    g.font = `${line.bold ? 'bold ' : ''}${size}px ${line.font === 'deva' ? 'Noto Sans Devanagari' : 'Inter'}`;
    g.fillText(line.text, 270, y);
  }
  if (card.mrz) {
    g.font = '30px Inter';
    g.fillText(card.mrz[0], 40, height - 95);
    g.fillText(card.mrz[1], 40, height - 45);
  }
  if (variant === 'noisy') speckle(g, width, height, rng);
  if (variant === 'turned') {
    // A quarter, half or three-quarter turn clockwise, as a phone photo taken sideways comes.
    return drawTurned(canvas, rng.pick([90, 180, 270] as const)).toBuffer('image/png');
  }
  return variant === 'noisy' ? canvas.toBuffer('image/jpeg', 70) : canvas.toBuffer('image/png');
};

const speckle = (g: SKRSContext2D, width: number, height: number, rng: Rng) => {
  for (let i = 0; i < 2500; i += 1) {
    g.fillStyle = rng.chance(0.5) ? 'rgba(0,0,0,0.35)' : 'rgba(120,120,120,0.3)';
    g.fillRect(rng.int(0, width), rng.int(0, height), rng.int(1, 2), rng.int(1, 2));
  }
};

/**
 * The person of the index-th document: given names and surnames paired differently in each run of
 * ten, so that no two documents of the set share a name, type and variant.
 */
const personOf = (index: number) => {
  const [given, , givenDeva, , gender] = people[index % people.length]!;
  const [, surname, , surnameDeva] = people[(index + 3 * Math.floor(index / people.length)) % people.length]!;
  return { given, surname, givenDeva, surnameDeva, gender };
};

const identity = (rng: Rng, index: number) => {
  const { given, surname, givenDeva, surnameDeva, gender } = personOf(index);
  const [city, pincode] = rng.pick(cities);
  const birth = dateOf(rng, 1965, 2004);
  return {
    given,
    surname,
    regional: `${givenDeva} ${surnameDeva}`,
    gender,
    father: `${rng.pick(fathers)} ${surname}`,
    birth,
    street: rng.pick(streets),
    city,
    pincode,
  };
};

const card = (
  type: SyntheticDocument['type'],
  index: number,
  variant: SyntheticDocument['variant'],
): SyntheticDocument => {
  const rng = createRng(1009 * index + 17);
  const p = identity(rng, index);
  const english = `${p.given} ${p.surname}`;
  const ext = variant === 'noisy' ? 'jpg' : 'png';
  const fileName = `${p.given.toLowerCase()}-${p.surname.toLowerCase()}-${type.replace('_', '-')}-${variant}.${ext}`;
  const fileType = variant === 'noisy' ? 'image/jpeg' : 'image/png';
  const dob = ddmmyyyy(p.birth);
  if (type === 'aadhaar') {
    const number = `${rng.int(2, 9)}${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`;
    const lines: Line[] = [
      { text: p.regional, font: 'deva' },
      { text: `Name: ${english}` },
      { text: `DOB: ${dob}` },
      { text: `Gender: ${p.gender}` },
      { text: `Aadhaar No: ${number}`, bold: true },
      { text: `Address: ${p.street},`, size: 24 },
      { text: `${p.city} - ${p.pincode}`, size: 24 },
    ];
    const content = drawCard(
      {
        title: 'GOVERNMENT OF INDIA',
        subtitle: 'Aadhaar - Unique Identification Authority of India',
        colour: '#c2410c',
        lines,
      },
      variant,
      rng,
    );
    return {
      fileName,
      fileType,
      type,
      variant,
      content,
      truth: {
        full_name: { english, regional: p.regional },
        date_of_birth: dob,
        gender: p.gender,
        document_number: number,
        pincode: p.pincode,
        nationality: 'Indian',
      },
    };
  }
  if (type === 'pan') {
    const number = `${letters(rng, 3)}P${p.surname[0]!.toUpperCase()}${digits(rng, 4)}${letters(rng, 1)}`;
    const lines: Line[] = [
      { text: `Name: ${english.toUpperCase()}` },
      { text: `Father's Name: ${p.father.toUpperCase()}` },
      { text: `Date of Birth: ${dob}` },
      { text: `PAN: ${number}`, bold: true },
    ];
    const content = drawCard(
      { title: 'INCOME TAX DEPARTMENT', subtitle: 'Permanent Account Number Card', colour: '#1d4ed8', lines },
      variant,
      rng,
    );
    return {
      fileName,
      fileType,
      type,
      variant,
      content,
      truth: {
        full_name: english,
        father_name: p.father,
        date_of_birth: dob,
        document_number: number,
        nationality: 'Indian',
      },
    };
  }
  if (type === 'driving_licence') {
    const number = `MH${pad2(rng.int(1, 50))} ${rng.int(2005, 2020)}${digits(rng, 7)}`;
    const issued = dateOf(rng, 2015, 2022);
    const valid = { ...issued, year: issued.year + 20 };
    const lines: Line[] = [
      { text: `DL No: ${number}`, bold: true },
      { text: `Name: ${english}` },
      { text: `S/O: ${p.father}` },
      { text: `DOB: ${dob}` },
      { text: `Issue Date: ${ddmmyyyy(issued)}   Valid Till: ${ddmmyyyy(valid)}`, size: 24 },
      { text: `Address: ${p.street}, ${p.city} ${p.pincode}`, size: 24 },
    ];
    const content = drawCard(
      { title: 'INDIAN UNION DRIVING LICENCE', subtitle: 'Transport Department', colour: '#047857', lines },
      variant,
      rng,
    );
    return {
      fileName,
      fileType,
      type,
      variant,
      content,
      truth: {
        full_name: english,
        father_name: p.father,
        date_of_birth: dob,
        document_number: number,
        issue_date: ddmmyyyy(issued),
        validity: ddmmyyyy(valid),
        pincode: p.pincode,
      },
    };
  }
  // A passport: printed page and its machine-readable zone.
  const number = `${letters(rng, 1)}${digits(rng, 7)}`;
  const issued = dateOf(rng, 2016, 2023);
  const expiry = { ...issued, year: issued.year + 10 };
  const mrz = td3Lines({
    surname: p.surname,
    given: p.given,
    number,
    nationality: 'IND',
    birth: yymmdd(p.birth),
    sex: p.gender === 'Male' ? 'M' : 'F',
    expiry: yymmdd(expiry),
  });
  const lines: Line[] = [
    { text: `Passport No: ${number}`, bold: true },
    { text: `Surname: ${p.surname.toUpperCase()}` },
    { text: `Given Names: ${p.given.toUpperCase()}` },
    { text: `Nationality: INDIAN   Sex: ${p.gender === 'Male' ? 'M' : 'F'}`, size: 24 },
    { text: `Date of Birth: ${dob}`, size: 24 },
    { text: `Date of Issue: ${ddmmyyyy(issued)}   Date of Expiry: ${ddmmyyyy(expiry)}`, size: 24 },
  ];
  const content = drawCard(
    { title: 'REPUBLIC OF INDIA', subtitle: 'PASSPORT', colour: '#1e3a8a', lines, mrz },
    variant,
    rng,
  );
  return {
    fileName,
    fileType,
    type: 'passport',
    variant,
    content,
    truth: {
      full_name: english,
      date_of_birth: dob,
      gender: p.gender,
      document_number: number,
      nationality: 'Indian',
      issue_date: ddmmyyyy(issued),
      validity: ddmmyyyy(expiry),
    },
  };
};

const companies = ['Northwind Traders', 'Bluepeak Systems', 'Harbor Analytics', 'Greenleaf Foods', 'Orbit Logistics'];
const titles = ['Operations Manager', 'Software Engineer', 'Data Analyst', 'Account Executive', 'Quality Lead'];
const colleges = ['Pune Institute of Technology', 'Delhi College of Commerce', 'Madras School of Engineering'];

/** A one-page PDF résumé with a text layer, and its truth. */
const resume = (index: number): SyntheticDocument => {
  const rng = createRng(7919 * index + 3);
  const { given, surname } = personOf(index);
  const name = `${given} ${surname}`;
  const jobs = [0, 1].map((offset) => ({
    company: companies[(index + offset) % companies.length]!,
    title: titles[(index + offset * 2) % titles.length]!,
    start: 2023 - 4 * (offset + 1),
    end: offset === 0 ? 'present' : String(2023 - 4),
  }));
  const college = rng.pick(colleges);
  const summary = `${jobs[0]!.title} with eight years of experience leading teams and improving processes.`;
  const content = simplePdf([
    { text: name, size: 20, bold: true },
    { text: `${given.toLowerCase()}.${surname.toLowerCase()}@example.com - Pune, India`, size: 10 },
    { text: 'Summary', size: 13, bold: true, gap: 12 },
    { text: summary },
    { text: 'Work experience', size: 13, bold: true, gap: 12 },
    ...jobs.flatMap((job) => [
      { text: `${job.title}, ${job.company} (${job.start} - ${job.end})`, bold: true, gap: 6 },
      { text: `- Led a team of ${rng.int(4, 20)} and cut costs by ${rng.int(5, 30)}%.` },
      { text: '- Introduced weekly reviews and clear targets.' },
    ]),
    { text: 'Education', size: 13, bold: true, gap: 12 },
    { text: `B.Tech Computer Science, ${college} (2010 - 2014)` },
  ]);
  return {
    fileName: `${given.toLowerCase()}-${surname.toLowerCase()}-resume.pdf`,
    fileType: 'application/pdf',
    type: 'resume',
    variant: 'clean',
    content,
    truth: {
      full_name: name,
      summary,
      work_experience: jobs.map((job) => ({ company: job.company, title: job.title })),
      education_history: [{ institution: college }],
    },
  };
};

const cardTypes = ['aadhaar', 'pan', 'driving_licence', 'passport'] as const;
const variants = ['clean', 'clean', 'tilted', 'noisy', 'turned'] as const;

/** How many synthetic documents the sample data holds. */
export const SYNTHETIC_DOCUMENT_COUNT = 36;

/** The index-th synthetic document: a résumé one time in five, else a card of each type in turn, in each variant in turn. */
export const syntheticDocument = (index: number): SyntheticDocument => {
  if (index % 5 === 4) return resume(index);
  const slot = index - Math.floor(index / 5);
  return card(
    cardTypes[slot % cardTypes.length]!,
    index,
    variants[Math.floor(slot / cardTypes.length) % variants.length]!,
  );
};

/** The first `count` synthetic documents (the sample data holds SYNTHETIC_DOCUMENT_COUNT of them). */
export const syntheticDocuments = (count = SYNTHETIC_DOCUMENT_COUNT): SyntheticDocument[] =>
  Array.from({ length: count }, (_, index) => syntheticDocument(index));
