import { getAllDocumentsResponseSchema, onboardingPaths, type OnboardingDocument } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

export const onboardingQueryKeys = { documents: ['onboarding', 'documents'] as const };

/**
 * SPEC §7: POST get-all-documents?add_detail_to_response=false; the list is data.documents[0].
 * SPEC §8: a failure is only logged (no toast); the section says so in place.
 */
export const getAllDocuments = async ({ signal }: { signal?: AbortSignal } = {}): Promise<OnboardingDocument[]> => {
  try {
    const body = await apiRequest(`${onboardingPaths.getAllDocuments}?add_detail_to_response=false`, {
      method: 'POST',
      signal,
      showErrorToast: false,
    });
    return getAllDocumentsResponseSchema.parse(body).data.documents[0] ?? [];
  } catch (error) {
    if (!signal?.aborted) console.error('Failed to fetch onboarding documents', error);
    throw error;
  }
};

export const useOnboardingDocuments = () =>
  useQuery({
    queryKey: onboardingQueryKeys.documents,
    queryFn: getAllDocuments,
    // The file links are signed for a few hours: fetch fresh ones well before they expire.
    staleTime: 60 * 60_000,
    // While documents are being read, their progress is polled.
    refetchInterval: (query) =>
      query.state.data?.some((document) => document.processing?.status === 'processing') ? 1500 : 2 * 60 * 60_000,
  });
