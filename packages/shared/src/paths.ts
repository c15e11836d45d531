import { fillPath } from './fill-path.ts';

export { fillPath, type PathParams } from './fill-path.ts';

/**
 * The API routes that take parameters, written once: the server registers these templates and
 * the path builders below fill them (fillPath), so the two cannot drift apart. Relative to the
 * API base (`/api` on the same origin by default).
 */
export const apiRoutes = {
  agent: '/agents/:id',
  alertRule: '/alerts/rules/:id',
  call: '/call/calls/:id',
  callImport: '/call/calls/imports/:id',
  callContact: '/call/calls/:id/contact',
  callMessages: '/call/calls/:id/messages',
  callReplyDraft: '/call/calls/:id/reply-draft',
  callMeasures: '/call/calls/:id/measures',
  callReviews: '/call/calls/:id/reviews',
  qaScorecard: '/qa/scorecards/:id',
  qaCorrection: '/call/calls/:id/reviews/:scorecardId/corrections/:criterionId',
  qaAgreement: '/qa/scorecards/:id/agreement',
  recording: '/recordings/:callId',
  inboxItem: '/inbox/:id',
  inboxReply: '/inbox/:id/reply',
  inboxDraft: '/inbox/drafts/:id',
  inboxQuarantined: '/inbox/quarantine/:id',
  inboxRelease: '/inbox/quarantine/:id/release',
  job: '/job-description/:jobId',
  jobClose: '/job-description/:jobId/close',
  jobCopy: '/job-description/:jobId/copy',
  jobApplications: '/job-description/:jobId/applications',
  jobApplicationResume: '/job-description/:jobId/applications/:applicationId/resume',
  jobUpload: '/job-description/uploads/:key',
  candidateScoringBatch: '/candidate/score-candidates/:batchId',
  candidateFitScore: '/candidate-fit-score/:applicationId',
  candidate: '/candidate/:candidateId',
  candidateExport: '/candidate/:candidateId/export',
  candidateResume: '/candidate/:candidateId/resumes/:resumeId',
  interviewer: '/interviewer/interviewers/:id',
  interview: '/interviews/:id',
  interviewReschedule: '/interviews/:id/reschedule',
  interviewCancel: '/interviews/:id/cancel',
  interviewScorecard: '/interviews/:id/scorecard',
  knowledgeBase: '/webhooks/knowledge-base/:id',
  knowledgeBaseFiles: '/webhooks/knowledge-base/:id/sources/files',
  knowledgeBaseUrls: '/webhooks/knowledge-base/:id/sources/urls',
  knowledgeBaseTexts: '/webhooks/knowledge-base/:id/sources/texts',
  knowledgeBaseSource: '/webhooks/knowledge-base/:id/sources/:sourceId',
  knowledgeBaseSourceFile: '/webhooks/knowledge-base/:id/sources/:sourceId/file',
  knowledgeBaseRefresh: '/webhooks/knowledge-base/:id/refresh',
  knowledgeBaseSearch: '/webhooks/knowledge-base/:id/search',
  campaign: '/communication-suite/email/api/email/campaign/:id',
  campaignRecipients: '/communication-suite/email/api/email/campaign/:id/recipients',
  campaignRecipientsWithoutCsv: '/communication-suite/email/api/email/campaign/:id/recipients-without-csv',
  campaignReport: '/communication-suite/email/api/email/campaign/:id/report.csv',
  onboardingFile: '/agent/onboarding-agent/api/documents/:id/file',
  onboardingPreview: '/agent/onboarding-agent/api/documents/:id/preview',
  workspaceMember: '/workspaces/current/members/:userId',
  memberPasswordReset: '/workspaces/current/members/:userId/password-reset',
  workspaceInvitation: '/workspaces/current/invitations/:id',
  resendInvitation: '/workspaces/current/invitations/:id/resend',
} as const;

