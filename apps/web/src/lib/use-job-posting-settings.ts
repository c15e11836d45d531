import { envelopeSchema, jobPaths, jobPostingSettingsSchema, type JobPostingSettings } from '@agentdesk/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

const responseSchema = envelopeSchema(jobPostingSettingsSchema);

/** GET /job-description/posting-settings: the workspace's default country (null until set). */
export const jobPostingSettingsQueryOptions = queryOptions({
  queryKey: ['job-posting-settings'] as const,
  queryFn: async ({ signal }): Promise<JobPostingSettings> =>
    responseSchema.parse(await apiRequest(jobPaths.postingSettings, { signal, showErrorToast: false })).data,
  staleTime: 5 * 60_000,
});

export const useJobPostingSettings = () => useQuery(jobPostingSettingsQueryOptions);

/** PUT …/posting-settings: the country of the workspace's jobs whose locations name none. */
export const useSaveDefaultCountry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<JobPostingSettings> =>
      responseSchema.parse(
        await apiRequest(jobPaths.postingSettings, {
          method: 'PUT',
          body: { default_country: code },
          showErrorToast: false,
        }),
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(jobPostingSettingsQueryOptions.queryKey, settings),
  });
};
