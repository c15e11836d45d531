import { jobMessages } from '@agentdesk/shared';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { cn } from '../../../lib/cn.ts';
import type { WrittenJobDraft } from '../api/generate-job-draft.ts';
import { useSubmitNewJob } from '../hooks/use-submit-new-job.ts';
import { toJobFormValues, toJobPreview, type JobFormValues } from '../utils/job-form-values.ts';
import { dropWrittenDraft, keepWrittenDraft } from '../utils/written-draft-store.ts';
import { draftActions, JobForm } from './job-form.tsx';
import { JobPreview } from './job-preview.tsx';

/** typed: the form as the recruiter left it before a reload, else the draft as written. */
type Props = { role: string; written: WrittenJobDraft; typed: JobFormValues | null; onStartOver: () => void };

type View = 'form' | 'preview';

const views: { value: View; label: string }[] = [
  { value: 'form', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
];

/**
 * A written draft in the job form, with a live preview beside it (on a narrow screen, one or the
 * other); nothing is saved until Save draft or Publish creates the job (this tab keeps it meanwhile).
 */
export const JobDraftEditor = ({ role, written, typed, onStartOver }: Props) => {
  const [defaultValues] = useState(() => typed ?? toJobFormValues(written.draft));
  const [values, setValues] = useState(defaultValues);
  useEffect(() => keepWrittenDraft(written, values), [written, values]);
  // Typing stays quick however long the description: the preview follows when React has time.
  const preview = useMemo(() => toJobPreview(values), [values]);
  const deferredPreview = useDeferredValue(preview);
  const [view, setView] = useState<View>('form');
  const [isConfirmingStartOver, setConfirmingStartOver] = useState(false);
  const submitNewJob = useSubmitNewJob(role);
  const onSubmit: typeof submitNewJob = async (fields, intent) => {
    await submitNewJob(fields, intent);
    dropWrittenDraft();
  };
  const isFallback = written.message !== jobMessages.draftByModel && written.message !== jobMessages.draftByTemplate;

  return (
    <div className="flex flex-col gap-4">
      <Alert tone={isFallback ? 'info' : 'success'}>
        {written.message}. Nothing is saved yet: check each field, then save the draft or publish it.
      </Alert>
      <div
        role="group"
        aria-label="Show the form or the preview"
        className="flex rounded-md border border-gray-300 bg-white p-0.5 shadow-xs xl:hidden"
      >
        {views.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
            className={cn(
              'h-8 flex-1 rounded text-[13px] font-medium text-gray-600 transition-colors hover:text-gray-900',
              'focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
              view === option.value && 'bg-gray-100 text-gray-900',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
        <section
          aria-labelledby="job-draft-editor-title"
          className={cn(
            'min-w-0 rounded-lg border border-gray-200 bg-white p-4 sm:p-5',
            view === 'preview' && 'hidden xl:block',
          )}
        >
          <h2 id="job-draft-editor-title" className="mb-4 text-sm font-semibold text-gray-900">
            Edit the draft
          </h2>
          <JobForm
            defaultValues={defaultValues}
            actions={draftActions}
            onSubmit={onSubmit}
            onCancel={() => setConfirmingStartOver(true)}
            cancelLabel="Start over"
            onValuesChange={setValues}
          />
        </section>
        <ScrollRegion
          label="Preview"
          className={cn(
            'min-w-0 rounded-lg xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)]',
            view === 'form' && 'hidden xl:block',
          )}
        >
          <JobPreview job={deferredPreview} />
        </ScrollRegion>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingStartOver}
        onOpenChange={setConfirmingStartOver}
        title="Discard this draft?"
        description="It has not been saved: the draft and your changes to it are lost."
        confirmLabel="Discard draft"
        isPending={false}
        onConfirm={onStartOver}
      />
    </div>
  );
};
