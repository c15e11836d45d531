// The hiring home's lists (#18 item 7).
export { hiringHomeRoutes } from './hiring-home.routes.ts';
