import type { Job } from '@agentdesk/shared';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleGate } from '../../../components/ui/role-gate.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import type { WrittenJobDraft } from '../api/generate-job-draft.ts';
import { dropWrittenDraft, loadWrittenDraft } from '../utils/written-draft-store.ts';
import { JobBriefForm } from './job-brief-form.tsx';
import { JobDraftEditor } from './job-draft-editor.tsx';
import { JobDraftReview } from './job-draft-review.tsx';
import { NewJobForm } from './new-job-form.tsx';
import { PasteJobTextForm } from './paste-job-text-form.tsx';
import { UploadJobFileForm } from './upload-job-file-form.tsx';

/** The address parameters of the page: the draft being reviewed, or the blank form, or a written draft ('write'). */
const DRAFT_PARAM = 'draft';
const MODE_PARAM = 'mode';

type SourcesProps = { onRead: (job: Job) => void; onWritten: (written: WrittenJobDraft) => void };

const Sources = ({ onRead, onWritten }: SourcesProps) => (
  <div className="flex flex-col gap-3">
    <section aria-label="Job description source" className="rounded-lg border border-gray-200 bg-white">
      <Tabs
        aria-label="How to create the job description"
        tabs={[
          { value: 'text', label: 'Paste text', content: <PasteJobTextForm onRead={onRead} /> },
          { value: 'file', label: 'Upload file', content: <UploadJobFileForm onRead={onRead} /> },
          { value: 'write', label: 'Write it for me', content: <JobBriefForm onWritten={onWritten} /> },
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
 * draft, then review it in the job form and save or publish it; have one written from a short
 * brief ("Write it for me"), edited beside a live preview and saved only then; or fill in the
 * form from scratch. The draft under review is in the address, so a reload keeps it; a written
 * draft is saved nowhere but this tab's session storage, so a reload keeps it and its edits too.
 */
export const CreateJobDescriptionScreen = () => {
  const { role = '' } = useParams();
  const { params, update } = useSearchParamsUpdater();
  const draftId = params.get(DRAFT_PARAM);
  const mode = params.get(MODE_PARAM);
  // A written draft this tab was editing comes back after a reload, with its edits.
  const [restored] = useState(() => (mode === 'write' ? loadWrittenDraft() : null));
  const [written, setWritten] = useState<WrittenJobDraft | null>(restored?.written ?? null);
  const isEditingWritten = mode === 'write' && written !== null;
  const toStart = () => {
    dropWrittenDraft();
    setWritten(null);
    update(
      (next) => {
        next.delete(DRAFT_PARAM);
        next.delete(MODE_PARAM);
      },
      { replace: false },
    );
  };
  const onWritten = (next: WrittenJobDraft) => {
    dropWrittenDraft();
    setWritten(next);
    update((search) => search.set(MODE_PARAM, 'write'), { replace: false });
  };

  return (
    <>
      <PageHeader
        title="Create Job Description"
        icon={FilePlus2}
        description="Paste, upload or have a job description written, check it, then save or publish it"
      />
      <PageBody width={isEditingWritten ? 'default' : 'narrow'}>
        <RoleGate role="member" action="create job descriptions">
          {draftId !== null && draftId !== '' ? (
            <JobDraftReview key={draftId} jobId={draftId} role={role} onStartOver={toStart} />
          ) : mode === 'form' ? (
            <NewJobForm role={role} onBack={toStart} />
          ) : isEditingWritten ? (
            <JobDraftEditor
              role={role}
              written={written}
              typed={written === restored?.written ? restored.values : null}
              onStartOver={toStart}
            />
          ) : mode === 'write' ? (
            <section
              aria-labelledby="write-job-title"
              className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
            >
              <h2 id="write-job-title" className="mb-2 text-sm font-semibold text-gray-900">
                Write it for me
              </h2>
              <JobBriefForm onWritten={onWritten} />
            </section>
          ) : (
            <Sources
              onRead={(job) => update((next) => next.set(DRAFT_PARAM, job.job_id), { replace: false })}
              onWritten={onWritten}
            />
          )}
        </RoleGate>
      </PageBody>
    </>
  );
};
