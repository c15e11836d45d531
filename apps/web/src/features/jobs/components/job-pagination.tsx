import { jobPageSizes, type JobPageSize } from '@agentdesk/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';

type Props = {
  /** 'Showing 21–40 of 57', or what is happening instead. */
  text: string;
  size: JobPageSize;
  onSizeChange: (size: JobPageSize) => void;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

const sizeOptions = jobPageSizes.map((size) => ({ value: String(size), label: String(size) }));

/** Which jobs are shown, how many a page (10, 20 or 50), and Previous / Next under the list. */
export const JobPagination = ({ text, size, onSizeChange, canGoBack, canGoForward, onPrevious, onNext }: Props) => (
  <nav
    aria-label="Pages"
    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-gray-200 px-4 py-2.5"
  >
    <p data-testid="jobs-showing" aria-live="polite" className="text-[13px] text-gray-600 tabular-nums">
      {text}
    </p>
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2 text-[13px] whitespace-nowrap text-gray-600">
        <span aria-hidden="true">Rows per page</span>
        <Select
          aria-label="Rows per page"
          size="sm"
          value={String(size)}
          options={sizeOptions}
          onValueChange={(value) => onSizeChange(Number(value) as JobPageSize)}
          className="w-20"
        />
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!canGoBack} onClick={onPrevious}>
          <ChevronLeft size={16} aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!canGoForward} onClick={onNext}>
          Next
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </div>
  </nav>
);
