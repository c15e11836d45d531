import type { SentimentClass } from '@agentdesk/shared/call-format';
import { Badge } from '../ui/badge.tsx';
import type { BadgeTone } from '../ui/badge.tsx';

type Props = {
  sentiment: SentimentClass | null;
  /** The provider's own text (e.g. 'Positive'); the class name when absent. */
  text?: string;
};

const tones: Record<SentimentClass, BadgeTone> = { positive: 'green', negative: 'red', neutral: 'neutral' };
const labels: Record<SentimentClass, string> = { positive: 'Positive', negative: 'Negative', neutral: 'Neutral' };

/** User sentiment: positive green, negative red, neutral grey (SPEC §2). */
export const SentimentBadge = ({ sentiment, text }: Props) => {
  if (sentiment === null) return null;
  return (
    <Badge
      tone={tones[sentiment]}
      data-testid="sentiment-badge"
      data-sentiment={sentiment}
      className={`sentiment-${sentiment}`}
    >
      {text ?? labels[sentiment]}
    </Badge>
  );
};
