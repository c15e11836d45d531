import { QueryClient } from '@tanstack/react-query';

const isLocalSessionError = (error: unknown): boolean => error instanceof Error && error.message === 'Token expired';

/** One cache for the app; cleared when the session ends so no user sees another's data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !isLocalSessionError(error),
    },
    mutations: { retry: false },
  },
});
