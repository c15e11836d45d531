import { DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
import { AppRoot } from './app-root.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RoleOutlet } from './role-outlet.tsx';

/** A route whose component arrives in its own chunk when first visited. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

const toLanding = <Navigate to={DEFAULT_LANDING_PATH} replace />;

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: toLanding },
      { path: 'authentication', ...page(async () => (await import('./routes/authentication-route.tsx')).AuthenticationRoute) },
      { path: 'reset-password', ...page(async () => (await import('./routes/reset-password-route.tsx')).ResetPasswordRoute) },
      {
        Component: RequireAuth,
        children: [
          {
            ...page(async () => (await import('./layout/app-layout.tsx')).AppLayout),
            children: [
              { path: 'analytics', ...page(async () => (await import('./routes/analytics-route.tsx')).AnalyticsRoute) },
              { path: 'conversations', ...page(async () => (await import('./routes/conversations-route.tsx')).ConversationsRoute) },
              { path: 'inbox', ...page(async () => (await import('./routes/inbox-route.tsx')).InboxRoute) },
              { path: 'demo-call', ...page(async () => (await import('./routes/demo-call-route.tsx')).DemoCallRoute) },
              { path: 'knowledge-base', ...page(async () => (await import('./routes/knowledge-base-route.tsx')).KnowledgeBaseRoute) },
              { path: 'profile', ...page(async () => (await import('./routes/profile-route.tsx')).ProfileRoute) },
              { path: 'change-password', ...page(async () => (await import('./routes/change-password-route.tsx')).ChangePasswordRoute) },
              {
                path: ':role',
                Component: RoleOutlet,
                children: [
                  { index: true, ...page(async () => (await import('./routes/hiring-home-route.tsx')).HiringHomeRoute) },
                  { path: 'job-listings', ...page(async () => (await import('./routes/job-listings-route.tsx')).JobListingsRoute) },
                  {
                    path: 'create-job-description',
                    ...page(async () => (await import('./routes/create-job-description-route.tsx')).CreateJobDescriptionRoute),
                  },
                  {
                    path: 'candidate-shortlisting',
                    ...page(async () => (await import('./routes/candidate-shortlisting-route.tsx')).CandidateShortlistingRoute),
                  },
                  {
                    path: 'interview-scheduling',
                    ...page(async () => (await import('./routes/interview-scheduling-route.tsx')).InterviewSchedulingRoute),
                  },
                  { path: 'analytics', ...page(async () => (await import('./routes/agent-analytics-route.tsx')).AgentAnalyticsRoute) },
                  {
                    path: 'conversations',
                    ...page(async () => (await import('./routes/agent-conversations-route.tsx')).AgentConversationsRoute),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];

export const router = createBrowserRouter(routes);
