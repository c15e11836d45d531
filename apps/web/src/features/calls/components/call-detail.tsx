import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useCall } from '../../../lib/get-call.ts';
import { CallDetailSkeleton } from './call-detail-skeleton.tsx';
import { CallConversation } from './call-conversation.tsx';
import { ConversationHeader } from './conversation-header.tsx';

type Props = {
  callId: string;
  agentName: (agentId: string | null) => string;
  /** Back to the list (below 768 px). */
  onBack: () => void;
};

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'error_message' in error &&
  /not found/i.test(String(error.error_message));

/** The selected call: loading, not found or failed, else the conversation and its sidebar. */
export const CallDetail = ({ callId, agentName, onBack }: Props) => {
  const call = useCall(callId);

  if (call.isSuccess)
    return <CallConversation call={call.data} agentName={agentName(call.data.agent_id ?? null)} onBack={onBack} />;

  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <ConversationHeader onBack={onBack} />
      {call.isPending ? (
        <CallDetailSkeleton />
      ) : (
        <div
          role="alert"
          data-testid="call-error"
          className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
            <CircleAlert size={20} aria-hidden="true" />
          </span>
          <p className="text-[13px] font-medium text-gray-900">
            {isNotFound(call.error)
              ? 'This call was not found. It may have been removed.'
              : 'Failed to fetch the call. Please try again.'}
          </p>
          {isNotFound(call.error) ? null : (
            <Button variant="secondary" size="sm" onClick={() => void call.refetch()} isLoading={call.isFetching}>
              {call.isFetching ? null : <RotateCw size={14} aria-hidden="true" />}
              Retry
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
