import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { AppToaster } from './app-toaster.tsx';
import { SessionLifecycle } from './session-lifecycle.tsx';

type Props = { children: ReactNode };

export const AppProviders = ({ children }: Props) => (
  <QueryClientProvider client={queryClient}>
    <SessionLifecycle />
    {children}
    <AppToaster />
  </QueryClientProvider>
);
