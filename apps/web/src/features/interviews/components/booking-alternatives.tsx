import { useQueryClient } from '@tanstack/react-query';
import { candidateRecordMessages } from '@agentdesk/shared';
import { Copy, ExternalLink, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { NeedsAgentNotice } from '../../../components/ui/needs-agent-notice.tsx';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { failureText } from '../../../lib/toast-failure.ts';
import { useCreateBookingLink, useMailBookingLink, usePlaceSchedulingCall } from '../api/booking-requests.ts';

type Props = { applicationId: string; roundId: string; candidateEmail: string | null };

/**
 * The other ways to book: a self-booking link mailed to the candidate (without their e-mail, why
 * not), or copied to send another way; or the recruiting agent calling them (without one, why not).
 */
export const BookingAlternatives = ({ applicationId, roundId, candidateEmail }: Props) => {
  const link = useCreateBookingLink();
  const mail = useMailBookingLink();
  const call = usePlaceSchedulingCall();
  const client = useQueryClient();
  const hasEmail = candidateEmail !== null && candidateEmail.trim() !== '';
  const agent = useRecruitingAgent();
  const [callProblem, setCallProblem] = useState<string | null>(null);
  const target = { application_id: applicationId, round_id: roundId };

  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <p className="text-[13px] text-gray-600">Or let the candidate choose:</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          isLoading={mail.isPending}
          disabled={!hasEmail}
          aria-describedby={hasEmail ? undefined : 'booking-link-no-email'}
          data-testid="mail-booking-link"
          onClick={() =>
            mail.mutate(target, {
              onSuccess: (message) => {
                toast.success(message);
                // The candidate's page says the link was sent, and when.
                void client.invalidateQueries({ queryKey: ['candidates', 'detail', applicationId] });
              },
              onError: (error) => toast.error(failureText(error)),
            })
          }
        >
          {mail.isPending ? null : <Mail size={14} aria-hidden="true" />}
          Send self-booking link
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isLoading={link.isPending}
          data-testid="copy-booking-link"
          onClick={() =>
            link.mutate(target, {
              onSuccess: ({ url }) => {
                // No clipboard outside a secure context (plain http on another host): the link still shows below.
                const clipboard = navigator.clipboard as Clipboard | undefined;
                void (clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard'))).then(
                  () => toast.success(candidateRecordMessages.linkCopied),
                  () => toast.error('Could not copy. Select the link below and copy it instead.'),
                );
              },
              onError: (error) => toast.error(failureText(error)),
            })
          }
        >
          {link.isPending ? null : <Copy size={14} aria-hidden="true" />}
          Copy self-booking link
        </Button>
        {agent === null ? null : (
          <Button
            variant="secondary"
            size="sm"
            isLoading={call.isPending}
            onClick={() => {
              setCallProblem(null);
              call.mutate(target, {
                onSuccess: (message) => toast.success(message),
                onError: (error) => setCallProblem(failureText(error)),
              });
            }}
          >
            {call.isPending ? null : <Phone size={14} aria-hidden="true" />}
            Have {agent.name} call to book
          </Button>
        )}
      </div>
      {hasEmail ? null : (
        <p id="booking-link-no-email" data-testid="booking-link-no-email" className="text-xs text-gray-600">
          {candidateRecordMessages.noEmail}
        </p>
      )}
      {agent === null ? <NeedsAgentNotice what="Scheduling calls" /> : null}
      {link.data === undefined ? null : (
        <div data-testid="booking-link" className="flex flex-col gap-1.5">
          <label htmlFor="booking-link-url" className="text-[13px] font-medium text-gray-800">
            Self-booking link
          </label>
          <div className="flex items-center gap-2">
            <Input id="booking-link-url" readOnly value={link.data.url} onFocus={(event) => event.target.select()} />
            <CopyButton value={link.data.url} label="Copy booking link" />
            <a
              href={link.data.url}
              target="_blank"
              rel="noreferrer"
              aria-label="Open booking link"
              title="Open booking link"
              className="flex size-8 shrink-0 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-600 shadow-xs hover:bg-gray-50 hover:text-gray-900"
            >
              <ExternalLink size={14} aria-hidden="true" />
            </a>
          </div>
          <p className="text-xs text-gray-500">
            Works once, until {formatDateTime(link.data.expiresAt)}. Send it to the candidate by e-mail or message.
          </p>
        </div>
      )}
      {callProblem === null ? null : (
        <div data-testid="scheduling-call-problem">
          <Alert tone="error">{callProblem}</Alert>
        </div>
      )}
    </div>
  );
};
