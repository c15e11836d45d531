import {
  checkAgainstTruth,
  displayFullName,
  displayValue,
  NOT_AVAILABLE,
  onboardingFieldLabels,
  type OnboardingDocument,
} from '@agentdesk/shared';
import { ChevronRight, CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

const UNREAD = 'Checked against its drawn values once read';

const labelOf = (field: string) => onboardingFieldLabels[field as keyof typeof onboardingFieldLabels] ?? field;

/** A value as the viewer writes it: names by their parts, lists by their companies or institutions. */
const shown = (data: Record<string, unknown>, field: string): string => {
  const value = data[field];
  if (field === 'full_name') return displayFullName(value as OnboardingDocument['data']['full_name']);
  if (Array.isArray(value))
    return (
      value
        .map((entry: { company?: string; institution?: string }) => entry.company ?? entry.institution ?? '')
        .join(', ') || NOT_AVAILABLE
    );
  return displayValue(value as string | number | null | undefined);
};

/**
 * A synthetic sample document, said quietly: a 'Sample' badge, and in a disclosure its reading
 * compared with the true values stored beside it, field by field (once it is read).
 */
export const SampleCheck = ({ document }: { document: OnboardingDocument }) => {
  const sample = document.processing?.sample;
  if (!sample) return null;
  const data = document.data as Record<string, unknown>;
  const isRead = document.processing?.status === 'done';
  const check = checkAgainstTruth(data, sample.truth);
  return (
    <details data-testid="sample-check" className="group text-xs text-gray-600">
      <summary
        className={cn(
          'inline-flex cursor-pointer list-none items-center gap-1.5 rounded [&::-webkit-details-marker]:hidden',
          'focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
        )}
      >
        <Badge tone="blue">Sample</Badge>
        <span>{isRead ? `${check.right.length} of ${check.fields.length} fields read as drawn` : UNREAD}</span>
        <ChevronRight size={12} aria-hidden="true" className="text-gray-400 group-open:rotate-90" />
      </summary>
      <div className="mt-1.5 flex flex-col gap-1 rounded-md border border-gray-200 bg-gray-50 px-3 py-2">
        <p>
          A synthetic {sample.variant} document made for the sample data (no real person's), stored with the values it
          was drawn with.
        </p>
        {!isRead ? null : check.wrong.length > 0 ? (
          <ul aria-label="Fields read differently" className="flex flex-col gap-0.5 text-gray-700">
            {check.wrong.map((field) => (
              <li key={field} className="flex items-start gap-1.5">
                <CircleX size={14} aria-hidden="true" className="mt-px shrink-0 text-red-600" />
                <span className="min-w-0 break-words">
                  {labelOf(field)}: read {shown(data, field)}, drawn {shown(sample.truth, field)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-1.5 text-gray-700">
            <CircleCheck size={14} aria-hidden="true" className="text-green-700" /> Every field matches its drawn value.
          </p>
        )}
      </div>
    </details>
  );
};
