import type { Screening } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { screeningText, screeningTone } from '../utils/screening-labels.ts';

type Props = { screening: Screening };

/**
 * The recruiting agent's screening call: when it was asked for, its outcome, the summary, and the
 * answer to each question (the job's must-haves).
 */
export const ScreeningResult = ({ screening }: Props) => {
  const now = useNow();
  const agent = useRecruitingAgent();
  const isDone = screening.status === 'completed';
  return (
    <Card
      title="Screening answers"
      description={
        isDone
          ? `What the candidate told ${agent?.name ?? 'the recruiting agent'} on the call.`
          : `${agent?.name ?? 'The recruiting agent'} is calling the candidate; ` +
            'the answers show here once the call is analysed.'
      }
      actions={
        <span className="flex items-center gap-2 text-xs text-gray-500">
          <RelativeTime at={screening.requested_timestamp} now={now} />
          {isDone ? (
            <Badge tone={screeningTone(screening)} data-testid="screening-outcome">
              {screeningText(screening)}
              {screening.score !== null ? ` · ${Math.round(screening.score)}` : ''}
            </Badge>
          ) : (
            <Badge tone="blue">Calling</Badge>
          )}
        </span>
      }
    >
      <div data-testid="screening-result" className="flex flex-col gap-3">
        {screening.summary !== null ? (
          <p className="text-[13px] leading-relaxed text-gray-700">{screening.summary}</p>
        ) : null}
        {screening.questions.length === 0 && isDone ? null : (
          <dl className="divide-y divide-gray-100 text-[13px]">
            {(isDone ? screening.answers : screening.questions.map((question) => ({ question, answer: null }))).map(
              ({ question, answer }, index) => (
                <div key={`${question}-${index}`} className="py-2 first:pt-0 last:pb-0">
                  <dt className="font-medium break-words text-gray-900">{question}</dt>
                  <dd className="mt-0.5 break-words text-gray-600">
                    {answer ?? (isDone ? 'No answer given' : 'Not asked yet')}
                  </dd>
                </div>
              ),
            )}
          </dl>
        )}
      </div>
    </Card>
  );
};
