import type { QaScorecard } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { scorecardsQuery } from '../../qa/api/scorecards.ts';

/**
 * GET /qa/scorecards for Conversations: the criteria the "Failed criterion" filter offers and the
 * rules the QA tab's "How to fix" reads. The Quality page's query itself (key and answer), so one
 * cache (and its invalidation after a change) serves both.
 */
export const useWorkspaceScorecards = () =>
  useQuery({ ...scorecardsQuery, select: (list): QaScorecard[] => list.data, staleTime: 60_000 });
