import type { JobForm as JobFields } from '@agentdesk/shared';
import { BriefcaseBusiness, FileText, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useCreateJob } from '../api/create-job.ts';
import { JOBS_PAGE_SIZE, useJobs } from '../api/list-jobs.ts';
import { useCursorPages } from '../hooks/use-cursor-pages.ts';
import { useJobListParams } from '../hooks/use-job-list-params.ts';
import { showingText } from '../utils/cursor-pages.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { createJobHref, jobHref } from '../utils/job-hrefs.ts';
import type { JobPageState } from '../utils/list-return.ts';
import { JobFormDialog } from './job-form-dialog.tsx';
import { JobList } from './job-list.tsx';
import { JobPagination } from './job-pagination.tsx';
import { JobStatusFilter } from './job-status-filter.tsx';

/**
 * Job Listings (SPEC §2): the jobs by status with their counts, a search (both in the address),
 * twenty a page with Previous / Next, and the job listing form for a new one.
 */
export const JobListingsScreen = () => {
  const { role = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { filter, statusHref, setSearch } = useJobListParams();
  const pages = useCursorPages(`${filter.status ?? 'all'}\u0000${filter.search}`);
  const query = useJobs(filter, pages.cursor);
  const create = useCreateJob();
  const [isCreating, setCreating] = useState(false);
  const canCreate = useHasRole('member');
  const page = query.data;
  const listRef = useRef<HTMLElement>(null);
  const rowState: JobPageState = { listReturn: { search: location.search, state: location.state } };

  const onCreate = async (fields: JobFields) => {
    const { job, message } = await create.mutateAsync(fields);
    toast.success(message);
    setCreating(false);
    void navigate(jobHref(role, job.job_id), { state: rowState });
  };

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
      : showingText({ pageIndex: pages.pageIndex, pageSize: JOBS_PAGE_SIZE, shown: page.jobs.length, total: page.total });

  return (
    <>
      <PageHeader
        title="Job Listings"
        icon={BriefcaseBusiness}
        description="Open roles your hiring agent recruits for"
        actions={
          canCreate ? (
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
          ) : undefined
        }
      />
      <PageBody>
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
            <JobStatusFilter current={filter.status} counts={page?.counts} hrefFor={statusHref} />
            <div className="w-full md:w-72">
              <SearchInput value={filter.search} onCommit={setSearch} aria-label="Search jobs" placeholder="Search title, department, location" />
            </div>
          </div>
          <section ref={listRef} aria-label="Job listings" className="scroll-mt-18 md:scroll-mt-4 overflow-hidden rounded-lg border border-gray-200 bg-white">
            <JobList
              query={query}
              filter={filter}
              pageIndex={pages.pageIndex}
              onFirstPage={pages.toFirst}
              jobHref={(job) => jobHref(role, job.job_id)}
              rowState={rowState}
              createHref={canCreate ? createJobHref(role) : null}
              clearFiltersHref="?"
            />
            {page !== undefined && page.jobs.length > 0 ? (
              <JobPagination
                text={showing}
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
    </>
  );
};
