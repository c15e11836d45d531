import { candidateSourceLabels, type CandidateFitItem } from '@agentdesk/shared';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SELECTED_ROW } from '../../../components/ui/selectable-row.tsx';
import { cn } from '../../../lib/cn.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import { ScoreBar } from './score-bar.tsx';
import { StageBadge } from './stage-badge.tsx';

/** Fixed row height, so the virtualizer can place rows without measuring. */
export const CANDIDATE_ROW_HEIGHT = 76;

type Props = {
  candidate: CandidateFitItem;
  href: string;
  /** The candidate open beside the list. */
  isOpen: boolean;
  /** Members select rows (to move them together) and bookmark; viewers read. */
  canWrite: boolean;
  isChecked: boolean;
  onCheckedChange: (applicationId: string, isChecked: boolean) => void;
};

/**
 * One candidate: a checkbox, then the link that opens them (name, headline, stage and source, the
 * fit score with its bar), and the bookmark star. The checkbox and the star sit beside the link,
 * not in it (no control inside a link); the row as a whole carries the open candidate's tint.
 */
export const CandidateRow = ({ candidate, href, isOpen, canWrite, isChecked, onCheckedChange }: Props) => (
  <div
    data-testid="candidate-row"
    data-application-id={candidate.application_id}
    className={cn(
      'flex h-full items-start border-b border-l-2 border-gray-100',
      isOpen ? SELECTED_ROW : 'border-l-transparent hover:bg-gray-50',
      isChecked && !isOpen && 'bg-gray-50',
    )}
  >
    {canWrite ? (
      <span className="flex pt-3.5 pl-2.5">
        <Checkbox
          aria-label={`Select ${candidate.name}`}
          checked={isChecked}
          onChange={(event) => onCheckedChange(candidate.application_id, event.target.checked)}
        />
      </span>
    ) : null}
    <Link
      to={href}
      aria-current={isOpen ? 'true' : undefined}
      data-testid="candidate-link"
      className="flex h-full min-w-0 flex-1 flex-col justify-center gap-0.5 py-2 pr-1 pl-2.5 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-inset"
    >
      <span className="flex min-w-0 shrink-0 items-center gap-2">
        <span data-testid="candidate-name" className="min-w-0 flex-1 truncate text-[13px] font-medium text-gray-900">
          {candidate.name}
        </span>
        <ScoreBar score={candidate.score} status={candidate.fit_status} className="shrink-0" />
      </span>
      {/* Lines never shrink: a clipped line loses its descenders. */}
      <span className="shrink-0 truncate text-xs leading-4 text-gray-500">
        {candidate.headline === '' ? '\u00a0' : candidate.headline}
      </span>
      <span className="flex min-w-0 shrink-0 items-center gap-2 text-xs text-gray-500">
        <StageBadge stage={candidate.stage} />
        <span className="truncate">{candidateSourceLabels[candidate.source]}</span>
      </span>
    </Link>
    <span className="flex pt-2 pr-1.5">
      <BookmarkButton
        applicationId={candidate.application_id}
        name={candidate.name}
        isBookmarked={candidate.bookmarked}
        canWrite={canWrite}
      />
    </span>
  </div>
);
