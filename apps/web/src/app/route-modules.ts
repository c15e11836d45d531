// Plain data, no imports: the build (vite.config.ts) reads it to tell the server which chunks each
// page needs, so the HTML it serves can ask for them beside the entry (route-preloads.json).

const shell = ['src/app/layout/app-layout.tsx', 'src/app/layout/app-layout-loader.ts'];
const hiring = [...shell, 'src/app/role-outlet.tsx'];
const route = (name: string) => `src/app/routes/${name}`;

/**
 * The modules each path of the router (router.tsx) loads on its first visit, by path pattern
 * (`:name` is one segment): its page, its loader, and the signed-in shell around it. A test
 * (route-modules.test.ts) checks the router loads exactly these.
 */
export const routeModules: Record<string, readonly string[]> = {
  '/authentication': [route('authentication-route.tsx')],
  '/reset-password': [route('reset-password-route.tsx')],
  '/invitation': [route('invitation-route.tsx')],
  '/analytics': [...shell, route('analytics-route.tsx'), route('warm-analytics.ts')],
  '/conversations': [...shell, route('conversations-route.tsx'), route('warm-calls.ts')],
  '/quality': [...shell, route('quality-route.tsx')],
  '/inbox': [...shell, route('inbox-route.tsx')],
  '/demo-call': [...shell, route('demo-call-route.tsx')],
  '/knowledge-base': [...shell, route('knowledge-base-route.tsx'), route('knowledge-base-loader.ts')],
  '/profile': [...shell, route('profile-route.tsx')],
  '/change-password': [...shell, route('change-password-route.tsx')],
  '/members': [...shell, route('members-route.tsx')],
  '/agents': [...shell, route('agents-route.tsx')],
  '/alerts': [...shell, route('alerts-route.tsx')],
  '/integrations': [...shell, route('integrations-route.tsx')],
  '/audit-log': [...shell, route('audit-log-route.tsx')],
  '/:role': [...hiring, route('hiring-home-route.tsx')],
  '/:role/job-listings': [...hiring, route('job-listings-route.tsx')],
  '/:role/job-listings/:jobId': [...hiring, route('job-detail-route.tsx'), route('job-detail-loader.ts')],
  '/:role/create-job-description': [...hiring, route('create-job-description-route.tsx')],
  '/:role/candidate-shortlisting': [...hiring, route('candidate-shortlisting-route.tsx')],
  '/:role/interview-scheduling': [...hiring, route('interview-scheduling-route.tsx')],
  '/:role/analytics': [...hiring, route('agent-analytics-route.tsx'), route('warm-analytics.ts')],
  '/:role/conversations': [...hiring, route('agent-conversations-route.tsx'), route('warm-calls.ts')],
};
