import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { rowsOf } from '../db/rows-of.ts';
import { logoImage, uploadLogo } from './logo-testing.ts';
import { multipartForm } from './api-testing.ts';
import { qaScorecardBody, type Ids } from './isolation-routes.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from './test-app.ts';

// The app of the workspace isolation suites (issue #13 item 8): a first workspace with the sample
// data and one of every resource a route can name (a campaign, a draft, an invitation, an upload,
// an alert rule, a quarantined mail, scored résumés, an interviewer, a plan, a booked interview),
// the ids of them, and the owner of a second workspace.

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useIsolationApp = () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let outsider: Awaited<ReturnType<typeof signUpUser>>;
  let ids: Ids;

  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = rowsOf<{ id: string }>(await t.database.db.execute(query));
    expect(row?.id, 'the first workspace holds one').toBeTruthy();
    return String(row!.id);
  };

  /** A fingerprint of everything the first workspace holds: unchanged means nothing was written. */
  const fingerprint = async () => {
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(
        sql`select table_name from information_schema.columns where column_name = 'workspace_id' and table_schema = current_schema() order by table_name`,
      ),
    ).map((row) => row.table_name);
    const parts: string[] = [];
    for (const table of tables) {
      // The audit log is written by the owner's own reads of ids here; it is compared apart.
      if (table === 'audit_events') continue;
      const [row] = rowsOf<{ digest: string | null }>(
        await t.database.db.execute(
          sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t where workspace_id = ${owner.client_id}`,
        ),
      );
      parts.push(`${table}:${row?.digest ?? ''}`);
    }
    return parts;
  };

  beforeAll(async () => {
    // Alert rules are not evaluated during the test: an evaluation writes their state.
    t = await createTestApp({ ALERT_EVAL_INTERVAL_MS: '3600000' });
    owner = await signUpUser(t.app);
    outsider = await signUpUser(t.app);
    const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(owner.token), payload });
    expect((await as('POST', '/api/workspaces/current/sample-data', {})).statusCode).toBe(200);
    // A logo, which no one else may change (the fingerprints hold its bytes).
    expect((await uploadLogo(t, owner.token, logoImage('png'))).statusCode).toBe(200);
    const campaign = await as('POST', '/api/communication-suite/email/api/email/campaign/', {
      category: 'Sales',
      campaign_name: 'Isolation',
      attachment_uri: 'https://example.com/a.pdf',
      intent: 'hello',
      send_static_content: false,
      subject: '',
      body: '',
    });
    const campaignId = campaign.json().data.id as string;
    await as('PUT', `/api/communication-suite/email/api/email/campaign/${campaignId}/recipients-without-csv`, {
      recipients: [{ RecipientEmail: 'asha@example.com', RecipientInfo: '' }],
    });
    const draft = await as('POST', '/api/inbox/drafts', {
      to: 'someone@example.com',
      subject: 'Draft',
      text: 'Unsent',
    });
    const invitation = await as('POST', '/api/workspaces/current/invitations', {
      email: 'invited@example.com',
      role: 'member',
    });
    const upload = await as('POST', '/api/job-description/generate-upload-url', { filename: 'isolation.txt' });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: upload.json().data.upload_url,
      headers: { 'content-type': 'text/plain' },
      payload: 'Isolation Officer',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const alertRule = await as('POST', '/api/alerts/rules', {
      name: 'Volume',
      metric: 'call_volume',
      comparator: 'above',
      threshold: 100,
      window_minutes: 60,
      emails: ['ops@example.com'],
    });
    await t.database.db.execute(
      sql`insert into mail_quarantine (workspace_id, reason, envelope_from, subject, size_bytes, raw) values (${owner.client_id}, 'dangerous attachment', 'x@example.com', 'Held', 3, ${Buffer.from('abc')})`,
    );
    const inboxItem = async (tab: string) => {
      const response = await t.app.inject({ url: `/api/inbox?tab=${tab}`, headers: bearer(owner.token) });
      const items = (response.json().data.items ?? response.json().data) as { id: string }[];
      expect(items[0]?.id, `an inbox ${tab} item`).toBeTruthy();
      return items[0]!.id;
    };
    const w = owner.client_id;
    const [application] = rowsOf<{ id: string; job_id: string; candidate_id: string; resume_id: string }>(
      await t.database.db
        .execute(sql`select a.id, a.job_id, a.candidate_id, a.resume_id from job_applications a join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
        where a.workspace_id = ${w} and j.status = 'open' order by a.id limit 1`),
    );
    expect(application, 'a sample application').toBeTruthy();
    const form = multipartForm({ job_id: application!.job_id }, [
      { field: 'files', filename: 'cv.txt', content: 'Asha Rao\nasha@example.com' },
    ]);
    const scored = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/score-candidates',
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(scored.statusCode, scored.body).toBe(202);
    // An interviewer who works every hour, the job's plan, and an interview booked in its first free slot.
    const allWeek = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
    );
    const interviewer = await as('POST', '/api/interviewer/interviewers', {
      name: 'Isolation Interviewer',
      email: 'iso@example.com',
      time_zone: 'UTC',
      working_hours: allWeek,
    });
    const plan = await as('PUT', '/api/interview-config/', {
      job_id: application!.job_id,
      min_notice_hours: 0,
      rounds: [{ name: 'Technical', duration_minutes: 30, interviewer_ids: [interviewer.json().data.interviewer_id] }],
    });
    const roundId = plan.json().data.rounds[0].round_id as string;
    const slots = await t.app.inject({
      url: `/api/interviews/slots?application_id=${application!.id}&round_id=${roundId}&limit=1`,
      headers: bearer(owner.token),
    });
    const booked = await as('POST', '/api/interviews', {
      application_id: application!.id,
      round_id: roundId,
      start_timestamp: slots.json().data.slots[0].start_timestamp,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const agentId = await one(
      sql`select agent_id as id from agents where workspace_id = ${w} order by agent_id limit 1`,
    );
    const scorecard = await as('POST', '/api/qa/scorecards', qaScorecardBody(agentId));
    expect(scorecard.statusCode, scorecard.body).toBe(201);
    const callImport = await as('POST', '/api/call/calls/import', [{ call_id: 'isolation_import' }]);
    expect(callImport.statusCode, callImport.body).toBe(202);
    await t.app.callImporter.deliverDue();
    ids = {
      callId: await one(sql`select call_id as id from calls where workspace_id = ${w} and has_recording limit 1`),
      agentId,
      inboxItems: [
        `mails:${await inboxItem('mails')}`,
        `calls:${await inboxItem('calls')}`,
        `chats:${await inboxItem('chats')}`,
      ],
      draftId: draft.json().data.id,
      quarantineId: await one(sql`select id from mail_quarantine where workspace_id = ${w} limit 1`),
      knowledgeBaseId: await one(
        sql`select knowledge_base_id as id from knowledge_base_sources where workspace_id = ${w} and type = 'text' limit 1`,
      ),
      sourceId: '',
      campaignId,
      documentId: await one(sql`select id from onboarding_documents where workspace_id = ${w} limit 1`),
      jobId: application!.job_id,
      applicationId: application!.id,
      uploadKey: upload.json().data.key,
      ownerId: owner.id,
      invitationId: invitation.json().data.id,
      alertRuleId: alertRule.json().data.id,
      qaScorecardId: scorecard.json().data.id,
      qaCriterionId: scorecard.json().data.criteria[0].id,
      qaCallId: '',
      candidateId: application!.candidate_id,
      resumeId: application!.resume_id,
      batchId: scored.json().data.batch_id,
      interviewerId: interviewer.json().data.interviewer_id,
      roundId,
      interviewId: booked.json().data.interview_id,
      callImportId: callImport.json().data.id,
    };
    // The scorer reads and scores the sample applications and the upload in the background: done
    // before the fingerprints, so they compare what requests wrote.
    await t.app.candidateScorer.deliverDue();
    // The measurer measures the sample calls and reviews them against the scorecard in the background.
    // A drain can answer while the measurer's own poll still holds a batch (its rows are skipped,
    // locked), or before the new scorecard's backfill has queued the calls, so it drains until the
    // review is there (a drain that found nothing to do costs a query).
    const firstReview = sql`select call_id as id from qa_call_reviews where workspace_id = ${w} and scorecard_id = ${ids.qaScorecardId} order by call_id limit 1`;
    await vi.waitFor(
      async () => {
        await t.app.callMeasurer.deliverDue();
        expect(rowsOf(await t.database.db.execute(firstReview))).toHaveLength(1);
      },
      { timeout: 120_000, interval: 100 },
    );
    ids.qaCallId = await one(firstReview);
    ids.sourceId = await one(
      sql`select id from knowledge_base_sources where knowledge_base_id = ${ids.knowledgeBaseId} limit 1`,
    );
    // The knowledge-base reader indexes the sample sources in the background: the fingerprints are
    // taken once it has settled them, so they compare what requests wrote, not what the reader did.
    await vi.waitFor(
      async () => {
        const [row] = rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`select count(*)::int as n from knowledge_bases where workspace_id = ${owner.client_id} and status = 'in_progress'`,
          ),
        );
        if (row!.n > 0) throw new Error('the reader is still at work');
      },
      { timeout: 60_000, interval: 100 },
    );
  }, 240_000);
  afterAll(() => t.close());

  return {
    t: () => t,
    owner: () => owner,
    outsider: () => outsider,
    ids: () => ids,
    fingerprint,
  };
};
