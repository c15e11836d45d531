import { X } from 'lucide-react';
import { useFailedCriterionOptions } from '../hooks/use-failed-criterion-options.ts';

type Props = {
  criterionId: string;
  onRemove: () => void;
};

/**
 * The failed-criterion filter shown above the list, with its own remove button: the QA page's
 * "See calls" lands here, and the list should say which criterion it holds the failures of
 * without the filters being opened.
 */
export const FailedCriterionChip = ({ criterionId, onRemove }: Props) => {
  const { options } = useFailedCriterionOptions(criterionId);
  const label = options.find((option) => option.value === criterionId)!.label;
  return (
    <p
      data-testid="failed-criterion-chip"
      className="flex max-w-full min-w-0 items-center gap-1 self-start rounded-full border border-blue-200 bg-brand-soft py-px pr-px pl-2.5 text-xs text-brand"
    >
      <span className="min-w-0 truncate" title={label}>
        Failed: {label}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove the filter Failed: ${label}`}
        className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <X size={12} aria-hidden="true" />
      </button>
    </p>
  );
};
