import { createHash } from 'node:crypto';
import type { OnboardingData, OnboardingFileType } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { simplePdf } from '../lib/simple-pdf.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An identity card as an SVG image: a coloured band with its title, a photo outline and its fields. */
const cardSvg = (card: { title: string; subtitle: string; colour: string; fields: [string, string][] }) => {
  const rows = card.fields
    .map(([label, value], index) => {
      const y = 178 + index * 78;
      return `<text x="290" y="${y}" font-size="22" fill="#6b7280">${escapeXml(label)}</text><text x="290" y="${y + 34}" font-size="32" font-weight="600" fill="#111827">${escapeXml(value)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(card.title)}">
<rect width="856" height="540" rx="28" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>
<path d="M0 28a28 28 0 0 1 28-28h800a28 28 0 0 1 28 28v82H0z" fill="${card.colour}"/>
<text x="40" y="58" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(card.title)}</text>
<text x="40" y="94" font-size="24" fill="#ffffff" opacity="0.95">${escapeXml(card.subtitle)}</text>
<rect x="40" y="150" width="210" height="260" rx="12" fill="#e2e8f0"/>
<circle cx="145" cy="240" r="52" fill="#94a3b8"/><path d="M65 400c8-70 48-100 80-100s72 30 80 100z" fill="#94a3b8"/>
${rows}
</svg>`;
};

export type SampleDocument = { type: string; fileType: OnboardingFileType; fileName: string; content: Buffer; data: OnboardingData; confidence: Record<string, number>; hoursAgo: number };

/** The sample onboarding documents: a loan applicant's identity papers and a candidate's résumé. */
export const sampleDocuments = (): SampleDocument[] => [
  {
    type: 'aadhaar',
    fileType: 'image/svg+xml',
    fileName: 'priya-sharma-aadhaar.svg',
    content: Buffer.from(
      cardSvg({
        title: 'Government of India',
        subtitle: 'Aadhaar',
        colour: '#ea580c',
        fields: [
          ['Name', 'Priya Sharma'],
          ['Date of birth', '14/03/1994'],
          ['Gender', 'Female'],
          ['Number', 'XXXX XXXX 4821'],
        ],
      }),
    ),
    data: {
      full_name: { english: 'Priya Sharma', regional: 'प्रिया शर्मा' },
      date_of_birth: '14/03/1994',
      age: 32,
      gender: 'Female',
      document_number: 'XXXX XXXX 4821',
      address: 'Flat 12, Sunrise Apartments, Kalyani Nagar, Pune, Maharashtra',
      pincode: '411014',
      nationality: 'Indian',
    },
    confidence: { full_name: 0.98, date_of_birth: 0.97, gender: 0.99, document_number: 0.95, address: 0.88, pincode: 0.93 },
    hoursAgo: 2,
  },
  {
    type: 'pan',
    fileType: 'image/svg+xml',
    fileName: 'priya-sharma-pan.svg',
    content: Buffer.from(
      cardSvg({
        title: 'Income Tax Department',
        subtitle: 'Permanent Account Number Card',
        colour: '#1d4ed8',
        fields: [
          ['Name', 'PRIYA SHARMA'],
          ["Father's name", 'RAJESH SHARMA'],
          ['Date of birth', '14/03/1994'],
          ['PAN', 'ABCPS1234K'],
        ],
      }),
    ),
    data: { full_name: 'PRIYA SHARMA', father_name: 'RAJESH SHARMA', date_of_birth: '14/03/1994', document_number: 'ABCPS1234K', nationality: 'Indian' },
    confidence: { full_name: 0.99, father_name: 0.96, date_of_birth: 0.97, document_number: 0.99 },
    hoursAgo: 2.1,
  },
  {
    type: 'passport',
    fileType: 'image/svg+xml',
    fileName: 'daniel-okafor-passport.svg',
    content: Buffer.from(
      cardSvg({
        title: 'Passport',
        subtitle: 'United Kingdom of Great Britain and Northern Ireland',
        colour: '#7f1d1d',
        fields: [
          ['Surname / Given names', 'OKAFOR / DANIEL'],
          ['Nationality', 'British Citizen'],
          ['Date of issue', '02 MAY 2019'],
          ['Date of expiry', '02 MAY 2029'],
        ],
      }),
    ),
    // The extraction could not read the marital status (passports do not state it): it shows N/A.
    data: { full_name: 'Daniel Okafor', date_of_birth: '21/09/1988', gender: 'Male', nationality: 'British', document_number: '548213907', issue_date: '02/05/2019', validity: '02/05/2029', marital_status: null },
    confidence: { full_name: 0.97, date_of_birth: 0.95, nationality: 0.99, document_number: 0.92, issue_date: 0.9, validity: 0.9 },
    hoursAgo: 26,
  },
  {
    type: 'resume',
    fileType: 'application/pdf',
    fileName: 'amara-nwosu-resume.pdf',
    content: simplePdf([
      { text: 'Amara Nwosu', size: 20, bold: true },
      { text: 'Warehouse Operations Supervisor - Manchester, UK - amara.nwosu@example.com', size: 10 },
      { text: 'Summary', size: 13, bold: true, gap: 12 },
      { text: 'Supervisor with eight years in high-volume fulfilment, leading teams of up to 40 pickers and drivers.' },
      { text: 'Work experience', size: 13, bold: true, gap: 12 },
      { text: 'Shift Supervisor, Northgate Logistics, Manchester (2020 - present)', bold: true },
      { text: '- Runs the night shift of a 24-hour fulfilment centre; cut mis-picks by 35%.' },
      { text: '- Trains new starters on forklift safety and the warehouse management system.' },
      { text: 'Team Leader, Brightway Retail, Leeds (2016 - 2020)', bold: true, gap: 6 },
      { text: '- Led inbound receiving for 12 stores; scheduled a team of 15.' },
      { text: 'Education', size: 13, bold: true, gap: 12 },
      { text: 'BSc Logistics and Supply Chain Management, University of Salford (2012 - 2015), 2:1' },
      { text: 'Certificates', size: 13, bold: true, gap: 12 },
      { text: 'Counterbalance forklift licence (RTITB), First Aid at Work' },
    ]),
    data: {
      full_name: 'Amara Nwosu',
      summary: 'Supervisor with eight years in high-volume fulfilment, leading teams of up to 40 pickers and drivers.',
      address: 'Manchester, UK',
      education_history: [{ institution: 'University of Salford', degree: 'BSc Logistics and Supply Chain Management', duration: '2012 - 2015', cgpa: '2:1' }],
      work_experience: [
        {
          company: 'Northgate Logistics',
          title: 'Shift Supervisor',
          location: 'Manchester',
          duration: '2020 - present',
          responsibilities: ['Runs the night shift of a 24-hour fulfilment centre; cut mis-picks by 35%.', 'Trains new starters on forklift safety and the warehouse management system.'],
        },
        { company: 'Brightway Retail', title: 'Team Leader', location: 'Leeds', duration: '2016 - 2020', responsibilities: ['Led inbound receiving for 12 stores; scheduled a team of 15.'] },
      ],
    },
    confidence: { full_name: 0.99, summary: 0.9, education_history: 0.93, work_experience: 0.91 },
    hoursAgo: 50,
  },
  {
    type: 'driving_licence',
    fileType: 'image/svg+xml',
    fileName: 'kwame-mensah-driving-licence.svg',
    content: Buffer.from(
      cardSvg({
        title: 'Driving Licence',
        subtitle: 'Categories B, C1',
        colour: '#047857',
        fields: [
          ['Name', 'Kwame Mensah'],
          ['Date of birth', '05/11/1990'],
          ['Licence number', 'MENSA911050KM9LW'],
          ['Valid until', '04/11/2031'],
        ],
      }),
    ),
    // A blurred photo: the issue date and address were not read.
    data: { full_name: 'Kwame Mensah', date_of_birth: '05/11/1990', document_number: 'MENSA911050KM9LW', validity: '04/11/2031', issue_date: '', address: null },
    confidence: { full_name: 0.94, date_of_birth: 0.9, document_number: 0.86, validity: 0.88 },
    hoursAgo: 74,
  },
];

/**
 * Ids like the onboarding agent's (24 hex digits), stable for a sample file in a workspace and
 * different in each workspace the sample set is loaded into.
 */
export const sampleDocumentId = (workspaceId: string, fileName: string) => createHash('sha256').update(`onboarding:${workspaceId}:${fileName}`).digest('hex').slice(0, 24);

/** Loads the sample onboarding documents into a workspace (where it has none). */
export const seedOnboardingDocuments = async ({ db, workspaceId, now }: { db: Db; workspaceId: string; now: number }): Promise<number> => {
  const documents = sampleDocuments();
  for (const document of documents) {
    const at = new Date(now - document.hoursAgo * 3_600_000).toISOString();
    await db.execute(sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content, data, confidence, processed_at, created_at)
      values (${workspaceId}, ${sampleDocumentId(workspaceId, document.fileName)}, ${document.type}, ${document.fileType}, ${document.fileName}, ${document.content},
        ${JSON.stringify(document.data)}::jsonb, ${JSON.stringify(document.confidence)}::jsonb, ${at}::timestamptz + interval '40 seconds', ${at}::timestamptz)
      on conflict (workspace_id, id) do nothing`);
  }
  return documents.length;
};
