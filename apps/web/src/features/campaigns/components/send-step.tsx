import { campaignMessages, type Campaign, type UploadRecipientsResult } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useTriggerCampaign } from '../api/trigger-campaign.ts';
import { failureToast } from '../utils/failure-toast.ts';
import { CampaignProgress } from './campaign-progress.tsx';

type Props = {
  campaign: Campaign | undefined;
  threads: string;
  uploadResult: UploadRecipientsResult | null;
  onSent: () => void;
  onBack: () => void;
};

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
    <dt className="w-32 shrink-0 text-gray-500">{label}</dt>
    <dd className="min-w-0 break-words text-gray-900">{value}</dd>
  </div>
);

/** Step 3: what will be sent, and 'Send Email' (queues one mail per recipient). */
export const SendStep = ({ campaign, threads, uploadResult, onSent, onBack }: Props) => {
  const trigger = useTriggerCampaign();

  const onSend = () => {
    if (!campaign) {
      toast.error(campaignMessages.createFirst);
      return;
    }
    if (campaign.progress.total === 0) {
      toast.error(campaignMessages.addRecipient);
      return;
    }
    const count = Number(threads.trim() === '' ? '1' : threads);
    trigger.mutate(
      { id: campaign.id, threads: count },
      {
        onSuccess: () => {
          toast.success(campaignMessages.campaignSent);
          onSent();
        },
        onError: (error) => failureToast(campaignMessages.sendFailed, error),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {campaign ? (
        <dl className="flex flex-col gap-2 text-[13px]">
          <Row label="Campaign" value={campaign.campaign_name} />
          <Row
            label="Content"
            value={
              campaign.send_static_content
                ? `Static: ${campaign.subject}`
                : `Written from the intent: ${campaign.intent}`
            }
          />
          <Row label="Recipients" value={campaign.progress.total.toLocaleString()} />
          <Row label="Threads" value={threads === '' ? '1' : threads} />
        </dl>
      ) : null}
      {uploadResult && (uploadResult.duplicates > 0 || uploadResult.invalid.length > 0) ? (
        <div
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-900"
        >
          <p>
            {plural(uploadResult.accepted, 'recipient')} taken; {plural(uploadResult.duplicates, 'duplicate')} dropped;{' '}
            {plural(uploadResult.invalid.length, 'row')} skipped.
          </p>
          {uploadResult.invalid.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {uploadResult.invalid.slice(0, 20).map((row) => (
                <li key={row.row}>
                  Row {row.row}: {row.reason}
                  {row.value !== '' ? ` (${row.value})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {campaign?.triggered_at ? <CampaignProgress campaign={campaign} /> : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onSend} isLoading={trigger.isPending}>
          <Send size={16} aria-hidden="true" />
          Send Email
        </Button>
      </div>
    </div>
  );
};
