import { DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
import { AppRoot } from './app-root.tsx';
import type { RouteHandle } from './use-document-title.ts';
import { RequireAuth } from './require-auth.tsx';

/**
 * A route whose component arrives in its own chunk when first visited. A page that needs data at
 * once has a loader in a small chunk of its own, fetched beside the component's: the loader starts
 * the page's requests as soon as its chunk has run, without waiting for the page's code.
 */
const page = (
  component: () => Promise<ComponentType>,
  loader?: () => Promise<LoaderFunction>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: loader === undefined ? { Component: component } : { Component: component, loader },
});

/** The page's name for the browser tab and history (see useDocumentTitle). */
const titled = (title: string): RouteHandle => ({ title });

const toLanding = <Navigate to={DEFAULT_LANDING_PATH} replace />;

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: toLanding },
      {
        handle: titled('Sign in'),
        path: 'authentication',
        ...page(async () => (await import('./routes/authentication-route.tsx')).AuthenticationRoute),
      },
      {
        handle: titled('Reset password'),
        path: 'reset-password',
        ...page(async () => (await import('./routes/reset-password-route.tsx')).ResetPasswordRoute),
      },
      {
        handle: titled('Invitation'),
        path: 'invitation',
        ...page(async () => (await import('./routes/invitation-route.tsx')).InvitationRoute),
      },
      {
        Component: RequireAuth,
        children: [
          {
            ...page(
              async () => (await import('./layout/app-layout.tsx')).AppLayout,
              async () => (await import('./layout/app-layout-loader.ts')).appLayoutLoader,
            ),
            children: [
              {
                handle: titled('Analytics'),
                path: 'analytics',
                ...page(
                  async () => (await import('./routes/analytics-route.tsx')).AnalyticsRoute,
                  async () => (await import('./routes/warm-analytics.ts')).analyticsLoader,
                ),
              },
              {
                handle: titled('Conversations'),
                path: 'conversations',
                ...page(
                  async () => (await import('./routes/conversations-route.tsx')).ConversationsRoute,
                  async () => (await import('./routes/warm-calls.ts')).conversationsLoader,
                ),
              },
              {
                handle: titled('Quality'),
                path: 'quality',
                ...page(async () => (await import('./routes/quality-route.tsx')).QualityRoute),
              },
              {
                handle: titled('Inbox'),
                path: 'inbox',
                ...page(async () => (await import('./routes/inbox-route.tsx')).InboxRoute),
              },
              {
                handle: titled('Demo Call'),
                path: 'demo-call',
                ...page(async () => (await import('./routes/demo-call-route.tsx')).DemoCallRoute),
              },
              {
                handle: titled('Knowledge Base'),
                path: 'knowledge-base',
                ...page(
                  async () => (await import('./routes/knowledge-base-route.tsx')).KnowledgeBaseRoute,
                  async () => (await import('./routes/knowledge-base-loader.ts')).knowledgeBaseLoader,
                ),
              },
              {
                handle: titled('Profile'),
                path: 'profile',
                ...page(async () => (await import('./routes/profile-route.tsx')).ProfileRoute),
              },
              {
                handle: titled('Change Password'),
                path: 'change-password',
                ...page(async () => (await import('./routes/change-password-route.tsx')).ChangePasswordRoute),
              },
              {
                handle: titled('Members'),
                path: 'members',
                ...page(async () => (await import('./routes/members-route.tsx')).MembersRoute),
              },
              {
                handle: titled('Agents'),
                path: 'agents',
                ...page(async () => (await import('./routes/agents-route.tsx')).AgentsRoute),
              },
              {
                handle: titled('Alerts'),
                path: 'alerts',
                ...page(async () => (await import('./routes/alerts-route.tsx')).AlertsRoute),
              },
              {
                handle: titled('Integrations'),
                path: 'integrations',
                ...page(async () => (await import('./routes/integrations-route.tsx')).IntegrationsRoute),
              },
              {
                handle: titled('Audit log'),
                path: 'audit-log',
                ...page(async () => (await import('./routes/audit-log-route.tsx')).AuditLogRoute),
              },
              {
                path: ':role',
                // Lazy: it reads the workspace's agents, whose schemas stay out of the entry chunk.
                ...page(async () => (await import('./role-outlet.tsx')).RoleOutlet),
                children: [
                  {
                    index: true,
                    handle: titled('Hiring Assistant'),
                    ...page(async () => (await import('./routes/hiring-home-route.tsx')).HiringHomeRoute),
                  },
                  {
                    handle: titled('Job Listings'),
                    path: 'job-listings',
                    ...page(async () => (await import('./routes/job-listings-route.tsx')).JobListingsRoute),
                  },
                  {
                    handle: titled('Job Description'),
                    path: 'job-listings/:jobId',
                    ...page(
                      async () => (await import('./routes/job-detail-route.tsx')).JobDetailRoute,
                      async () => (await import('./routes/job-detail-loader.ts')).jobDetailLoader,
                    ),
                  },
                  {
                    handle: titled('Create Job Description'),
                    path: 'create-job-description',
                    ...page(
                      async () => (await import('./routes/create-job-description-route.tsx')).CreateJobDescriptionRoute,
                    ),
                  },
                  {
                    handle: titled('Candidate Shortlisting'),
                    path: 'candidate-shortlisting',
                    ...page(
                      async () =>
                        (await import('./routes/candidate-shortlisting-route.tsx')).CandidateShortlistingRoute,
                    ),
                  },
                  {
                    handle: titled('Interview Scheduling'),
                    path: 'interview-scheduling',
                    ...page(
                      async () => (await import('./routes/interview-scheduling-route.tsx')).InterviewSchedulingRoute,
                    ),
                  },
                  {
                    handle: titled('Analytics'),
                    path: 'analytics',
                    ...page(
                      async () => (await import('./routes/agent-analytics-route.tsx')).AgentAnalyticsRoute,
                      async () => (await import('./routes/warm-analytics.ts')).agentAnalyticsLoader,
                    ),
                  },
                  {
                    handle: titled('Conversations'),
                    path: 'conversations',
                    ...page(
                      async () => (await import('./routes/agent-conversations-route.tsx')).AgentConversationsRoute,
                      async () => (await import('./routes/warm-calls.ts')).agentConversationsLoader,
                    ),
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
