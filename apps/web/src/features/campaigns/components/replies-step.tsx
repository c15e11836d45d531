import { campaignMessages, type Campaign } from '@agentdesk/shared';
import { Reply } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useSendEmailReplies } from '../api/send-email-replies.ts';
import { CampaignProgress } from './campaign-progress.tsx';

type Props = { campaign: Campaign | undefined; onBack: () => void };

const errorText = (error: unknown): string => {
  const message =
    typeof error === 'object' && error !== null ? (error as { error_message?: unknown }).error_message : undefined;
  return typeof message === 'string' && message !== '' ? message : campaignMessages.replyFailed;
};

/** Step 4: the campaign's progress and final report, and 'Send Email Reply' for replies that came back. */
export const RepliesStep = ({ campaign, onBack }: Props) => {
  const sendReplies = useSendEmailReplies();

  const onSendReplies = () => {
    if (!campaign) {
      toast.error(campaignMessages.createFirst);
      return;
    }
    const toastId = toast.loading('Sending email replies in progress...');
    sendReplies.mutate(
      { id: campaign.id },
      {
        onSuccess: (answer) => toast.success(answer.message, { id: toastId }),
        onError: (error) => toast.error(errorText(error), { id: toastId }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {campaign ? <CampaignProgress campaign={campaign} /> : null}
      {campaign ? <p className="text-[13px] text-gray-500">Replies answered so far: {campaign.replies_sent}</p> : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onSendReplies} isLoading={sendReplies.isPending}>
          <Reply size={16} aria-hidden="true" />
          Send Email Reply
        </Button>
      </div>
    </div>
  );
};
