import { displayFullName, displayValue, type FieldCorrection } from '@agentdesk/shared';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../../lib/format-relative-time.ts';

type Props = { label: string; corrections: FieldCorrection[] };

/** A replaced value as text: a name in both scripts, or any other value ('N/A' when there was none). */
const originalText = (original: unknown): string =>
  typeof original === 'object' && original !== null
    ? displayFullName(original)
    : displayValue(original as string | number | null | undefined);

/** Under a corrected field: who corrected it, when, and what it was before, newest first. */
export const CorrectionHistory = ({ label, corrections }: Props) => {
  if (corrections.length === 0) return null;
  return (
    <ol aria-label={`Corrections of ${label}`} className="mt-1 flex flex-col gap-0.5 text-xs text-gray-500">
      {[...corrections].reverse().map((correction) => (
        <li key={correction.corrected_at}>
          Corrected by {correction.corrected_by}{' '}
          <time
            dateTime={new Date(correction.corrected_at).toISOString()}
            title={formatDateTime(correction.corrected_at)}
          >
            {formatRelativeTime(correction.corrected_at)}
          </time>
          ; was <span className="text-gray-700">{originalText(correction.original)}</span>
        </li>
      ))}
    </ol>
  );
};
