import { multipartForm } from './api-testing.ts';
import { multipartFiles } from './multipart.ts';
import { fullSampleOf, type JsonSchema } from './schema-samples.ts';

// The routes of the workspace-isolation sweep (workspace-isolation-*.test.ts): which resource of the
// first workspace each path, query or body names, and the body a client would send.

export type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type Ids = {
  callId: string;
  callImportId: string;
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
  /** A QA scorecard, its first criterion, and a call it reviewed (whose result for it can be corrected). */
  qaScorecardId: string;
  qaCriterionId: string;
  qaCallId: string;
  /** A candidate of that application, their résumé, and a résumé upload batch. */
  candidateId: string;
  resumeId: string;
  batchId: string;
  /** An interviewer, the application's job's first round and an interview booked for it. */
  interviewerId: string;
  roundId: string;
  interviewId: string;
};

/** The first workspace's resource a path's parameter names. */
export const idFor = (ids: Ids, path: string, param: string, inboxItem: string): string => {
  if (path.includes('/corrections/'))
    return param === 'scorecardId' ? ids.qaScorecardId : param === 'criterionId' ? ids.qaCriterionId : ids.qaCallId;
  if (path.includes('/call/calls/imports/')) return ids.callImportId;
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
  if (path.startsWith('/api/qa/scorecards/')) return ids.qaScorecardId;
  if (path.startsWith('/api/candidate-fit-score/')) return ids.applicationId;
  if (path.startsWith('/api/interviewer/interviewers/')) return ids.interviewerId;
  if (path.startsWith('/api/interviews/')) return ids.interviewId;
  if (path.startsWith('/api/candidate/score-candidates/')) return ids.batchId;
  if (path.startsWith('/api/candidate/')) return param === 'resumeId' ? ids.resumeId : ids.candidateId;
  throw new Error(`no id for {${param}} in ${path}: add the resource to this test`);
};

/** Routes whose body, not their path, names the resource. */
export const bodyNamesResource = (path: string) =>
  [
    '/api/job-description/upload-with-key',
    '/api/job-description/post-to-ats',
    '/api/candidate-fit-score',
    '/api/candidate/stage',
    '/api/candidate/screening-call',
    '/api/candidate/stage-proposal/dismiss',
    '/api/candidate/score-candidates',
    '/api/interview-config/',
    '/api/interviews',
    '/api/interviews/booking-links',
    '/api/interviews/booking-links/mail',
    '/api/interviews/scheduling-call',
  ].includes(path);

/**
 * Routes of the session's own workspace that name no resource (its integrations): another
 * workspace's admin gets their own workspace's, never a trace of the first one's (its id, its key).
 */
export const ownWorkspaceRoutes: { method: 'GET' | 'POST' | 'DELETE'; url: string }[] = [
  { method: 'GET', url: '/api/workspaces/current/integrations' },
  // Removes the outsider's own logo (none): the first workspace's stays.
  { method: 'DELETE', url: '/api/workspaces/current/logo' },
  { method: 'POST', url: '/api/workspaces/current/integrations/signing-key/reveal' },
  { method: 'POST', url: '/api/workspaces/current/integrations/signing-key/rotate' },
];

/** Query parameters that name a resource of the first workspace. */
export const queryIdFor = (ids: Ids, name: string): string | null =>
  (
    ({
      campaign_id: ids.campaignId,
      job_id: ids.jobId,
      application_id: ids.applicationId,
      round_id: ids.roundId,
      scorecard_id: ids.qaScorecardId,
      failed_criterion_id: ids.qaCriterionId,
      qa_scorecard: ids.qaScorecardId,
      qa_failed_criterion: ids.qaCriterionId,
    }) as Record<string, string>
  )[name] ?? null;

/** A scorecard of one agent with one criterion (the isolation suites add one, and try to change it). */
export const qaScorecardBody = (agentId: string) => ({
  name: 'Isolation scorecard',
  agent_ids: [agentId],
  criteria: [{ label: 'Successful', weight: 1, config: { kind: 'outcome', field: 'call_successful', equals: true } }],
});

