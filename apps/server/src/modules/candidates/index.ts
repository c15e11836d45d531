// The candidates module's face to the rest of the server: its routes, the background reader and
// scorer of résumés, and the records the careers site and the sample data write (#17).
export { readResume } from './resume-text.ts';
export { scoreFit } from './fit-score.ts';
export { canonicalSkill } from './skill-synonyms.ts';
export { candidatesRoutes } from './candidates.routes.ts';
export { linkCallToCandidate } from './candidate-call-link.ts';
export { stageProposalRoutes } from './stage-proposal.routes.ts';
export { candidateUploadsRoutes } from './candidate-uploads.routes.ts';
export { readUploadBatch } from './upload-reader.ts';
export { scorePendingBatch } from './fit-scoring.ts';
export type { ReadScan } from './resume-file.ts';
export {
  addResume,
  mergeCandidate,
  recordStageEvent,
  upsertApplication,
  type CandidateFacts,
  type ResumeFile,
} from './candidate-records.ts';
