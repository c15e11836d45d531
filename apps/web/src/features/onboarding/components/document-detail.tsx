import {
  displayFullName,
  displayValue,
  NOT_AVAILABLE,
  onboardingFieldLabels,
  shownOnboardingFields,
  type EducationEntry,
  type FieldEvidence,
  type OnboardingDocument,
  type OnboardingField,
  type WorkExperienceEntry,
} from '@agentdesk/shared';
import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { documentTypeLabel } from './document-labels.ts';
import { ConfidenceBadge } from './confidence-badge.tsx';
import { CorrectionHistory } from './correction-history.tsx';
import { FieldValue } from './field-value.tsx';
import { ProcessingStatus } from './processing-status.tsx';
import { SampleCheck } from './sample-check.tsx';

const fieldValue = (document: OnboardingDocument, key: OnboardingField): string =>
  key === 'full_name' ? displayFullName(document.data.full_name) : displayValue(document.data[key]);

/** The file itself: images inline, a PDF's first page drawn by the server above a card that opens it. */
const DocumentPreview = ({ document }: { document: OnboardingDocument }) => {
  const [isBroken, setBroken] = useState(false);
  const [isPageBroken, setPageBroken] = useState(false);
  const label = `${documentTypeLabel(document.type)} of ${fieldValue(document, 'full_name')}`;
  if (document.file_type !== 'application/pdf' && !isBroken) {
    return (
      <img
        src={document.s3_url}
        alt={label}
        onError={() => {
          console.error('Failed to load the document image', document._id);
          setBroken(true);
        }}
        className="aspect-[856/540] w-full max-w-md rounded-lg border border-gray-200 bg-gray-50 object-contain"
      />
    );
  }
  return (
    <div className="flex max-w-md flex-col gap-2">
      {document.preview_url !== undefined && !isPageBroken && (
        <img
          src={document.preview_url}
          alt={`Page 1 of ${document.file_name}`}
          onError={() => {
            console.error('Failed to load the PDF page preview', document._id);
            setPageBroken(true);
          }}
          className="max-h-[32rem] w-full rounded-lg border border-gray-200 bg-white object-contain object-top"
        />
      )}
      <PdfCard document={document} isBroken={isBroken} />
    </div>
  );
};

/** A PDF as a card that opens it in a new tab. */
const PdfCard = ({ document, isBroken }: { document: OnboardingDocument; isBroken: boolean }) => {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-white text-gray-500 shadow-sm">
        <FileText size={20} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-medium text-gray-900">{document.file_name}</p>
        <p className="text-xs text-gray-500">{isBroken ? 'The preview could not be loaded.' : 'PDF document'}</p>
      </div>
      <a
        href={document.s3_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-[13px] font-medium text-brand hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
      >
        Open
        <ExternalLink size={14} aria-hidden="true" />
        <span className="sr-only"> {document.file_name} in a new tab</span>
      </a>
    </div>
  );
};

type SectionProps = { title: string; evidence?: FieldEvidence | undefined; children: React.ReactNode };

const Section = ({ title, evidence, children }: SectionProps) => (
  <section className="flex flex-col gap-2">
    <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">
      {title}
      <ConfidenceBadge evidence={evidence} />
    </h4>
    {children}
  </section>
);

const Education = ({ entries }: { entries: EducationEntry[] }) =>
  entries.length === 0 ? (
    <p className="text-[13px] text-gray-900">{NOT_AVAILABLE}</p>
  ) : (
    <ul className="flex flex-col gap-2">
      {entries.map((entry, index) => (
        <li key={index} className="rounded-md border border-gray-200 p-3 text-[13px]">
          <p className="font-medium text-gray-900">{displayValue(entry.degree)}</p>
          <p className="text-gray-600">{displayValue(entry.institution)}</p>
          <p className="mt-1 text-xs text-gray-500">
            {displayValue(entry.duration)} · CGPA {displayValue(entry.cgpa)}
          </p>
        </li>
      ))}
    </ul>
  );

const WorkExperience = ({ entries }: { entries: WorkExperienceEntry[] }) =>
  entries.length === 0 ? (
    <p className="text-[13px] text-gray-900">{NOT_AVAILABLE}</p>
  ) : (
    <ul className="flex flex-col gap-2">
      {entries.map((entry, index) => (
        <li key={index} className="rounded-md border border-gray-200 p-3 text-[13px]">
          <p className="font-medium text-gray-900">
            {displayValue(entry.title)} · {displayValue(entry.company)}
          </p>
          <p className="text-xs text-gray-500">
            {displayValue(entry.location)} · {displayValue(entry.duration)}
          </p>
          {entry.responsibilities && entry.responsibilities.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-gray-700">
              {entry.responsibilities.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-gray-700">Responsibilities: {NOT_AVAILABLE}</p>
          )}
        </li>
      ))}
    </ul>
  );

/** The fields the type of the document carries (an unknown type: all), each with its confidence and corrections. */
const ExtractedFields = ({ document }: { document: OnboardingDocument }) => {
  const status = document.processing?.status ?? 'done';
  // A document not read yet has no type to choose its fields by.
  if (document.type === 'unknown' && status !== 'done') {
    return <p className="text-[13px] text-gray-500">Its details appear here once it is read.</p>;
  }
  const { fields, lists } = shownOnboardingFields(document.type, document.data);
  const evidence = document.processing?.fields ?? {};
  const corrections = document.processing?.corrections ?? [];
  return (
    <>
      <Section title="Extracted data">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-[13px] sm:grid-cols-2">
          {fields.map((key) => (
            <div key={key} className={key === 'summary' || key === 'address' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
              <dt className="text-xs text-gray-500">{onboardingFieldLabels[key]}</dt>
              <dd className="break-words text-gray-900">
                <FieldValue
                  documentId={document._id}
                  field={key}
                  label={onboardingFieldLabels[key]}
                  text={fieldValue(document, key)}
                  evidence={evidence[key]}
                  isEditable={status === 'done'}
                />
                <CorrectionHistory
                  label={onboardingFieldLabels[key]}
                  corrections={corrections.filter((correction) => correction.field === key)}
                />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      {lists.includes('education_history') ? (
        <Section title="Education history" evidence={evidence['education_history']}>
          <Education entries={document.data.education_history ?? []} />
        </Section>
      ) : null}
      {lists.includes('work_experience') ? (
        <Section title="Work experience" evidence={evidence['work_experience']}>
          <WorkExperience entries={document.data.work_experience ?? []} />
        </Section>
      ) : null}
    </>
  );
};

/** SPEC §2: the data extracted from the selected document, the fields of its type; a missing value reads 'N/A'. */
export const DocumentDetail = ({ document }: { document: OnboardingDocument }) => (
  <article
    aria-labelledby="onboarding-document-title"
    data-testid="onboarding-detail"
    className="flex min-w-0 flex-col gap-5"
  >
    <header className="flex flex-col gap-0.5">
      <h3 id="onboarding-document-title" className="text-base font-semibold text-gray-900">
        {documentTypeLabel(document.type)}
      </h3>
      <p className="truncate text-[13px] text-gray-500">{document.file_name}</p>
      {document.processing?.status === 'done' && document.processing.read_with ? (
        <p data-testid="read-with" className="text-xs text-gray-500">
          Read from its{' '}
          {document.processing.read_with === 'text layer' ? 'text layer' : `image by ${document.processing.read_with}`}
        </p>
      ) : null}
      <SampleCheck document={document} />
    </header>
    <ProcessingStatus document={document} />
    <DocumentPreview document={document} />
    <ExtractedFields document={document} />
  </article>
);
