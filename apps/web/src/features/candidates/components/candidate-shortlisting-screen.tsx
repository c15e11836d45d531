import { BriefcaseBusiness, FileDown, Upload, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { cn } from '../../../lib/cn.ts';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/desktop-media-query.ts';
import { createJobDescriptionHref } from '../../../lib/hiring-hrefs.ts';
import { failureText, toastFailure } from '../../../lib/toast-failure.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useExportCandidatesCsv } from '../api/download-candidate-files.ts';
import { useCandidates } from '../api/list-candidates.ts';
import { useJobOptions } from '../api/list-job-options.ts';
import { useCandidateParams } from '../hooks/use-candidate-params.ts';
import { useListStepper } from '../hooks/use-list-stepper.ts';
import { defaultJobId } from '../utils/job-options.ts';
import { CandidateDetail } from './candidate-detail.tsx';
import { CandidateListPane } from './candidate-list-pane.tsx';
import { JobPicker } from './job-picker.tsx';
import { UploadResumesDialog } from './upload-resumes-dialog.tsx';

/** An upload being scored, and the job it was for (its progress shows with that job's list). */
type ShownBatch = { jobId: string; batchId: string };

/**
 * Candidate Shortlisting (SPEC §2, #17): a job's candidates ranked by fit, filtered and moved
 * through the stages, beside the open candidate (one column below 768 px: the list, then the
 * candidate with a Back button). The job, the filters and the open candidate are in the address.
 */
export const CandidateShortlistingScreen = () => {
  const { role = '' } = useParams();
  const jobs = useJobOptions();
  const params = useCandidateParams(defaultJobId(jobs.data));
  const { filter, selectedId } = params;
  const list = useCandidates(filter);
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const canWrite = useHasRole('member');
  const isAdmin = useHasRole('admin');
  const exportCsv = useExportCandidatesCsv();
  const [isUploading, setUploading] = useState(false);
  const [batches, setBatches] = useState<ShownBatch[]>([]);
  const rows = list.data?.pages.flatMap((page) => page.candidates) ?? [];
  // Wide screens show the best fit until another is chosen; a phone shows the list first.
  const openId = selectedId ?? (isDesktop ? (rows[0]?.application_id ?? null) : null);
  const jobTitle = jobs.data?.find((job) => job.job_id === filter.jobId)?.title ?? 'this job';
  const isDetailView = selectedId !== null;
  useListStepper({ list, rows, openId, onOpen: (applicationId) => params.select(applicationId, { replace: true }) });

  const header = (
    <PageHeader
      title="Candidate Shortlisting"
      icon={UserRoundCheck}
      description="Candidates scored against your job descriptions, best fit first"
      actions={
        filter.jobId === '' ? undefined : (
          <div
            className={cn('w-full flex-wrap items-center gap-2 sm:w-auto md:flex', isDetailView ? 'hidden' : 'flex')}
          >
            <JobPicker
              jobs={jobs.data}
              jobId={filter.jobId}
              onChange={(jobId) => params.setJob(jobId)}
              className="w-full min-w-0 sm:w-72 xl:w-80"
            />
            <Button
              variant="secondary"
              size="sm"
              isLoading={exportCsv.isPending}
              disabled={rows.length === 0}
              onClick={() => exportCsv.mutate({ filter }, { onError: toastFailure })}
            >
              {exportCsv.isPending ? null : <FileDown size={14} aria-hidden="true" />}
              Export CSV
            </Button>
            {canWrite ? (
              <Button size="sm" onClick={() => setUploading(true)} data-testid="upload-resumes">
                <Upload size={14} aria-hidden="true" />
                Upload résumés
              </Button>
            ) : null}
          </div>
        )
      }
    />
  );

  if (jobs.isError || (jobs.isSuccess && jobs.data.length === 0)) {
    return (
      <>
        {header}
        <div className="p-4 sm:p-6">
          {jobs.isError ? (
            <ErrorState
              title="Failed to load the jobs."
              message={failureText(jobs.error)}
              onRetry={() => void jobs.refetch()}
              isRetrying={jobs.isFetching}
            />
          ) : (
            <EmptyState
              icon={BriefcaseBusiness}
              title="No jobs to shortlist for yet"
              description="Candidates are scored against a job description. Write or upload one, then upload résumés for it here."
              action={
                canWrite ? (
                  <ButtonLink to={createJobDescriptionHref(role)}>Create job description</ButtonLink>
                ) : undefined
              }
            />
          )}
        </div>
      </>
    );
  }

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-0 flex-col md:h-dvh">
      {header}
      <div className="flex min-h-0 flex-1">
        <section
          aria-label="Candidates"
          className={cn(
            'min-h-0 w-full min-w-0 flex-col border-gray-200 bg-white md:flex md:w-[25rem] md:shrink-0 md:border-r xl:w-[28rem]',
            isDetailView ? 'hidden' : 'flex',
          )}
        >
          <CandidateListPane
            list={list}
            params={params}
            openId={openId}
            canWrite={canWrite}
            batchIds={batches.filter((batch) => batch.jobId === filter.jobId).map((batch) => batch.batchId)}
            onDismissBatch={(batchId) => setBatches((shown) => shown.filter((batch) => batch.batchId !== batchId))}
            onUpload={canWrite ? () => setUploading(true) : undefined}
          />
        </section>
        <div className={cn('min-h-0 min-w-0 flex-1 md:flex', isDetailView ? 'flex' : 'hidden')}>
          {openId === null ? (
            <EmptyState
              icon={UserRoundCheck}
              title={rows.length === 0 ? 'Nobody to show yet' : 'Choose a candidate'}
              description="Open a candidate to see why they scored what they did, their résumé, their history and what to do next."
              className="m-6 flex-1 border-0 bg-transparent"
            />
          ) : (
            <CandidateDetail
              key={openId}
              applicationId={openId}
              role={role}
              canWrite={canWrite}
              isAdmin={isAdmin}
              onBack={() => params.close()}
              onErased={() => params.close({ replace: true })}
            />
          )}
        </div>
      </div>
      {filter.jobId !== '' ? (
        <UploadResumesDialog
          isOpen={isUploading}
          onOpenChange={setUploading}
          jobId={filter.jobId}
          jobTitle={jobTitle}
          onUploaded={(batch) => setBatches((shown) => [{ jobId: batch.job_id, batchId: batch.batch_id }, ...shown])}
        />
      ) : null}
    </div>
  );
};
