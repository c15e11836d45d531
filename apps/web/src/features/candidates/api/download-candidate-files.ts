import { candidatePaths, type CandidateFitDetail } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-api-file.ts';
import { toFitQueryParams, type CandidateListFilter } from '../utils/candidate-list-filter.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** GET /candidate/:candidateId/resumes/:resumeId: the résumé file as uploaded. */
export const downloadCandidateResume = async (detail: CandidateFitDetail): Promise<void> => {
  if (detail.resume === null) return;
  await downloadApiFile(candidatePaths.resume(detail.candidate_id, detail.resume.resume_id), detail.resume.filename);
};

/** GET /candidate/:candidateId/export: everything held about the candidate, as a zip. */
export const exportCandidateData = (candidateId: string): Promise<void> =>
  downloadApiFile(candidatePaths.candidateExport(candidateId), `candidate-${candidateId}.zip`, 'application/zip');

/** GET /candidate-fit-score/candidate-fit-scores.csv: the list's filters, or only the applications named. */
export const exportCandidatesCsv = ({
  filter,
  applicationIds,
}: {
  filter: CandidateListFilter;
  applicationIds?: readonly string[];
}): Promise<void> => {
  const params = toFitQueryParams(filter);
  if (applicationIds !== undefined) params.set('application_ids', applicationIds.join(','));
  return downloadApiFile(
    `${candidatePaths.fitScoresCsv}?${params.toString()}`,
    `candidates-${today()}.csv`,
    'text/csv',
  );
};

export const useDownloadCandidateResume = () => useMutation({ mutationFn: downloadCandidateResume });
export const useExportCandidateData = () => useMutation({ mutationFn: exportCandidateData });
export const useExportCandidatesCsv = () => useMutation({ mutationFn: exportCandidatesCsv });
