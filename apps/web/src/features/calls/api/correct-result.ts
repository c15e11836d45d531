import { apiPaths, envelopeSchema, qaCorrectionSchema, type QaCorrection, type QaVerdict } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

const correctionResponseSchema = envelopeSchema(qaCorrectionSchema);

export type ResultRef = { callId: string; scorecardId: string; criterionId: string };
export type CorrectResultOptions = ResultRef & { verdict: QaVerdict; note: string };

const pathOf = ({ callId, scorecardId, criterionId }: ResultRef) =>
  apiPaths.qaCorrection(callId, scorecardId, criterionId);

/** PUT …/corrections/:criterionId: the result marked right or wrong; a blank note is sent as none. */
export const correctResult = async ({ verdict, note, ...ref }: CorrectResultOptions): Promise<QaCorrection> => {
  const trimmed = note.trim();
  const body = trimmed === '' ? { verdict } : { verdict, note: trimmed };
  return correctionResponseSchema.parse(await apiRequest(pathOf(ref), { method: 'PUT', body, showErrorToast: false }))
    .data;
};

/** DELETE …/corrections/:criterionId: the correction withdrawn. */
export const withdrawCorrection = async (ref: ResultRef): Promise<QaCorrection> =>
  correctionResponseSchema.parse(await apiRequest(pathOf(ref), { method: 'DELETE', showErrorToast: false })).data;

/**
 * After a change the call's reviews are read again, and every scorecard's agreement (the Quality
 * page keeps it under keys ending in 'agreement'; features do not import each other's keys).
 */
const useCorrectionChange = <Input extends ResultRef>(change: (input: Input) => Promise<QaCorrection>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async (_data, _error, input) => {
      await client.invalidateQueries({ queryKey: callsQueryKeys.reviews(input.callId) });
      await client.invalidateQueries({ predicate: (query) => query.queryKey.at(-1) === 'agreement' });
    },
  });
};

export const useCorrectResult = () => useCorrectionChange(correctResult);
export const useWithdrawCorrection = () => useCorrectionChange(withdrawCorrection);
