import { apiPaths, envelopeSchema, userRecordSchema } from '@agentdesk/shared';
import type { UserRecord } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const userResponseSchema = envelopeSchema(userRecordSchema);

/** GET /user: the signed-in user's record. */
export const getUser = async ({ signal }: { signal?: AbortSignal } = {}): Promise<UserRecord> =>
  userResponseSchema.parse(await apiRequest(apiPaths.user, { signal })).data;

export const userQueryOptions = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => getUser({ signal }),
});

export const useUser = () => useQuery(userQueryOptions);
