// The interviews module's face to the rest of the server: interviewers, interview plans, bookings
// with calendar invitations, self-booking and scorecards (#18).
export { interviewersRoutes } from './interviewers.routes.ts';
