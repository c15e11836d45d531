import type { Job } from '@agentdesk/shared';
import { FilePlus2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleGate } from '../../../components/ui/role-gate.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { JobDraftReview } from './job-draft-review.tsx';
import { NewJobForm } from './new-job-form.tsx';
import { PasteJobTextForm } from './paste-job-text-form.tsx';
import { UploadJobFileForm } from './upload-job-file-form.tsx';

/** The address parameters of the page: the draft being reviewed, or the blank form. */
const DRAFT_PARAM = 'draft';
const MODE_PARAM = 'mode';

const Sources = ({ onRead }: { onRead: (job: Job) => void }) => (
  <div className="flex flex-col gap-3">
    <section aria-label="Job description source" className="rounded-lg border border-gray-200 bg-white">
      <Tabs
        aria-label="How to create the job description"
        tabs={[
          { value: 'text', label: 'Paste text', content: <PasteJobTextForm onRead={onRead} /> },
          { value: 'file', label: 'Upload file', content: <UploadJobFileForm onRead={onRead} /> },
        ]}
        listClassName="px-2 sm:px-3"
        contentClassName="p-4 sm:p-5"
      />
    </section>
    <p className="text-center text-[13px]">
      <Link to={`?${MODE_PARAM}=form`} className="font-medium text-brand underline-offset-4 hover:underline">
        or fill in the form
      </Link>
    </p>
  </div>
);

/**
 * Create Job Description (SPEC §2): paste a text or upload a file, which the server reads into a
 * draft, then review it in the job form and save or publish it; or fill in the form from scratch.
 * The draft under review is in the address, so a reload keeps it.
 */
export const CreateJobDescriptionScreen = () => {
  const { role = '' } = useParams();
  const { params, update } = useSearchParamsUpdater();
  const draftId = params.get(DRAFT_PARAM);
  const isForm = params.get(MODE_PARAM) === 'form';
  const toStart = () =>
    update(
      (next) => {
        next.delete(DRAFT_PARAM);
        next.delete(MODE_PARAM);
      },
      { replace: false },
    );

  return (
    <>
      <PageHeader title="Create Job Description" icon={FilePlus2} description="Paste or upload a job description, check what was read, then save or publish it" />
      <PageBody width="narrow">
        <RoleGate role="member" action="create job descriptions">
          {draftId !== null && draftId !== '' ? (
            <JobDraftReview key={draftId} jobId={draftId} role={role} onStartOver={toStart} />
          ) : isForm ? (
            <NewJobForm role={role} onBack={toStart} />
          ) : (
            <Sources onRead={(job) => update((next) => next.set(DRAFT_PARAM, job.job_id), { replace: false })} />
          )}
        </RoleGate>
      </PageBody>
    </>
  );
};
