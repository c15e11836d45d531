import { interviewPaths, interviewResponseSchema, type Interview } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

type Answer = { message: string; interview: Interview };

const send = async (path: string, body: unknown): Promise<Answer> => {
  const response = interviewResponseSchema.parse(
    await apiRequest(path, { method: 'POST', body, showErrorToast: false }),
  );
  return { message: response.message, interview: response.data };
};

/** POST /interviews: books a round at a slot (a pool's panel as suggested). 409 with the server's sentence when it was taken meanwhile. */
export const bookInterview = (body: {
  application_id: string;
  round_id: string;
  start_timestamp: number;
  interviewer_ids?: string[];
}) => send(interviewPaths.interviews, body);

/** POST /interviews/:id/reschedule. */
export const rescheduleInterview = ({
  id,
  ...body
}: {
  id: string;
  start_timestamp: number;
  interviewer_ids?: string[];
}) => send(interviewPaths.reschedule(id), body);

/** POST /interviews/:id/cancel. */
export const cancelInterview = ({ id }: { id: string }) => send(interviewPaths.cancel(id), {});

export type ScorecardBody = {
  ratings: { criterion: string; rating: number; notes: string }[];
  decision: 'advance' | 'hold' | 'reject';
  summary: string;
  attended: boolean;
};

/** POST /interviews/:id/scorecard. */
export const saveScorecard = ({ id, ...body }: ScorecardBody & { id: string }) =>
  send(interviewPaths.scorecard(id), body);

/**
 * A change to an interview: the calendar, the slots and the candidates (a booking or a scorecard
 * moves the application) are asked again, and the interview's own entry takes the answer.
 */
const useInterviewMutation = <Input>(mutationFn: (input: Input) => Promise<Answer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ interview }) => {
      client.setQueryData(interviewsQueryKeys.interview(interview.interview_id), interview);
      await Promise.all([
        client.invalidateQueries({ queryKey: interviewsQueryKeys.ranges }),
        client.invalidateQueries({ queryKey: interviewsQueryKeys.slots }),
        client.invalidateQueries({ queryKey: ['candidates'] }),
      ]);
    },
  });
};

export const useBookInterview = () => useInterviewMutation(bookInterview);
export const useRescheduleInterview = () => useInterviewMutation(rescheduleInterview);
export const useCancelInterview = () => useInterviewMutation(cancelInterview);
export const useSaveScorecard = () => useInterviewMutation(saveScorecard);
