import { candidateMessages, type CandidateFitDetail } from '@agentdesk/shared';
import { PhoneOutgoing } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NeedsAgentNotice } from '../../../components/ui/needs-agent-notice.tsx';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { useScreeningCall } from '../hooks/use-screening-call.ts';
import { screeningText } from '../utils/screening-labels.ts';
import { ScoreBar } from './score-bar.tsx';

type Props = { detail: CandidateFitDetail; canWrite: boolean };

/** What to do when no voice provider is configured: the server's sentence, and where the setup is described. */
const SetupProblem = ({ text }: { text: string }) => (
  <div data-testid="screening-problem" className="mt-3">
    <Alert>
      <p>{text}</p>
      {text === candidateMessages.noProvider ? (
        <p className="mt-1">
          The guide <span className="font-medium">docs/voice-provider.md</span> walks through it: set the variables,
          restart the server, and the button works.
        </p>
      ) : null}
    </Alert>
  </div>
);

/**
 * The two scores side by side: the résumé's fit, and the recruiting agent's screening call (its score,
 * else its outcome; or the button that asks for one). Without a recruiting agent, why there is none.
 */
export const ScoreSummary = ({ detail, canWrite }: Props) => {
  const screening = useScreeningCall(detail.application_id);
  const agent = useRecruitingAgent();
  const status = detail.screening?.status;
  const canCall = canWrite && status !== 'requested' && agent !== null;
  const waiting = agent === null ? 'Not screened yet' : `${agent.name} is calling…`;

  return (
    <section aria-label="Scores" className="rounded-lg border border-gray-200 bg-white px-4 py-3 sm:px-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <h2 className="text-xs font-medium text-gray-500">Résumé fit</h2>
          <ScoreBar score={detail.score} status={detail.fit_status} size="lg" className="mt-2" />
        </div>
        <div className="min-w-0 border-t border-gray-100 pt-3 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-4">
          <h2 className="text-xs font-medium text-gray-500">Screening call</h2>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
            {detail.screening_score !== null ? (
              <ScoreBar
                score={Math.round(detail.screening_score)}
                status="scored"
                size="lg"
                className="min-w-32 flex-1"
              />
            ) : null}
            <p className="text-[13px] text-gray-600" data-testid="screening-status">
              {status === 'requested' ? waiting : screeningText(detail.screening)}
            </p>
            {canCall ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={screening.place}
                isLoading={screening.isPending}
                data-testid="screening-call"
              >
                {screening.isPending ? null : <PhoneOutgoing size={14} aria-hidden="true" />}
                {status === 'completed' ? 'Call again' : 'Screening call'}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {screening.setupProblem !== null ? <SetupProblem text={screening.setupProblem} /> : null}
      {agent === null && canWrite ? <NeedsAgentNotice what="Screening calls" className="mt-3" /> : null}
    </section>
  );
};
