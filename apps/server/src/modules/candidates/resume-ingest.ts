import type { Job, ParsedResume } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray, type Tx } from '../../db/sql-helpers.ts';
import { getJob } from '../jobs/index.ts';
import { newApplicationId, newCandidateId, newResumeId, skillKeysOf } from './candidate-records.ts';
import { scoreFit } from './fit-score.ts';

// Résumés read from uploaded files (candidate_upload_files) of one job, written many at once: what
// mergeCandidate, addResume, setProfile, upsertApplication and the score would write one file at a
// time, in a handful of statements. The people are matched in memory (the same e-mail, else the same
// phone, the files in order), then the candidates, résumés and applications, already scored, are
// written together.

/** A résumé read from an uploaded file (its bytes stay in candidate_upload_files until it is written). */
export type ReadResume = {
  fileId: string;
  filename: string;
  contentType: string;
  text: string;
  profile: ParsedResume;
  actorId: string | null;
};

type Person = {
  id: string;
  isNew: boolean;
  name: string;
  email: string | null;
  phone: string | null;
  location: string;
  profile?: ParsedResume;
  resumeId?: string;
};

/** A name for a résumé that gives none: its file name without the ending. */
const nameFromFile = (filename: string) =>
  filename
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim() || filename;

const recordset = (rows: readonly object[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

/** The workspace's candidates these résumés name, matched in file order as mergeCandidate would one by one. */
const matchPeople = async (tx: Tx, workspaceId: string, resumes: readonly ReadResume[]) => {
  const facts = resumes.map((resume) => ({
    resume,
    name: resume.profile.name || nameFromFile(resume.filename),
    email: resume.profile.email?.trim().toLowerCase() || null,
    phone: resume.profile.phone?.trim() || null,
  }));
  const emails = facts.flatMap((fact) => (fact.email ? [fact.email] : []));
  const phones = facts.flatMap((fact) => (fact.phone ? [fact.phone] : []));
  const known = rowsOf<{ id: string; email: string | null; phone: string | null; location: string }>(
    await tx.execute(sql`select id, email, phone, location from candidates
      where workspace_id = ${workspaceId} and (email = any(${textArray(emails)}) or phone = any(${textArray(phones)}))
      order by created_at, id`),
  );
  const byEmail = new Map<string, Person>();
  const byPhone = new Map<string, Person>();
  const remember = (person: Person) => {
    if (person.email && !byEmail.has(person.email)) byEmail.set(person.email, person);
    if (person.phone && !byPhone.has(person.phone)) byPhone.set(person.phone, person);
  };
  known.forEach((row) => remember({ ...row, isNew: false, name: '' }));
  const people = new Map<string, Person>();
  const personOf = facts.map(({ resume, name, email, phone }) => {
    const location = resume.profile.location;
    const found = (email ? byEmail.get(email) : undefined) ?? (phone ? byPhone.get(phone) : undefined);
    const person = found ?? { id: newCandidateId(), isNew: true, name, email, phone, location };
    if (found)
      Object.assign(found, {
        email: found.email ?? email,
        phone: found.phone ?? phone,
        location: found.location === '' ? location : found.location,
      });
    // The newest résumé is the profile (setProfile); its location fills an empty one.
    Object.assign(person, {
      profile: resume.profile,
      resumeId: newResumeId(),
      location: person.location === '' ? location : person.location,
    });
    remember(person);
    people.set(person.id, person);
    return { resume, person, resumeId: person.resumeId! };
  });
  return { people: [...people.values()], personOf };
};

/**
 * Writes résumés read for one job of a workspace, in the caller's transaction (404 when the job is
 * gone): candidates merged or made, each résumé kept, profiles set, and one application a person,
 * made or given the newest résumé, scored. Answers each file's application.
 */
export const ingestResumes = async (
  tx: Tx,
  {
    workspaceId,
    jobId,
    resumes,
    isScoredLater = false,
  }: {
    workspaceId: string;
    jobId: string;
    resumes: readonly ReadResume[];
    /** The scorer scores them next (a language model judges them too, fit-model.ts): written pending. */
    isScoredLater?: boolean;
  },
): Promise<Map<string, string>> => {
  // The job locked: an edit of its requirements waits, and rescores what this writes.
  const job: Job = await getJob(tx, { workspaceId, jobId, lock: true });
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`candidates:${workspaceId}`}))`);
  const { people, personOf } = await matchPeople(tx, workspaceId, resumes);
  const asRow = (person: Person) => ({ ...person, profile: person.profile, skill_keys: skillKeysOf(person.profile!) });
  const fresh = people.filter((person) => person.isNew).map(asRow);
  if (fresh.length > 0) {
    await tx.execute(sql`insert into candidates
        (workspace_id, id, name, email, phone, location, source, profile, skill_keys)
      select ${workspaceId}, v.id, v.name, v.email, v.phone, v.location, 'upload', v.profile,
        array(select jsonb_array_elements_text(v.skill_keys))
      from ${recordset(fresh)} as v(id text, name text, email text, phone text, location text, profile jsonb,
        skill_keys jsonb)`);
  }
  const known = people.filter((person) => !person.isNew).map(asRow);
  if (known.length > 0) {
    await tx.execute(sql`update candidates c
      set email = v.email, phone = v.phone, location = v.location, profile = v.profile,
        skill_keys = array(select jsonb_array_elements_text(v.skill_keys)), updated_at = now()
      from ${recordset(known)} as v(id text, email text, phone text, location text, profile jsonb, skill_keys jsonb)
      where c.workspace_id = ${workspaceId} and c.id = v.id`);
  }
  // The files' bytes are copied where they are, not sent back and forth.
  const kept = personOf.map(({ resume, person, resumeId }) => ({
    id: resumeId,
    candidate_id: person.id,
    file_id: resume.fileId,
    filename: resume.filename,
    content_type: resume.contentType,
    text: resume.text,
  }));
  await tx.execute(sql`insert into candidate_resumes
      (workspace_id, id, candidate_id, filename, content_type, bytes, text)
    select ${workspaceId}, v.id, v.candidate_id, v.filename, v.content_type, f.bytes, v.text
    from ${recordset(kept)} as v(id text, candidate_id text, file_id text, filename text, content_type text, text text)
    join candidate_upload_files f on f.workspace_id = ${workspaceId} and f.id = v.file_id`);
  // One application a person: made (stage New), or the one they have, which takes the newest résumé; scored either way.
  const status = isScoredLater ? 'pending' : 'scored';
  const applications = people.map((person) => {
    const fit = isScoredLater ? null : scoreFit(job, person.profile!);
    return { id: newApplicationId(), candidate_id: person.id, resume_id: person.resumeId, score: fit?.score, fit };
  });
  const written = rowsOf<{ id: string; candidate_id: string; is_new: boolean }>(
    await tx.execute(sql`insert into job_applications
        (workspace_id, id, job_id, candidate_id, resume_id, source, fit_status, fit_score, fit)
      select ${workspaceId}, v.id, ${jobId}, v.candidate_id, v.resume_id, 'upload', ${status}, v.score, v.fit
      from ${recordset(applications)} as v(id text, candidate_id text, resume_id text, score integer, fit jsonb)
      on conflict (workspace_id, job_id, candidate_id) do update
      set resume_id = excluded.resume_id, fit_status = ${status}, fit_score = excluded.fit_score, fit = excluded.fit,
        fit_error = null, fit_generation = job_applications.fit_generation + 1, fit_attempts = 0, fit_lease_until = null
      returning id, candidate_id, (xmax = 0) as is_new`),
  );
  const made = written.filter((row) => row.is_new);
  if (made.length > 0) {
    await tx.execute(
      sql`update jobs set applicant_count = applicant_count + ${made.length}
        where workspace_id = ${workspaceId} and id = ${jobId}`,
    );
    const actorOf = new Map(personOf.map(({ person, resume }) => [person.id, resume.actorId]));
    const events = made.map((row) => ({ id: row.id, actor_id: actorOf.get(row.candidate_id) ?? null }));
    await tx.execute(sql`insert into application_stage_events
        (workspace_id, application_id, job_id, from_stage, to_stage, actor_id)
      select ${workspaceId}, v.id, ${jobId}, null, 'new', v.actor_id
      from ${recordset(events)} as v(id text, actor_id uuid)`);
  }
  const applicationOf = new Map(written.map((row) => [row.candidate_id, row.id]));
  return new Map(personOf.map(({ resume, person }) => [resume.fileId, applicationOf.get(person.id)!]));
};
