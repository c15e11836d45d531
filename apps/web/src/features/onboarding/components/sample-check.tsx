import { checkAgainstTruth, displayFullName, displayValue, NOT_AVAILABLE, onboardingFieldLabels, type OnboardingDocument } from '@agentdesk/shared';
import { CircleCheck, CircleX } from 'lucide-react';

const labelOf = (field: string) => onboardingFieldLabels[field as keyof typeof onboardingFieldLabels] ?? field;

/** A value as the viewer writes it: names by their parts, lists by their companies or institutions. */
const shown = (data: Record<string, unknown>, field: string): string => {
  const value = data[field];
  if (field === 'full_name') return displayFullName(value as OnboardingDocument['data']['full_name']);
  if (Array.isArray(value)) return value.map((entry: { company?: string; institution?: string }) => entry.company ?? entry.institution ?? '').join(', ') || NOT_AVAILABLE;
  return displayValue(value as string | number | null | undefined);
};

/**
 * A synthetic sample document's check: its true values are stored beside it, so what processing
 * read can be compared with them field by field.
 */
export const SampleCheck = ({ document }: { document: OnboardingDocument }) => {
  const sample = document.processing?.sample;
  if (!sample || document.processing?.status !== 'done') return null;
  const data = document.data as Record<string, unknown>;
  const check = checkAgainstTruth(data, sample.truth);
  return (
    <section aria-labelledby={`sample-check-${document._id}`} className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-[13px]">
      <h4 id={`sample-check-${document._id}`} className="font-medium text-gray-900">
        Synthetic sample ({sample.variant}): {check.right.length} of {check.fields.length} fields read as they were drawn
      </h4>
      {check.wrong.length > 0 ? (
        <ul aria-label="Fields read differently" className="mt-1 flex flex-col gap-0.5 text-gray-700">
          {check.wrong.map((field) => (
            <li key={field} className="flex items-start gap-1.5">
              <CircleX size={14} aria-hidden="true" className="mt-0.5 shrink-0 text-red-600" />
              <span className="min-w-0 break-words">
                {labelOf(field)}: read {shown(data, field)}, drawn {shown(sample.truth, field)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 flex items-center gap-1.5 text-gray-700">
          <CircleCheck size={14} aria-hidden="true" className="text-green-700" /> Every field matches its true value.
        </p>
      )}
    </section>
  );
};