/** API paths, relative to the API base (`/api` on the same origin by default). */
export const apiPaths = {
  health: '/healthz',
  signup: '/user/signup',
  login: '/user/login',
  logout: '/user/logout',
  passwordChange: '/user/password-change',
  user: '/user',
  workspaces: '/workspaces',
  currentWorkspace: '/workspaces/current',
  workspaceSampleData: '/workspaces/current/sample-data',
  /** PUT (multipart `logo`) or DELETE the current workspace's logo (owners and admins). */
  workspaceLogo: '/workspaces/current/logo',
  workspaceMembers: '/workspaces/current/members',
  workspaceMember: (userId: string) => fillPath(apiRoutes.workspaceMember, { userId }),
  memberPasswordReset: (userId: string) => fillPath(apiRoutes.memberPasswordReset, { userId }),
  leaveWorkspace: '/workspaces/current/leave',
  transferOwnership: '/workspaces/current/transfer',
  workspaceInvitations: '/workspaces/current/invitations',
  workspaceInvitation: (id: string) => fillPath(apiRoutes.workspaceInvitation, { id }),
  resendInvitation: (id: string) => fillPath(apiRoutes.resendInvitation, { id }),
  invitationPreview: '/invitations/preview',
  acceptInvitation: '/invitations/accept',
  signupMode: '/user/signup-mode',
  workspaceAudit: '/workspaces/current/audit',
  workspaceAuditExport: '/workspaces/current/audit.csv',
  integrations: '/workspaces/current/integrations',
  signingKeyReveal: '/workspaces/current/integrations/signing-key/reveal',
  signingKeyRotation: '/workspaces/current/integrations/signing-key/rotate',
  providerAccount: '/workspaces/current/integrations/provider-account',
  resetPassword: '/user/reset-password/',
  resetPasswordConfirm: '/user/reset-password/confirm',
  agents: '/agents',
  agent: (id: string) => fillPath(apiRoutes.agent, { id }),
  agentProvider: '/agent-provider',
  agentProviderSync: '/agent-provider/sync',
  alertRules: '/alerts/rules',
  alertRule: (id: string) => fillPath(apiRoutes.alertRule, { id }),
  alertEvents: '/alerts/events',
  calls: '/call/calls',
  call: (id: string) => fillPath(apiRoutes.call, { id }),
  /** GET: the call's contact (who, how to reach them); GET and POST messages: what was sent to them from the call. */
  callContact: (id: string) => fillPath(apiRoutes.callContact, { id }),
  callMessages: (id: string) => fillPath(apiRoutes.callMessages, { id }),
  /** POST { channel }: a reply drafted by the language model from the call's summary and the knowledge base. */
  callReplyDraft: (id: string) => fillPath(apiRoutes.callReplyDraft, { id }),
  /** GET: the call's quality measures (issue #29), computed in the background as the call arrives. */
  callMeasures: (id: string) => fillPath(apiRoutes.callMeasures, { id }),
  /** GET: the call's review against each scorecard that applies to it (issue #29), in the background as measured. */
  callReviews: (id: string) => fillPath(apiRoutes.callReviews, { id }),
  /** GET the workspace's scorecards, POST one (members and above). */
  qaScorecards: '/qa/scorecards',
  /** GET, PUT (criteria replaced as a whole; the version goes up) and DELETE one scorecard. */
  qaScorecard: (id: string) => fillPath(apiRoutes.qaScorecard, { id }),
  /** GET: reviews of the workspace's calls, filtered, newest call first, in cursor pages. */
  qaReviews: '/qa/reviews',
  /** PUT { verdict, note? }: a call's result marked right or wrong (members and above); DELETE withdraws it. */
  qaCorrection: (callId: string, scorecardId: string, criterionId: string) =>
    fillPath(apiRoutes.qaCorrection, { id: callId, scorecardId, criterionId }),
  /** GET: how often people agreed with each criterion's automatic results. */
  qaAgreement: (id: string) => fillPath(apiRoutes.qaAgreement, { id }),
  /** GET: the QA page's figures (score over time by agent and version, the criteria most often failed), from the aggregates. */
  qaOverview: '/qa/overview',
  callsExport: '/call/calls/export',
  callsStream: '/call/calls/stream',
  /** POST the provider's export as the body: 202 with the import, which runs in batches in the background. */
  callsImport: '/call/calls/import',
  /** GET: the workspace's latest imports, newest first. */
  callImports: '/call/calls/imports',
  /** GET: one import's progress. */
  callImport: (id: string) => fillPath(apiRoutes.callImport, { id }),
  callsWebhook: '/webhooks/calls/',
  webhookConnection: '/webhooks/calls/connection',
  webhookKeyRotation: '/webhooks/calls/connection/rotate',
  analytics: '/webhooks/analytics/',
  analyticsVersions: '/webhooks/analytics/versions',
  voiceProvider: '/demo-call/provider',
  demoCalls: '/demo-call/calls',
  inbox: '/inbox',
  inboxItem: (id: string) => fillPath(apiRoutes.inboxItem, { id }),
  inboxReply: (id: string) => fillPath(apiRoutes.inboxReply, { id }),
  inboxMails: '/inbox/mails',
  inboxDrafts: '/inbox/drafts',
  inboxDraft: (id: string) => fillPath(apiRoutes.inboxDraft, { id }),
  inboxPulse: '/inbox/pulse',
  inboxChatHook: '/inbox/chat-hook',
  inboxQuarantined: (id: string) => fillPath(apiRoutes.inboxQuarantined, { id }),
  inboxRelease: (id: string) => fillPath(apiRoutes.inboxRelease, { id }),
  conversationsWebhook: '/webhooks/conversations/',
} as const;

