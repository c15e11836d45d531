import { candidateSourceLabels, type CandidateFitDetail } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { screeningText, screeningTone } from '../utils/screening-labels.ts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { useNow } from '../../../lib/use-now.ts';

type Props = {
  /** Back to the list (below 768 px, where the detail replaces it). */
  onBack: () => void;
  detail?: CandidateFitDetail;
  /** The bookmark and the stage menu. */
  children?: ReactNode;
};

/** Back (on a phone), the candidate's name, headline and where they came from, and what can be done with them. */
export const CandidateHeader = ({ onBack, detail, children }: Props) => {
  const now = useNow();
  return (
    <header
      data-toast-clearance
      className="flex shrink-0 flex-wrap items-start gap-x-3 gap-y-2 border-b border-gray-200 bg-white px-4 py-3 sm:px-5"
    >
      <button
        type="button"
        onClick={onBack}
        data-testid="candidate-back"
        className="-ml-1 inline-flex h-7 basis-full items-center gap-1 rounded-md px-1 text-[13px] font-medium text-gray-600 hover:text-gray-900 md:hidden"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        Back
      </button>
      <div className="min-w-0 flex-1 basis-52">
        <h2 data-testid="candidate-detail-name" className="text-base leading-6 font-semibold break-words text-gray-900">
          {detail?.name ?? <span className="sr-only">Candidate</span>}
        </h2>
        {detail !== undefined ? (
          <p className="mt-0.5 text-[13px] break-words text-gray-500">
            {[detail.headline, detail.location].filter((part) => part !== '').join(' · ')}
            {detail.headline !== '' || detail.location !== '' ? <br /> : null}
            <span className="text-xs">
              {candidateSourceLabels[detail.source]} · applied <RelativeTime at={detail.applied_timestamp} now={now} />{' '}
              to {detail.job_title}
            </span>
          </p>
        ) : null}
        {detail !== undefined ? <RecordBadges detail={detail} now={now} /> : null}
      </div>
      {children !== undefined ? <div className="flex items-center gap-1.5">{children}</div> : null}
    </header>
  );
};

/** What happened to the candidate, as the scores and the interviews below say it: the screening, the next interview. */
const RecordBadges = ({ detail, now }: { detail: CandidateFitDetail; now: number }) => {
  const next = detail.interviews
    .filter((interview) => interview.status === 'scheduled' && interview.end_timestamp > now)
    .sort((a, b) => a.start_timestamp - b.start_timestamp)[0];
  const score = detail.screening_score;
  const [link] = detail.sent_booking_links;
  return (
    <div data-testid="candidate-record" className="mt-1.5 flex flex-wrap gap-1.5">
      <Badge tone={screeningTone(detail.screening)} data-testid="header-screening">
        {screeningText(detail.screening)}
        {score !== null ? ` · ${Math.round(score)}` : ''}
      </Badge>
      {next !== undefined ? (
        <Badge tone="blue" data-testid="header-interview">
          Interview {formatDateTime(next.start_timestamp)}
        </Badge>
      ) : link !== undefined && !link.is_used ? (
        <Badge data-testid="header-booking-link">
          Booking link sent <RelativeTime at={link.sent_timestamp} now={now} />
        </Badge>
      ) : null}
    </div>
  );
};
