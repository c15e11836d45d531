// The jobs module's face to the rest of the server: one job of a workspace as the API answers it,
// and publishing a draft (the careers module's post-to-ats is the same action as Publish).
export { getJob, publishDraft, type InWorkspace } from './jobs.service.ts';