/** SPEC §7 hiring paths, under the recruiting agent's API base. */
export const jobPaths = {
  list: '/job-description/job-descriptions',
  create: '/job-description/',
  uploadText: '/job-description/upload-text',
  upload: '/job-description/upload',
  /** A signed upload URL and its key, then the file PUT to that URL, then the key read into a draft. */
  generateUploadUrl: '/job-description/generate-upload-url',
  uploadWithKey: '/job-description/upload-with-key',
  generate: '/job-description/generate',
  /** The departments and locations the list filters by. */
  facets: '/job-description/facets',
  /** Bulk close (POST { job_ids }). */
  closeMany: '/job-description/close',
  /** GET, PUT and DELETE one job. */
  job: (jobId: string) => fillPath(apiRoutes.job, { jobId }),
  close: (jobId: string) => fillPath(apiRoutes.jobClose, { jobId }),
  copy: (jobId: string) => fillPath(apiRoutes.jobCopy, { jobId }),
  /** Publishes a job, which puts it on the workspace's careers site (body { job_id }): the same action as Publish. */
  postToAts: '/job-description/post-to-ats',
  /** GET and PUT the workspace's default country (the country of a job whose location names none). */
  postingSettings: '/job-description/posting-settings',
  applications: (jobId: string) => fillPath(apiRoutes.jobApplications, { jobId }),
  resume: (jobId: string, applicationId: string) => fillPath(apiRoutes.jobApplicationResume, { jobId, applicationId }),
} as const;

/** SPEC §7 candidate paths (#17), under the recruiting agent's API base. */
export const candidatePaths = {
  /** POST multipart (job_id, files): résumés read and scored in the background; answers the batch. */
  scoreCandidates: '/candidate/score-candidates',
  /** GET: a batch's progress, file by file. */
  scoringBatch: (batchId: string) => fillPath(apiRoutes.candidateScoringBatch, { batchId }),
  /** GET: a job's candidates ranked by fit score (filters, cursor pages). */
  fitScores: '/candidate-fit-score/candidate-fit-scores',
  /** GET: the same list as CSV (optionally only application_ids). */
  fitScoresCsv: '/candidate-fit-score/candidate-fit-scores.csv',
  /** GET: one application with its candidate, explanation, history and screening. */
  fitScore: (applicationId: string) => fillPath(apiRoutes.candidateFitScore, { applicationId }),
  /** POST { application_id, bookmarked }: sets or clears the bookmark. */
  bookmark: '/candidate-fit-score',
  /** POST { application_ids, stage, reason? }: moves applications to a stage. */
  stage: '/candidate/stage',
  /** POST { application_id }: zara calls the candidate (zara_screening). */
  screeningCall: '/candidate/screening-call',
  /** POST { application_id, call_id }: dismisses the stage a screening call's outcome proposes. */
  dismissStageProposal: '/candidate/stage-proposal/dismiss',
  /** DELETE: erases the candidate (files, parsed data, scores); the stage history stays, anonymous. */
  candidate: (candidateId: string) => fillPath(apiRoutes.candidate, { candidateId }),
  /** GET: everything held about the candidate, as a zip of JSON and the files. */
  candidateExport: (candidateId: string) => fillPath(apiRoutes.candidateExport, { candidateId }),
  resume: (candidateId: string, resumeId: string) => fillPath(apiRoutes.candidateResume, { candidateId, resumeId }),
} as const;

