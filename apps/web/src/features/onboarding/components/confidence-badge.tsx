import { LOW_CONFIDENCE, type FieldEvidence } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';

type Props = { evidence: FieldEvidence | undefined };

const CORRECTED = /^Corrected by /;

/**
 * How sure the reading of a value is, beside it (no hover needed): a percentage, 'Check' with it
 * when below the bar a person should look at, 'Corrected' for a person's value. The text it was
 * read from stays in the tooltip.
 */
export const ConfidenceBadge = ({ evidence }: Props) => {
  if (evidence === undefined) return null;
  if (CORRECTED.test(evidence.source)) return <Badge title={evidence.source}>Corrected</Badge>;
  const percent = Math.round(evidence.confidence * 100);
  const isLow = evidence.confidence < LOW_CONFIDENCE;
  return (
    <Badge
      tone={isLow ? 'amber' : 'neutral'}
      title={`Read from: ${evidence.source}`}
      data-testid="confidence"
      className="tabular-nums"
    >
      {isLow ? 'Check · ' : null}
      {percent}%<span className="sr-only"> sure</span>
    </Badge>
  );
};
