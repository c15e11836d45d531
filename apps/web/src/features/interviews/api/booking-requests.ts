import {
  bookingLinkResponseSchema,
  interviewPaths,
  mailBookingLinkResponseSchema,
  schedulingCallResponseSchema,
} from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

type Target = { application_id: string; round_id: string };

/** POST /interviews/booking-links: a link the candidate books the round with, once, before it expires. */
export const createBookingLink = async (body: Target): Promise<{ message: string; url: string; expiresAt: number }> => {
  const response = bookingLinkResponseSchema.parse(
    await apiRequest(interviewPaths.bookingLinks, { method: 'POST', body, showErrorToast: false }),
  );
  return { message: response.message, url: response.data.url, expiresAt: response.data.expires_timestamp };
};

/** POST /interviews/booking-links/mail: a link made and mailed to the candidate (422 without their e-mail). */
export const mailBookingLink = async (body: Target): Promise<string> =>
  mailBookingLinkResponseSchema.parse(
    await apiRequest(interviewPaths.mailBookingLink, { method: 'POST', body, showErrorToast: false }),
  ).message;

/** POST /interviews/scheduling-call: zara calls the candidate to book the round (409 without a voice provider). */
export const placeSchedulingCall = async (body: Target): Promise<string> =>
  schedulingCallResponseSchema.parse(
    await apiRequest(interviewPaths.schedulingCall, { method: 'POST', body, showErrorToast: false }),
  ).message;

export const useCreateBookingLink = () => useMutation({ mutationFn: createBookingLink });
export const useMailBookingLink = () => useMutation({ mutationFn: mailBookingLink });
export const usePlaceSchedulingCall = () => useMutation({ mutationFn: placeSchedulingCall });
