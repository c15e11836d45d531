import type { CandidateFitDetail } from '@agentdesk/shared';
import { callTypes } from '@agentdesk/shared/phone';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';

type Props = { calls: CandidateFitDetail['calls']; role: string };

const typeLabel = (type: string | null) =>
  callTypes.find((option) => option.value === type && type !== '')?.label ?? 'Call';

const outcomeOf = (successful: boolean | null) =>
  successful === null ? null : successful ? 'Successful' : 'Unsuccessful';

/** The calls the recruiting agent had with the candidate, newest first, each opening in Conversations. */
export const CandidateCalls = ({ calls, role }: Props) => {
  const agent = useRecruitingAgent();
  return calls.length === 0 ? null : (
    <Card title={agent === null ? 'Calls with the candidate' : `Calls with ${agent.name}`}>
      <ul data-testid="candidate-calls" className="divide-y divide-gray-100">
        {calls.map((call) => (
          <li key={call.call_id} className="py-2 text-[13px] first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
              <Link
                to={`/${role}/conversations?call_id=${encodeURIComponent(call.call_id)}`}
                className="font-medium text-brand hover:underline"
              >
                {typeLabel(call.call_type)}
              </Link>
              <span className="text-xs text-gray-600 tabular-nums">{formatDateTime(call.start_timestamp)}</span>
              {outcomeOf(call.call_successful) ? (
                <span className="text-xs text-gray-600">{outcomeOf(call.call_successful)}</span>
              ) : null}
            </div>
            {call.summary ? <p className="mt-0.5 text-gray-700">{call.summary}</p> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
};
