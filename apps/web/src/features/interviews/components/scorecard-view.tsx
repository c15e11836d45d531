import type { Interview, Scorecard } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { decisionOptions, ratingOptions } from './scorecard-form.tsx';

const decisionTones = { advance: 'green', hold: 'amber', reject: 'red' } as const;

/** A saved scorecard, read only. */
export const ScorecardView = ({ scorecard, status }: { scorecard: Scorecard; status: Interview['status'] }) => (
  <section
    data-testid="scorecard-view"
    aria-label="Scorecard"
    className="mt-4 flex flex-col gap-3 rounded-md border border-gray-200 p-3"
  >
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="text-[13px] font-semibold text-gray-900">Scorecard</h3>
      <Badge tone={decisionTones[scorecard.decision]}>
        {decisionOptions.find((each) => each.value === scorecard.decision)?.label}
      </Badge>
      {status === 'no_show' ? <Badge tone="amber">No-show</Badge> : null}
      <span className="text-xs text-gray-500">
        {scorecard.submitted_by ?? 'Someone'}, {formatDateTime(scorecard.submitted_timestamp)}
      </span>
    </div>
    {status === 'no_show' ? null : (
      <dl className="flex flex-col gap-2">
        {scorecard.ratings.map((rating) => (
          <div key={rating.criterion} data-testid="scorecard-rating">
            <dt className="flex items-center justify-between gap-2 text-[13px] text-gray-900">
              <span className="font-medium">{rating.criterion}</span>
              <span className="tabular-nums text-gray-700">
                {ratingOptions.find((each) => each.value === String(rating.rating))?.label}
              </span>
            </dt>
            {rating.notes === '' ? null : <dd className="text-[13px] text-gray-600">{rating.notes}</dd>}
          </div>
        ))}
      </dl>
    )}
    {scorecard.summary === '' ? null : (
      <p className="text-[13px] whitespace-pre-wrap text-gray-700">{scorecard.summary}</p>
    )}
  </section>
);
