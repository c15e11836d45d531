import {
  FIT_EXCLUDED_TEXT,
  fitPartKinds,
  type CandidateFitDetail,
  type FitPartKind,
  type FitScore,
} from '@agentdesk/shared';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fitPartKindLabels } from '../utils/fit-labels.ts';
import { FitPartItem } from './fit-part-item.tsx';

type Props = { detail: Pick<CandidateFitDetail, 'fit' | 'fit_status' | 'fit_error'> };

/** 'Must-haves 40 · Skills 30 · …': how much each kind counts, heaviest first. */
const WeightsLine = ({ weights }: { weights: FitScore['weights'] }) => {
  const kinds = fitPartKinds
    .filter((kind) => (weights[kind] ?? 0) > 0)
    .sort((a, b) => (weights[b] ?? 0) - (weights[a] ?? 0));
  return (
    <p data-testid="fit-weights" className="text-xs text-gray-600">
      <span className="font-medium text-gray-800">How it counts (of 100): </span>
      {kinds.map((kind) => `${fitPartKindLabels[kind]} ${weights[kind] ?? 0}`).join(' · ')}
    </p>
  );
};

/** The parts of the score, grouped by what they judge, in the weights' order. */
const groupsOf = (fit: FitScore): { kind: FitPartKind; parts: FitScore['parts'] }[] =>
  fitPartKinds
    .map((kind) => ({ kind, parts: fit.parts.filter((part) => part.kind === kind) }))
    .filter((group) => group.parts.length > 0);

/** Why the score is what it is, part by part, with the weights and what the score never looks at. */
export const FitExplanation = ({ detail }: Props) => {
  const { fit } = detail;
  if (fit === null) {
    return (
      <Card title="Why this score">
        {detail.fit_status === 'failed' ? (
          <p role="alert" className="flex items-start gap-2 text-[13px] text-red-700">
            <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            {detail.fit_error ?? 'The résumé could not be read.'}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-[13px] text-gray-600">
            <Spinner size={16} />
            Reading and scoring the résumé…
          </p>
        )}
      </Card>
    );
  }
  return (
    <Card title="Why this score" description="Each requirement of the job, and what the résumé says about it.">
      <div data-testid="fit-explanation" className="flex flex-col gap-3">
        <WeightsLine weights={fit.weights} />
        {groupsOf(fit).map((group) => (
          <section key={group.kind} aria-labelledby={`fit-group-${group.kind}`}>
            <h3
              id={`fit-group-${group.kind}`}
              className="border-b border-gray-100 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
            >
              {fitPartKindLabels[group.kind]}
            </h3>
            <ul className="divide-y divide-gray-100">
              {group.parts.map((part, index) => (
                <FitPartItem key={`${part.requirement}-${index}`} part={part} />
              ))}
            </ul>
          </section>
        ))}
        <p
          data-testid="fit-excluded"
          className="flex items-start gap-2 rounded-md bg-gray-50 px-3 py-2 text-xs text-gray-700"
        >
          <ShieldCheck size={14} aria-hidden="true" className="mt-0.5 shrink-0 text-gray-500" />
          {fit.excluded === '' ? FIT_EXCLUDED_TEXT : fit.excluded}
        </p>
      </div>
    </Card>
  );
};