/** Bodies a client would send for the resource (the same body on the owner's own item is accepted). */
export const bodyFor = (method: string, path: string, inboxItem: string, ids: Ids): object | undefined => {
  const tab = inboxItem.split(':')[0]!;
  if (path === '/api/job-description/upload-with-key') return { key: ids.uploadKey };
  if (method === 'patch' && path === '/api/inbox/{id}') return { tab, read: true };
  if (path === '/api/inbox/{id}/reply') return { tab: tab === 'chats' ? 'chats' : 'mails', text: 'Hello' };
  if (path === '/api/call/calls/import') return { calls: [] };
  if (path === '/api/workspaces/current/integrations/provider-account')
    return { api_key: 'key_isolation_0123456789', from_number: '+14155550123', call_agents: {} };
  if (path === '/api/job-description/posting-settings') return { default_country: 'GB' };
  if (path === '/api/call/calls/{id}/messages') return { channel: 'email', text: 'Hello' };
  if (path === '/api/call/calls/{id}/reply-draft') return { channel: 'email' };
  if (path === '/api/demo-call/calls')
    return { country_code: 'IN', number: '9876543210', call_type: 'loan_qualification' };
  if (path === '/api/inbox/mails') return { to: 'someone@example.com', subject: 'Hello', text: 'Hello' };
  if (method === 'patch' && path === '/api/alerts/rules/{id}') return { threshold: 10 };
  // A rule of a call metric (the schema's sample fills every optional field, scorecard_id among them).
  if (method === 'post' && path === '/api/alerts/rules')
    return {
      name: 'Volume',
      metric: 'call_volume',
      comparator: 'above',
      threshold: 100,
      window_minutes: 60,
      agent_id: null,
      emails: ['ops@example.com'],
    };
  if (method === 'put' && path === '/api/qa/scorecards/{id}') return qaScorecardBody(ids.agentId);
  if (method === 'put' && path.includes('/corrections/')) return { verdict: 'wrong', note: 'Isolation' };
  if (path === '/api/job-description/post-to-ats') return { job_id: ids.jobId };
  if (path === '/api/candidate-fit-score') return { application_id: ids.applicationId, bookmarked: true };
  if (path === '/api/candidate/stage') return { application_ids: [ids.applicationId], stage: 'shortlisted' };
  if (path === '/api/candidate/screening-call') return { application_id: ids.applicationId };
  if (path === '/api/candidate/score-candidates') return { job_id: ids.jobId };
  if (path === '/api/interview-config/')
    return {
      job_id: ids.jobId,
      rounds: [{ name: 'Technical', duration_minutes: 30, interviewer_ids: [ids.interviewerId] }],
    };
  if (method === 'post' && path === '/api/interviews')
    return { application_id: ids.applicationId, round_id: ids.roundId, start_timestamp: Date.now() + 86_400_000 };
  if (path === '/api/candidate/stage-proposal/dismiss') return { application_id: ids.applicationId, call_id: 'call_x' };
  if (
    path === '/api/interviews/booking-links' ||
    path === '/api/interviews/booking-links/mail' ||
    path === '/api/interviews/scheduling-call'
  )
    return { application_id: ids.applicationId, round_id: ids.roundId };
  if (path === '/api/agent/onboarding-agent/api/documents/{id}/fields') return { field: 'pincode', value: '400001' };
  if (path === '/api/interviews/{id}/reschedule') return { start_timestamp: Date.now() + 86_400_000 };
  if (path === '/api/workspaces/current/members/{userId}/password-reset') return { method: 'temporary_password' };
  if (path === '/api/interviews/{id}/scorecard')
    return { ratings: [{ criterion: 'Code', rating: 3 }], decision: 'hold' };
  return undefined;
};

/** The request's body: a small CSV for uploads, else the route's own body or the fullest the schema takes. */
export const requestOf = (
  method: string,
  url: string,
  operation: Operation,
  override?: object,
): { payload?: object | Buffer; headers?: Record<string, string> } => {
  const json = operation.requestBody?.content?.['application/json']?.schema;
  const isMultipart =
    Boolean(operation.requestBody?.content?.['multipart/form-data']) ||
    /sources\/files|\/upload$|\/recipients$/.test(url.split('?')[0]!);
  if (url.endsWith('/candidate/score-candidates') && method === 'post')
    return multipartForm((override ?? {}) as Record<string, string>, [
      { field: 'files', filename: 'cv.txt', content: 'Asha Rao\nasha@example.com' },
    ]);
  if (isMultipart && method !== 'get') {
    return multipartFiles([
      {
        filename: 'recipients.csv',
        content: 'RecipientEmail\nx@example.com\n',
        type: 'text/csv',
        field: url.includes('/recipients') ? 'csv_file' : 'files',
      },
    ]);
  }
  if (override) return { payload: override };
  return json ? { payload: fullSampleOf(json) as object } : {};
};
