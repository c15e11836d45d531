import type { ApplicationStage } from '@agentdesk/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

/** A stage's badge: in progress in the brand's blue, an offer amber, the two ends green and red. */
export const stageTones: Record<ApplicationStage, BadgeTone> = {
  new: 'neutral',
  shortlisted: 'blue',
  screening: 'blue',
  interview: 'blue',
  offer: 'amber',
  hired: 'green',
  rejected: 'red',
};
