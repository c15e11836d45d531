// The jobs module's face to the rest of the server: one job of a workspace as the API answers it
// (the careers module posts jobs to the careers site and answers with them).
export { getJob, type InWorkspace } from './jobs.service.ts';
export { jobAuditOf } from './job-audit.ts';
