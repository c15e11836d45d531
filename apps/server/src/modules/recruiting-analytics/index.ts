// Recruiting analytics (#18 item 6): read from the counters migration 0034 keeps.
export { recruitingAnalyticsRoutes } from './recruiting-analytics.routes.ts';