/** SPEC §7 interview paths (#18), under the recruiting agent's API base. */
export const interviewPaths = {
  interviewers: '/interviewer/interviewers',
  interviewer: (id: string) => fillPath(apiRoutes.interviewer, { id }),
  /** GET ?job_id= and PUT: a job's interview plan. */
  plan: '/interview-config/',
  interviews: '/interviews',
  interview: (id: string) => fillPath(apiRoutes.interview, { id }),
  reschedule: (id: string) => fillPath(apiRoutes.interviewReschedule, { id }),
  cancel: (id: string) => fillPath(apiRoutes.interviewCancel, { id }),
  scorecard: (id: string) => fillPath(apiRoutes.interviewScorecard, { id }),
  slots: '/interviews/slots',
  bookingLinks: '/interviews/booking-links',
  /** POST { application_id, round_id }: a self-booking link made and mailed to the candidate. */
  mailBookingLink: '/interviews/booking-links/mail',
  /** POST { application_id, round_id }: zara calls the candidate to book the round (zara_interview_scheduling). */
  schedulingCall: '/interviews/scheduling-call',
} as const;

/** The candidate's self-booking page (no sign-in, outside the API base). */
export const selfBookingPath = (token: string) => `/book/${encodeURIComponent(token)}`;

/**
 * A workspace's logo, public by its slug like its careers site (outside the API base); `version`
 * (when it was set) makes each new logo a new address, so a page never shows a stale one.
 */
export const workspaceLogoPath = (workspaceSlug: string, version?: number) =>
  `/logos/${encodeURIComponent(workspaceSlug)}${version === undefined ? '' : `?v=${version}`}`;

/** The public careers site (no sign-in, outside the API base): a workspace's index, its feeds and each job's page. */
export const careersPaths = {
  index: (workspaceSlug: string) => `/careers/${encodeURIComponent(workspaceSlug)}`,
  job: (workspaceSlug: string, jobSlug: string) =>
    `/careers/${encodeURIComponent(workspaceSlug)}/${encodeURIComponent(jobSlug)}`,
  apply: (workspaceSlug: string, jobSlug: string) =>
    `/careers/${encodeURIComponent(workspaceSlug)}/${encodeURIComponent(jobSlug)}/apply`,
  applied: (workspaceSlug: string, jobSlug: string) =>
    `/careers/${encodeURIComponent(workspaceSlug)}/${encodeURIComponent(jobSlug)}/applied`,
  xmlFeed: (workspaceSlug: string) => `/careers/${encodeURIComponent(workspaceSlug)}/feed.xml`,
  jsonFeed: (workspaceSlug: string) => `/careers/${encodeURIComponent(workspaceSlug)}/feed.json`,
} as const;

/** SPEC §7 declares /webhooks/knowledge-base/; the knowledge base resource lives under it. */
export const knowledgeBasePaths = {
  list: '/webhooks/knowledge-base/',
  create: '/webhooks/knowledge-base/',
  item: (id: string) => fillPath(apiRoutes.knowledgeBase, { id }),
  files: (id: string) => fillPath(apiRoutes.knowledgeBaseFiles, { id }),
  urls: (id: string) => fillPath(apiRoutes.knowledgeBaseUrls, { id }),
  texts: (id: string) => fillPath(apiRoutes.knowledgeBaseTexts, { id }),
  source: (id: string, sourceId: string) => fillPath(apiRoutes.knowledgeBaseSource, { id, sourceId }),
  sourceFile: (id: string, sourceId: string) => fillPath(apiRoutes.knowledgeBaseSourceFile, { id, sourceId }),
  refresh: (id: string) => fillPath(apiRoutes.knowledgeBaseRefresh, { id }),
  search: (id: string) => fillPath(apiRoutes.knowledgeBaseSearch, { id }),
} as const;

/** Paths of SPEC §7 Demo (the mail campaigns). */
export const campaignPaths = {
  create: '/communication-suite/email/api/email/campaign/',
  campaign: (id: string) => fillPath(apiRoutes.campaign, { id }),
  recipients: (id: string) => fillPath(apiRoutes.campaignRecipients, { id }),
  recipientsWithoutCsv: (id: string) => fillPath(apiRoutes.campaignRecipientsWithoutCsv, { id }),
  report: (id: string) => fillPath(apiRoutes.campaignReport, { id }),
  trigger: '/communication-suite/email/api/email/trigger-email-for-campaign',
  sendReplies: '/communication-suite/email/api/email/send-email-replies',
} as const;

export const onboardingPaths = {
  getAllDocuments: '/agent/onboarding-agent/api/get-all-documents',
  file: (id: string) => fillPath(apiRoutes.onboardingFile, { id }),
  preview: (id: string) => fillPath(apiRoutes.onboardingPreview, { id }),
} as const;
