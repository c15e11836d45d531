import type { CallAnalysis as CallAnalysisData } from '@agentdesk/shared';
import { sentimentClass } from '@agentdesk/shared/call-format';
import { CircleCheck, CircleX } from 'lucide-react';
import { formatWrittenDateTime } from '../../lib/format-date-time.ts';
import { SentimentBadge } from './sentiment-badge.tsx';

type Props = { analysis: CallAnalysisData | null };

const cardClass = 'rounded-lg border border-gray-200 p-3';
const titleClass = 'text-xs font-medium text-gray-500';

/** Call Analysis tab: outcome, user sentiment and additional info (SPEC §2). */
export const CallAnalysis = ({ analysis }: Props) => {
  const isSuccessful = analysis?.call_successful === true;
  const sentimentText = analysis?.user_sentiment?.trim() ?? '';
  const sentiment = sentimentClass(sentimentText);
  const dateTime = formatWrittenDateTime(analysis?.date_time?.trim() ?? '');

  return (
    <div className="flex flex-col gap-3">
      <section aria-labelledby="call-outcome-title" className={cardClass}>
        <h3 id="call-outcome-title" className={titleClass}>
          Call Outcome
        </h3>
        <p
          data-testid="call-outcome"
          data-successful={isSuccessful ? 'true' : 'false'}
          className={
            isSuccessful
              ? 'mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-green-700'
              : 'mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-red-700'
          }
        >
          {isSuccessful ? <CircleCheck size={16} aria-hidden="true" /> : <CircleX size={16} aria-hidden="true" />}
          {isSuccessful ? 'Successful' : 'Unsuccessful'}
        </p>
      </section>

      {sentiment !== null ? (
        <section
          aria-labelledby="user-sentiment-title"
          className={`${cardClass} flex items-center justify-between gap-3`}
        >
          <h3 id="user-sentiment-title" className={titleClass}>
            User Sentiment
          </h3>
          <SentimentBadge sentiment={sentiment} text={sentimentText} />
        </section>
      ) : null}

      <section aria-labelledby="additional-info-title" className={cardClass}>
        <h3 id="additional-info-title" className={titleClass}>
          Additional Info
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[13px]">
          <dt className="text-gray-500">Appointment Booked</dt>
          <dd data-testid="appointment-booked" className="text-right font-medium text-gray-900">
            {analysis?.appointment_booked === true ? 'Yes' : 'No'}
          </dd>
          {dateTime !== '' ? (
            <>
              <dt className="text-gray-500">Date/Time</dt>
              <dd
                data-testid="appointment-date-time"
                className="min-w-0 text-right font-medium break-words text-gray-900"
              >
                {dateTime}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
};
