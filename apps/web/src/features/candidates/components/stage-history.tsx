import { applicationStageLabels, type StageEvent } from '@agentdesk/shared';
import { Card } from '../../../components/ui/card.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { useNow } from '../../../lib/use-now.ts';

type Props = { history: readonly StageEvent[] };

/** 'Applied' for the first event, 'Shortlisted → Interview' for a move. */
const whatText = (event: StageEvent) =>
  event.from_stage === null
    ? `Added as ${applicationStageLabels[event.to_stage]}`
    : `${applicationStageLabels[event.from_stage]} → ${applicationStageLabels[event.to_stage]}`;

/** Every stage change, newest first: what, who (the product itself when nobody), when, and why for a rejection. */
export const StageHistory = ({ history }: Props) => {
  const now = useNow();
  const events = [...history].sort((a, b) => b.timestamp - a.timestamp);
  return (
    <Card title="History">
      {events.length === 0 ? (
        <p className="text-[13px] text-gray-500">No stage changes yet.</p>
      ) : (
        <ol data-testid="stage-history" className="flex flex-col gap-2.5">
          {events.map((event, index) => (
            <li key={`${event.timestamp}-${index}`} className="flex gap-2.5 text-[13px]">
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-gray-300" />
              <div className="min-w-0 flex-1">
                <p className="text-gray-900">{whatText(event)}</p>
                <p className="text-xs text-gray-500">
                  {event.actor_name ?? 'AgentDesk'} · <RelativeTime at={event.timestamp} now={now} />
                </p>
                {event.reason !== null && event.reason !== '' ? (
                  <p className="mt-1 text-xs break-words text-gray-700">Reason: {event.reason}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
};
