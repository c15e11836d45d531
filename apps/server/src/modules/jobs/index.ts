// The jobs module's face to the rest of the server: one job of a workspace as the API answers it,
// publishing a draft (the careers module's post-to-ats is the same action as Publish) and its audit entry.
export { getJob, type InWorkspace } from './jobs.service.ts';
export { publishDraft } from './job-updates.service.ts';
export { jobAuditOf } from './job-audit.ts';
export { missingPostingProperties, placeOf, postingPlaceOf, type JobPlace, type PostingPlace } from './job-place.ts';
export { workspaceDefaultCountry } from './job-posting-settings.ts';
