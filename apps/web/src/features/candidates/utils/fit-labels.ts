import type { FitPartKind, FitResult } from '@agentdesk/shared';

/** What each kind of part judges, as the explanation heads its group. */
export const fitPartKindLabels: Record<FitPartKind, string> = {
  must_have: 'Must-haves',
  nice_to_have: 'Nice-to-haves',
  skill: 'Skills',
  experience: 'Experience',
  location: 'Location',
};

/** A part's result in words (the icon and colour only repeat them). */
export const fitResultLabels: Record<FitResult, string> = { matched: 'Matched', partial: 'Partly', missing: 'Missing' };
