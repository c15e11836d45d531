import { applicationStageLabels, type ApplicationStage } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { stageTones } from '../utils/stage-tones.ts';

type Props = { stage: ApplicationStage; className?: string };

/** Where the application stands, in words (the colour only repeats them). */
export const StageBadge = ({ stage, className }: Props) => (
  <Badge tone={stageTones[stage]} data-testid="candidate-stage" className={className}>
    {applicationStageLabels[stage]}
  </Badge>
);
