import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client.ts';
import { SessionLifecycle } from './session-lifecycle.tsx';

type Props = { children: ReactNode };

export const AppProviders = ({ children }: Props) => (
  <QueryClientProvider client={queryClient}>
    <SessionLifecycle />
    {children}
    <Toaster position="top-right" duration={3000} richColors />
  </QueryClientProvider>
);
