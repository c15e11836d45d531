import { candidatePaths, bookmarkResponseSchema, type BookmarkBody, type CandidateFitDetail } from '@agentdesk/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';
import type { CandidatePage } from './list-candidates.ts';

/** POST /candidate-fit-score { application_id, bookmarked }: answers the server's sentence. */
export const bookmarkCandidate = async (body: BookmarkBody): Promise<string> =>
  bookmarkResponseSchema.parse(
    await apiRequest(candidatePaths.bookmark, { method: 'POST', body, showErrorToast: false }),
  ).message;

/**
 * The star turns at once in the rows and the detail (put back if the server refuses); then the
 * lists are asked again, since a "bookmarked only" list changes with it.
 */
export const useBookmarkCandidate = () => {
  const queryClient = useQueryClient();
  const apply = ({ application_id: id, bookmarked }: BookmarkBody) => {
    queryClient.setQueriesData<InfiniteData<CandidatePage>>({ queryKey: candidatesQueryKeys.lists }, (data) =>
      data === undefined
        ? data
        : {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              candidates: page.candidates.map((row) => (row.application_id === id ? { ...row, bookmarked } : row)),
            })),
          },
    );
    queryClient.setQueryData<CandidateFitDetail>(candidatesQueryKeys.detail(id), (detail) =>
      detail === undefined ? detail : { ...detail, bookmarked },
    );
  };
  return useMutation({
    mutationFn: bookmarkCandidate,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: candidatesQueryKeys.all });
      apply(body);
    },
    onError: (_error, body) => apply({ ...body, bookmarked: !body.bookmarked }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: candidatesQueryKeys.lists }),
  });
};
