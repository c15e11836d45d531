import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from './db/rows-of.ts';
import { signRecordingUrl } from './modules/calls/recording-url.ts';
import { signJobUploadUrl } from './modules/jobs/job-uploads.service.ts';
import { documentFileUrl } from './modules/onboarding/onboarding.service.ts';
import { multipartForm } from './test/api-testing.ts';
import { multipartFiles } from './test/multipart.ts';
import { fullSampleOf, sampleOf, type JsonSchema } from './test/schema-samples.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from './test/test-app.ts';

// Issue #13 item 8: every route of the OpenAPI document, tried by the owner of another workspace
// with the ids of the first workspace's resources, answers 404 and writes nothing.

type Operation = { parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

type Ids = {
  callId: string;
  agentId: string;
  /** '<tab>:<id>' of a mail, a call and a chat. */
  inboxItems: string[];
  draftId: string;
  quarantineId: string;
  knowledgeBaseId: string;
  sourceId: string;
  campaignId: string;
  documentId: string;
  jobId: string;
  /** An application (from the careers site) to that job. */
  applicationId: string;
  /** A job description upload key, its file uploaded and not yet read. */
  uploadKey: string;
  ownerId: string;
  invitationId: string;
  alertRuleId: string;
  /** A candidate of that application, their résumé, and a résumé upload batch. */
  candidateId: string;
  resumeId: string;
  batchId: string;
};

/** The first workspace's resource a path's parameter names. */
const idFor = (ids: Ids, path: string, param: string, inboxItem: string): string => {
  if (path.includes('/call/calls/') || path.includes('/recordings/')) return ids.callId;
  if (path.startsWith('/api/agents/')) return ids.agentId;
  if (path.includes('/inbox/drafts/')) return ids.draftId;
  if (path.includes('/inbox/quarantine/')) return ids.quarantineId;
  if (path.startsWith('/api/inbox/')) return inboxItem.split(':')[1]!;
  if (path.includes('/knowledge-base/')) return param === 'sourceId' ? ids.sourceId : ids.knowledgeBaseId;
  if (path.includes('/campaign/')) return ids.campaignId;
  if (path.includes('/documents/')) return ids.documentId;
  if (path.includes('/job-description/uploads/')) return ids.uploadKey;
  if (path.includes('/job-description/')) return param === 'applicationId' ? ids.applicationId : ids.jobId;
  if (path.includes('/members/')) return ids.ownerId;
  if (path.includes('/invitations/')) return ids.invitationId;
  if (path.startsWith('/api/alerts/rules/')) return ids.alertRuleId;
  if (path.startsWith('/api/candidate-fit-score/')) return ids.applicationId;
  if (path.startsWith('/api/candidate/score-candidates/')) return ids.batchId;
  if (path.startsWith('/api/candidate/')) return param === 'resumeId' ? ids.resumeId : ids.candidateId;
  throw new Error(`no id for {${param}} in ${path}: add the resource to this test`);
};

/** Routes whose body, not their path, names the resource. */
const bodyNamesResource = (path: string) =>
  ['/api/job-description/upload-with-key', '/api/job-description/post-to-ats', '/api/candidate-fit-score', '/api/candidate/stage', '/api/candidate/screening-call', '/api/candidate/score-candidates'].includes(path);

/** Query parameters that name a resource of the first workspace. */
const queryIdFor = (ids: Ids, name: string): string | null => (name === 'campaign_id' ? ids.campaignId : name === 'job_id' ? ids.jobId : null);

/** Bodies a client would send for the resource (the same body on the owner's own item is accepted). */
const bodyFor = (method: string, path: string, inboxItem: string, ids: Ids): object | undefined => {
  const tab = inboxItem.split(':')[0]!;
  if (path === '/api/job-description/upload-with-key') return { key: ids.uploadKey };
  if (method === 'patch' && path === '/api/inbox/{id}') return { tab, read: true };
  if (path === '/api/inbox/{id}/reply') return { tab: tab === 'chats' ? 'chats' : 'mails', text: 'Hello' };
  if (path === '/api/call/calls/import') return { calls: [] };
  if (path === '/api/demo-call/calls') return { country_code: 'IN', number: '9876543210', call_type: 'loan_qualification' };
  if (path === '/api/inbox/mails') return { to: 'someone@example.com', subject: 'Hello', text: 'Hello' };
  if (method === 'patch' && path === '/api/alerts/rules/{id}') return { threshold: 10 };
  if (path === '/api/job-description/post-to-ats') return { job_id: ids.jobId };
  if (path === '/api/candidate-fit-score') return { application_id: ids.applicationId, bookmarked: true };
  if (path === '/api/candidate/stage') return { application_ids: [ids.applicationId], stage: 'shortlisted' };
  if (path === '/api/candidate/screening-call') return { application_id: ids.applicationId };
  if (path === '/api/candidate/score-candidates') return { job_id: ids.jobId };
  return undefined;
};

/** The request's body: a small CSV for uploads, else the route's own body or the fullest the schema takes. */
const requestOf = (method: string, url: string, operation: Operation, override?: object): { payload?: object | Buffer; headers?: Record<string, string> } => {
  const json = operation.requestBody?.content?.['application/json']?.schema;
  const isMultipart = Boolean(operation.requestBody?.content?.['multipart/form-data']) || /sources\/files|\/upload$|\/recipients$/.test(url.split('?')[0]!);
  if (url.endsWith('/candidate/score-candidates') && method === 'post') return multipartForm((override ?? {}) as Record<string, string>, [{ field: 'files', filename: 'cv.txt', content: 'Asha Rao\nasha@example.com' }]);
  if (isMultipart && method !== 'get') {
    return multipartFiles([{ filename: 'recipients.csv', content: 'RecipientEmail\nx@example.com\n', type: 'text/csv', field: url.includes('/recipients') ? 'csv_file' : 'files' }]);
  }
  if (override) return { payload: override };
  return json ? { payload: fullSampleOf(json) as object } : {};
};

describe('workspace isolation: every route, with another workspace’s ids', () => {
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
      await t.database.db.execute(sql`select table_name from information_schema.columns where column_name = 'workspace_id' and table_schema = current_schema() order by table_name`),
    ).map((row) => row.table_name);
    const parts: string[] = [];
    for (const table of tables) {
      // The audit log is written by the owner's own reads of ids here; it is compared apart.
      if (table === 'audit_events') continue;
      const [row] = rowsOf<{ digest: string | null }>(
        await t.database.db.execute(sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t where workspace_id = ${owner.client_id}`),
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
    const as = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(owner.token), payload });
    expect((await as('POST', '/api/workspaces/current/sample-data', {})).statusCode).toBe(200);
    const campaign = await as('POST', '/api/communication-suite/email/api/email/campaign/', {
      category: 'Sales', campaign_name: 'Isolation', attachment_uri: 'https://example.com/a.pdf', intent: 'hello', send_static_content: false, subject: '', body: '',
    });
    const campaignId = campaign.json().data.id as string;
    await as('PUT', `/api/communication-suite/email/api/email/campaign/${campaignId}/recipients-without-csv`, { recipients: [{ RecipientEmail: 'asha@example.com', RecipientInfo: '' }] });
    const draft = await as('POST', '/api/inbox/drafts', { to: 'someone@example.com', subject: 'Draft', text: 'Unsent' });
    const invitation = await as('POST', '/api/workspaces/current/invitations', { email: 'invited@example.com', role: 'member' });
    const upload = await as('POST', '/api/job-description/generate-upload-url', { filename: 'isolation.txt' });
    const uploaded = await t.app.inject({ method: 'PUT', url: upload.json().data.upload_url, headers: { 'content-type': 'text/plain' }, payload: 'Isolation Officer' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const alertRule = await as('POST', '/api/alerts/rules', { name: 'Volume', metric: 'call_volume', comparator: 'above', threshold: 100, window_minutes: 60, emails: ['ops@example.com'] });
    await t.database.db.execute(sql`insert into mail_quarantine (workspace_id, reason, envelope_from, subject, size_bytes, raw) values (${owner.client_id}, 'dangerous attachment', 'x@example.com', 'Held', 3, ${Buffer.from('abc')})`);
    const inboxItem = async (tab: string) => {
      const response = await t.app.inject({ url: `/api/inbox?tab=${tab}`, headers: bearer(owner.token) });
      const items = (response.json().data.items ?? response.json().data) as { id: string }[];
      expect(items[0]?.id, `an inbox ${tab} item`).toBeTruthy();
      return items[0]!.id;
    };
    const w = owner.client_id;
    const [application] = rowsOf<{ id: string; job_id: string; candidate_id: string; resume_id: string }>(
      await t.database.db.execute(sql`select id, job_id, candidate_id, resume_id from job_applications where workspace_id = ${w} order by id limit 1`),
    );
    expect(application, 'a sample application').toBeTruthy();
    const form = multipartForm({ job_id: application!.job_id }, [{ field: 'files', filename: 'cv.txt', content: 'Asha Rao\nasha@example.com' }]);
    const scored = await t.app.inject({ method: 'POST', url: '/api/candidate/score-candidates', headers: { ...bearer(owner.token), ...form.headers }, payload: form.payload });
    expect(scored.statusCode, scored.body).toBe(202);
    ids = {
      callId: await one(sql`select call_id as id from calls where workspace_id = ${w} and has_recording limit 1`),
      agentId: await one(sql`select agent_id as id from agents where workspace_id = ${w} limit 1`),
      inboxItems: [`mails:${await inboxItem('mails')}`, `calls:${await inboxItem('calls')}`, `chats:${await inboxItem('chats')}`],
      draftId: draft.json().data.id,
      quarantineId: await one(sql`select id from mail_quarantine where workspace_id = ${w} limit 1`),
      knowledgeBaseId: await one(sql`select knowledge_base_id as id from knowledge_base_sources where workspace_id = ${w} and type = 'text' limit 1`),
      sourceId: '',
      campaignId,
      documentId: await one(sql`select id from onboarding_documents where workspace_id = ${w} limit 1`),
      jobId: application!.job_id,
      applicationId: application!.id,
      uploadKey: upload.json().data.key,
      ownerId: owner.id,
      invitationId: invitation.json().data.id,
      alertRuleId: alertRule.json().data.id,
      candidateId: application!.candidate_id,
      resumeId: application!.resume_id,
      batchId: scored.json().data.batch_id,
    };
    // The scorer reads and scores the sample applications and the upload in the background: done
    // before the fingerprints, so they compare what requests wrote.
    await t.app.candidateScorer.deliverDue();
    ids.sourceId = await one(sql`select id from knowledge_base_sources where knowledge_base_id = ${ids.knowledgeBaseId} limit 1`);
    // The knowledge-base reader indexes the sample sources in the background: the fingerprints are
    // taken once it has settled them, so they compare what requests wrote, not what the reader did.
    await vi.waitFor(
      async () => {
        const [row] = rowsOf<{ n: number }>(
          await t.database.db.execute(sql`select count(*)::int as n from knowledge_bases where workspace_id = ${owner.client_id} and status = 'in_progress'`),
        );
        if (row!.n > 0) throw new Error('the reader is still at work');
      },
      { timeout: 60_000, interval: 100 },
    );
  }, 240_000);
  afterAll(() => t.close());

  it('answers 404 to the owner of another workspace on every route that names a resource, and writes nothing', async () => {
    const before = await fingerprint();
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let tried = 0;
    const attempt = async (method: string, url: string, operation: Operation, override?: object) => {
      tried += 1;
      const body = requestOf(method, url, operation, override);
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { ...bearer(outsider.token), ...('headers' in body ? body.headers : {}) }, ...('payload' in body ? { payload: body.payload } : {}) });
      if (response.statusCode !== 404) failures.push(`${method.toUpperCase()} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const namesResource = path.includes('{') || query.some((p) => queryIdFor(ids, p.name) !== null) || bodyNamesResource(path);
        if (!namesResource) continue;
        const variants = path.startsWith('/api/inbox/{id}') ? ids.inboxItems : [''];
        for (const inboxItem of variants) {
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(idFor(ids, path, name, inboxItem)));
          // Signed links (an <audio> or <img> sends no header): genuinely signed for the outsider's own
          // workspace, naming the first workspace's resource.
          if (path.includes('/documents/')) {
            await attempt(method, documentFileUrl({ secret: t.config.jwtSecret, workspaceId: outsider.client_id, id: ids.documentId }), operation);
            continue;
          }
          if (path.includes('/recordings/')) {
            await attempt(method, signRecordingUrl({ secret: t.config.jwtSecret, workspaceId: outsider.client_id, callId: ids.callId }).replace(/^.*\/api\//, '/api/'), operation);
            continue;
          }
          if (path.includes('/job-description/uploads/')) {
            await attempt(method, signJobUploadUrl({ secret: t.config.jwtSecret, workspaceId: outsider.client_id, key: ids.uploadKey, ttlMs: 60_000 }), operation);
            continue;
          }
          const params = new URLSearchParams();
          for (const parameter of query) {
            const named = queryIdFor(ids, parameter.name);
            if (named !== null) params.set(parameter.name, named);
            else if (parameter.required) params.set(parameter.name, String(sampleOf(parameter.schema, parameter.name)));
          }
          const search = params.size > 0 ? `?${params}` : '';
          await attempt(method, `${filled}${search}`, operation, bodyFor(method, path, inboxItem, ids));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(40);
    expect(await fingerprint()).toEqual(before);
  });

  it('counts the ids of the first workspace as not found in a bulk close, and writes nothing', async () => {
    const before = await fingerprint();
    const response = await t.app.inject({ method: 'POST', url: '/api/job-description/close', headers: bearer(outsider.token), payload: { job_ids: [ids.jobId] } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ closed: [], already_closed: [], not_found: [ids.jobId] });
    expect(await fingerprint()).toEqual(before);
  });

  it('shows the owner of another workspace none of the first one’s hiring on the hiring home and in the recruiting analytics', async () => {
    const own = await t.app.inject({ url: '/api/hiring-home', headers: bearer(owner.token) });
    expect(own.json().data.open_jobs.items.length, 'the first workspace has open sample jobs').toBeGreaterThan(0);
    const home = (await t.app.inject({ url: '/api/hiring-home', headers: bearer(outsider.token) })).json().data;
    expect([home.open_jobs, home.interviews_this_week, home.screening_calls, ...Object.values(home.needs_action)].map((list) => (list as { items: unknown[] }).items)).toEqual([[], [], [], [], []]);
    const analytics = (await t.app.inject({ url: '/api/recruiting-analytics?period=90days', headers: bearer(outsider.token) })).json().data;
    expect(analytics.funnel.map((step: { count: number }) => step.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(analytics.screening).toEqual({ successful: 0, unsuccessful: 0, no_analysis: 0 });
  });

  it("answers 403 to a viewer on every write of the workspace, and writes nothing", async () => {
    const viewer = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'viewer' });
    const before = await fingerprint();
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // Public routes, and what any member may do with their own account or membership.
    const open = new Set([
      'POST /api/user/signup', 'POST /api/user/login', 'POST /api/user/logout', 'PATCH /api/user', 'POST /api/user/password-change',
      'POST /api/user/reset-password/', 'POST /api/user/reset-password/confirm', 'PUT /api/workspaces/current', 'POST /api/workspaces/current/leave',
      'POST /api/invitations/accept', 'POST /api/webhooks/calls/', 'POST /api/webhooks/conversations/',
      // A read sent as POST (SPEC §7).
      'POST /api/agent/onboarding-agent/api/get-all-documents',
      // A signed upload link, which is the permission (only a member can ask for one).
      'PUT /api/job-description/uploads/{key}',
    ]);
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (method === 'get' || open.has(route)) continue;
        tried += 1;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(idFor(ids, path, name, ids.inboxItems[0]!)));
        const body = requestOf(method, url, operations[method]!, bodyFor(method, path, ids.inboxItems[0]!, ids));
        const response = await t.app.inject({ method: method.toUpperCase() as 'POST', url, headers: { ...bearer(viewer.token), ...body.headers }, ...(body.payload ? { payload: body.payload } : {}) });
        if (response.statusCode !== 403) failures.push(`${route} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(30);
    expect(await fingerprint()).toEqual(before);
  });
});

