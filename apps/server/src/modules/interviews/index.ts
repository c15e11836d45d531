// The interviews module's face to the rest of the server: interviewers, interview plans, bookings
// with calendar invitations, self-booking and scorecards (#18), and an erased candidate's interviews
// called off.
export { interviewersRoutes } from './interviewers.routes.ts';
export { interviewsRoutes } from './interviews.routes.ts';
export { selfBookingRoutes } from './self-booking.routes.ts';
export { bookFromCall } from './scheduling-call.ts';
export { bookingLinkMailRoutes } from './booking-link-mail.ts';
export { sendInvitations } from './interview-mail.ts';
export { cancelErasedInterviews } from './erasure-cancel.ts';
