import type { Db } from '../db/client.ts';
import { readJobDescription } from '../modules/jobs/job-text.ts';
import { closeJob, createJob, updateJob } from '../modules/jobs/jobs.service.ts';

/** Zara's sample job descriptions: what the recruiting agent screens candidates for. */
const samplePostings: { text: string; status: 'draft' | 'open' | 'closed' }[] = [
  {
    status: 'open',
    text: `Warehouse Shift Supervisor
Department: Operations
Location: Manchester, UK (hybrid)
Salary: £32,000 – £36,000 per year
Employment type: Full-time

About the role
Lead the night shift of our 24-hour fulfilment centre, a team of up to 40 pickers, packers and drivers.

Responsibilities
- Run the night shift and hand over to the day team at 6:00
- Train new starters on forklift safety and the warehouse management system
- Keep mis-picks under 0.5% and report the shift's figures

Requirements
- Two years supervising a warehouse or logistics team
- A counterbalance forklift licence
- Able to work rotating night shifts

Skills
Forklift, WMS, Excel, team leadership`,
  },
  {
    status: 'open',
    text: `Delivery Driver
Department: Logistics
Location: Leeds, UK
Salary: £26,000 - £29,000
Employment type: Part-time

About the role
Deliver parcels to homes and businesses across West Yorkshire on a set route.

Responsibilities
- Load the van in the morning and plan the route
- Deliver around 120 parcels a day with proof of delivery

Requirements
- A clean category B driving licence held for two years
- Comfortable lifting parcels up to 25 kg`,
  },
  {
    status: 'draft',
    text: `Recruitment Coordinator
Department: People
Location: Remote (UK)
Salary: £30k-£34k

About the role
Keep our hiring moving: schedule interviews, keep candidates informed and our job board up to date.

Responsibilities
- Book interviews between candidates and hiring managers
- Answer candidates' questions within one working day

Requirements
- Experience coordinating calendars for a busy team

Skills
Scheduling, Communication, ATS`,
  },
  {
    status: 'closed',
    text: `Seasonal Picker
Department: Operations
Location: Wakefield, UK
Salary: £23,000 - £25,000 pro rata
Employment type: Temporary

About the role
Pick and pack orders during the winter peak, October to January.

Requirements
- Able to stand and walk for a full shift`,
  },
];

/** Loads the sample job descriptions into a workspace (only a fresh one: deleted or closed ones stay so). */
export const seedJobs = async ({ db, workspaceId, userId }: { db: Db; workspaceId: string; userId: string | null }): Promise<number> => {
  for (const posting of samplePostings) {
    const job = await createJob(db, { workspaceId, form: readJobDescription(posting.text), source: 'text', userId });
    if (posting.status !== 'draft') await updateJob(db, { workspaceId, jobId: job.job_id, changes: { status: 'open' } });
    if (posting.status === 'closed') await closeJob(db, { workspaceId, jobId: job.job_id });
  }
  return samplePostings.length;
};
