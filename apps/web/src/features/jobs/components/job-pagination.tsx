import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  /** 'Showing 21–40 of 57', or what is happening instead. */
  text: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / Next under the list, with which jobs are shown. */
export const JobPagination = ({ text, canGoBack, canGoForward, onPrevious, onNext }: Props) => (
  <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-gray-200 px-4 py-2.5">
    <p data-testid="jobs-showing" aria-live="polite" className="text-[13px] text-gray-600 tabular-nums">
      {text}
    </p>
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
  </nav>
);
