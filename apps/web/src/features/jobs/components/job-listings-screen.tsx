import type { Job, JobForm as JobFields } from '@agentdesk/shared';
import { BriefcaseBusiness, ExternalLink, FileText, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCareersPath, useHasRole } from '../../../lib/use-workspaces.ts';
import { useCloseJobs } from '../api/close-jobs.ts';
import { useCreateJob } from '../api/create-job.ts';
import { useJobFacets } from '../api/list-job-facets.ts';
import { useJobs } from '../api/list-jobs.ts';
import { useCursorPages } from '../hooks/use-cursor-pages.ts';
import { useJobActions } from '../hooks/use-job-actions.ts';
import { useJobListParams } from '../hooks/use-job-list-params.ts';
import { useJobSelection } from '../hooks/use-job-selection.ts';
import { showingText } from '../utils/cursor-pages.ts';
import { toastJobFailure } from '../utils/job-failure.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { createJobHref, jobHref } from '../utils/job-hrefs.ts';
import type { JobPageState } from '../utils/list-return.ts';
import { CloseJobsDialog } from './close-jobs-dialog.tsx';
import { JobFilters } from './job-filters.tsx';
import { JobFormDialog } from './job-form-dialog.tsx';
import { JobList } from './job-list.tsx';
import { JobPagination } from './job-pagination.tsx';
import type { JobRowAction } from './job-row-actions.tsx';
import { DefaultCountryDialog } from './default-country-dialog.tsx';
import { JobRowDialogs, type AskedJobAction } from './job-row-dialogs.tsx';
import { JobSelectionBar } from './job-selection-bar.tsx';

/**
 * Job Listings (SPEC §2): the workspace's jobs in a table sorted by any column, filtered by status
 * (with the counts), department, location and a search, 10, 20 or 50 a page, all kept in the
 * address; each row's actions, several rows closed at once, and the job listing form for a new one.
 */
export const JobListingsScreen = () => {
  const { role = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useJobListParams();
  const { filter } = params;
  const pages = useCursorPages(Object.values(filter).join('\u0000'));
  const query = useJobs(filter, pages.cursor);
  const facets = useJobFacets();
  const create = useCreateJob();
  const closeMany = useCloseJobs();
  const [isCreating, setCreating] = useState(false);
  const [asked, setAsked] = useState<AskedJobAction | null>(null);
  const [isConfirmingBulkClose, setConfirmingBulkClose] = useState(false);
  const canWrite = useHasRole('member');
  const careersPath = useCareersPath();
  const page = query.data;
  const listRef = useRef<HTMLElement>(null);
  const rowState: JobPageState = { listReturn: { search: location.search, state: location.state } };
  const actions = useJobActions({ role, pageState: rowState });
  // What is selected belongs to the page shown: another page, filter or sort starts with none.
  const selection = useJobSelection(`${Object.values(filter).join('\u0000')}\u0000${pages.cursor ?? ''}`);

  const onCreate = async (fields: JobFields) => {
    const { job, message } = await create.mutateAsync(fields);
    toast.success(message);
    setCreating(false);
    void navigate(jobHref(role, job.job_id), { state: rowState });
  };

  const onAction = (action: JobRowAction, job: Job) => {
    if (action === 'publish') actions.publish(job);
    else if (action === 'copy') actions.copyJob(job);
    else setAsked({ action, job });
  };

  const onBulkClose = () =>
    closeMany.mutate([...selection.ids], {
      onSuccess: ({ result, message }) => {
        if (result.closed.length > 0) toast.success(message);
        else toast.error(message);
        selection.clear();
      },
      onError: toastJobFailure,
      onSettled: () => setConfirmingBulkClose(false),
    });

  /** Turns the page; from the buttons under a long list, the new page is shown from its top. */
  const turnPage = (go: () => void) => {
    go();
    const list = listRef.current;
    if (list !== null && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  };

  const showing = query.isPlaceholderData
    ? 'Loading…'
    : page === undefined
      ? ''
      : showingText({ pageIndex: pages.pageIndex, pageSize: filter.size, shown: page.jobs.length, total: page.total });

  return (
    <>
      <PageHeader
        title="Job Listings"
        icon={BriefcaseBusiness}
        description="Open roles your hiring agent recruits for"
        actions={
          <>
            {careersPath === null ? null : (
              <a
                href={careersPath}
                target="_blank"
                rel="noopener"
                className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-[13px] font-medium whitespace-nowrap text-blue-700 hover:bg-blue-50 hover:text-blue-800"
              >
                <ExternalLink size={14} aria-hidden="true" />
                Careers site
              </a>
            )}
            {canWrite ? (
              <>
                <ButtonLink to={createJobHref(role)} variant="secondary" size="sm">
                  <FileText size={16} aria-hidden="true" />
                  Create from text or file
                </ButtonLink>
                <Button size="sm" onClick={() => setCreating(true)}>
                  <Plus size={16} aria-hidden="true" />
                  New job
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <PageBody>
        <div className="flex flex-col gap-3">
          <JobFilters
            filter={filter}
            counts={page?.counts}
            facets={facets.data}
            statusHref={params.statusHref}
            onChange={params.change}
            onSearch={params.setSearch}
          />
          <section
            ref={listRef}
            aria-label="Job listings"
            className="scroll-mt-18 overflow-clip rounded-lg border border-gray-200 bg-white md:scroll-mt-4"
          >
            {selection.ids.size > 0 ? (
              <JobSelectionBar
                count={selection.ids.size}
                onClose={() => setConfirmingBulkClose(true)}
                onClear={selection.clear}
              />
            ) : null}
            <JobList
              query={query}
              filter={filter}
              pageIndex={pages.pageIndex}
              onFirstPage={pages.toFirst}
              role={role}
              rowState={rowState}
              createHref={canWrite ? createJobHref(role) : null}
              clearFiltersHref={params.clearFiltersHref}
              canWrite={canWrite}
              selected={selection.ids}
              onSelectedChange={selection.set}
              onSort={params.sortBy}
              onAction={onAction}
            />
            {page !== undefined && page.jobs.length > 0 ? (
              <JobPagination
                text={showing}
                size={filter.size}
                onSizeChange={(size) => params.change({ size })}
                canGoBack={pages.pageIndex > 0 && !query.isPlaceholderData}
                canGoForward={page.next_cursor !== null && !query.isPlaceholderData}
                onPrevious={() => turnPage(pages.toPrevious)}
                onNext={() => {
                  const next = page.next_cursor;
                  if (next !== null) turnPage(() => pages.toNext(next));
                }}
              />
            ) : null}
          </section>
        </div>
      </PageBody>
      <JobFormDialog
        isOpen={isCreating}
        onOpenChange={setCreating}
        title="New job"
        description="The job listing form. The job is saved as a draft; you publish it from its page."
        defaultValues={toJobFormValues({ salary_currency: 'USD' })}
        submitLabel="Save draft"
        isPending={create.isPending}
        onSubmit={onCreate}
      />
      <JobRowDialogs asked={asked} onDismiss={() => setAsked(null)} actions={actions} />
      <DefaultCountryDialog
        reason={actions.countryQuestion?.reason ?? null}
        onOpenChange={(isOpen) => (isOpen ? undefined : actions.answerCountryQuestion(false))}
        onSaved={() => actions.answerCountryQuestion(true)}
      />
      <CloseJobsDialog
        isOpen={isConfirmingBulkClose}
        count={selection.ids.size}
        onOpenChange={setConfirmingBulkClose}
        isPending={closeMany.isPending}
        onConfirm={onBulkClose}
      />
    </>
  );
};
