import { apiPaths, envelopeSchema, userRecordSchema } from '@agentdesk/shared';
import type { UpdateUserBody, UserRecord } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { userQueryOptions } from './get-user.ts';

const userResponseSchema = envelopeSchema(userRecordSchema);

/** PATCH /user: change the username (409 when it is taken). */
export const updateUser = async (body: UpdateUserBody): Promise<UserRecord> =>
  userResponseSchema.parse(await apiRequest(apiPaths.user, { method: 'PATCH', body })).data;

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
};
