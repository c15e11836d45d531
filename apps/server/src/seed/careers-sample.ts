import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { epochMs } from '../db/sql-helpers.ts';
import { simplePdf } from '../lib/simple-pdf.ts';
import { postJobToCareers, recordApplication } from '../modules/careers/index.ts';

// The careers site of the sample data: every open sample job is posted there, and two of them have
// applications from its Apply form, each with a one-page résumé (a small generated PDF). The
// candidates zara's sample calls talk about applied here first: one story across the product.

type SampleApplicant = { name: string; email: string; phone: string; headline: string; experience: string[]; daysAgo: number };

const applicantsByTitle: Record<string, SampleApplicant[]> = {
  'Senior Backend Engineer': [
    { name: 'Arjun Sharma', email: 'arjun.sharma@example.in', phone: '+919812345670', headline: 'Backend engineer, six years with Java and Spring Boot', experience: ['Paytm, 2021–now: payments ledger services', 'Infosys, 2019–2021: REST APIs for a bank'], daysAgo: 6 },
    // Whom zara screened and shortlisted in a sample call (seed/call-scripts.ts).
    { name: 'Rahul Verma', email: 'rahul.verma@example.com', phone: '+919811223344', headline: 'Backend engineer, six years with Java and Go', experience: ['PhonePe, 2021–now: payment gateway services in Java and Go', 'Wipro, 2019–2021: billing APIs'], daysAgo: 5 },
    { name: 'Sneha Kulkarni', email: 'sneha.kulkarni@example.in', phone: '+919823456781', headline: 'Go and PostgreSQL engineer, five years', experience: ['Razorpay, 2022–now: settlement services in Go', 'ThoughtWorks, 2020–2022: consulting on Node.js services'], daysAgo: 3 },
    { name: 'Vikram Reddy', email: 'vikram.reddy@example.in', phone: '', headline: 'Node.js and AWS developer, four years', experience: ['Swiggy, 2021–now: order routing on AWS', 'TCS, 2020–2021: integration services'], daysAgo: 1 },
  ],
  'Data Analyst': [
    { name: 'Priyanka Menon', email: 'priyanka.menon@example.in', phone: '+919845678903', headline: 'Data analyst, two years with SQL and Power BI', experience: ['Bajaj Finserv, 2023–now: collections dashboards', 'Mu Sigma, 2022–2023: retail analytics'], daysAgo: 4 },
    // Whose interview zara booked in a sample call (seed/call-scripts.ts), at the address she gave.
    { name: 'Ananya Iyer', email: 'ananya.iyer@example.com', phone: '+919867890125', headline: 'Analyst with Python and Tableau', experience: ['Zomato, 2023–now: weekly business reviews', 'Internship at KPMG, 2022'], daysAgo: 2 },
  ],
};

const resumeOf = (applicant: SampleApplicant) => ({
  filename: `${applicant.name.toLowerCase().replace(/\s+/g, '-')}-resume.pdf`,
  contentType: 'application/pdf',
  bytes: simplePdf([
    { text: applicant.name, size: 20, bold: true },
    { text: `${applicant.email}${applicant.phone ? ` · ${applicant.phone}` : ''}`, size: 10 },
    { text: applicant.headline, size: 12, gap: 10 },
    { text: 'Experience', size: 13, bold: true, gap: 12 },
    ...applicant.experience.map((line) => ({ text: line })),
  ]),
});

/** Posts the workspace's open jobs to its careers site and adds the sample applications; answers how many applications. */
export const seedCareers = async ({ db, workspaceId, now = Date.now() }: { db: Db; workspaceId: string; now?: number }): Promise<number> => {
  // Each is posted the moment it was published, as a recruiter does.
  const open = rowsOf<{ id: string; title: string; published_ms: string | number }>(
    await db.execute(sql`select id, title, ${epochMs(sql`published_at`)} as published_ms from jobs where workspace_id = ${workspaceId} and status = 'open' order by created_at, id`),
  );
  let added = 0;
  for (const job of open) {
    await postJobToCareers(db, { workspaceId, jobId: job.id, at: new Date(Number(job.published_ms)) });
    const applicants = applicantsByTitle[job.title] ?? [];
    await db.transaction(async (tx) => {
      for (const applicant of applicants) {
        const { name, email, phone } = applicant;
        await recordApplication(tx, { workspaceId, jobId: job.id, name, email, phone, resume: resumeOf(applicant), at: new Date(now - applicant.daysAgo * 86_400_000) });
      }
    });
    added += applicants.length;
  }
  return added;
};
