import {
  CAMPAIGN_STEPS,
  campaignMessages,
  DEFAULT_THREAD_COUNT,
  type CampaignStep,
  type CreateCampaignBody,
  type UploadRecipientsResult,
} from '@agentdesk/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { useCreateCampaign } from '../api/create-campaign.ts';
import { useCampaign } from '../api/get-campaign.ts';
import { failureToast } from '../utils/failure-toast.ts';
import { CampaignDetailsStep } from './campaign-details-step.tsx';
import { CampaignStepMarkers } from './campaign-step-markers.tsx';
import { RecipientsStep } from './recipients-step.tsx';
import { RepliesStep } from './replies-step.tsx';
import { SendStep } from './send-step.tsx';

/** The address parameter that names the campaign, so a reload reopens it at its step. */
export const CAMPAIGN_ID_PARAM = 'campaignId';

const WizardSkeleton = () => (
  <div className="flex flex-col gap-3" aria-label="Loading the campaign">
    <Skeleton className="h-8 w-full" />
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-9 w-32 self-end" />
  </div>
);

/**
 * The Mail tab (SPEC §2, §4): 1 Campaign Details, 2 Upload Recipients, 3 Send Email, 4 Send Email
 * Reply. Creating goes to 2 and puts campaignId in the address; recipients go to 3; sending to 4.
 */
export const CampaignWizard = () => {
  const { params, setParam } = useSearchParamsUpdater();
  const campaignId = params.get(CAMPAIGN_ID_PARAM);
  const campaignQuery = useCampaign(campaignId);
  const campaign = campaignQuery.data;
  const createCampaign = useCreateCampaign();
  // The step the user moved to for this campaign; otherwise the campaign's own step (after a reload).
  const [chosen, setChosen] = useState<{ id: string | null; step: CampaignStep } | null>(null);
  const [threads, setThreads] = useState(String(DEFAULT_THREAD_COUNT));
  const [uploadResult, setUploadResult] = useState<UploadRecipientsResult | null>(null);

  const step: CampaignStep | null =
    chosen !== null && chosen.id === campaignId
      ? chosen.step
      : campaignId === null
        ? 1
        : ((campaign?.step as CampaignStep | undefined) ?? null);
  const goTo = (next: CampaignStep, id: string | null = campaignId) => setChosen({ id, step: next });

  const onCreate = (body: CreateCampaignBody) =>
    createCampaign.mutate(body, {
      onSuccess: ({ id }) => {
        setParam(CAMPAIGN_ID_PARAM, id);
        setUploadResult(null);
        goTo(2, id);
      },
      onError: (error) => failureToast(campaignMessages.createFailed, error),
    });

  const body = () => {
    if (campaignId !== null && campaignQuery.isError) {
      return (
        <div className="flex flex-col gap-3">
          <ErrorState
            title="Failed to load the campaign."
            message={errorMessage(campaignQuery.error, 'Please try again.')}
            onRetry={() => void campaignQuery.refetch()}
            isRetrying={campaignQuery.isFetching}
          />
          <Button variant="link" className="self-center" onClick={() => setParam(CAMPAIGN_ID_PARAM, undefined)}>
            Start a new campaign
          </Button>
        </div>
      );
    }
    if (step === null) return <WizardSkeleton />;
    switch (step) {
      case 1:
        return (
          <CampaignDetailsStep
            key={campaign?.id ?? 'new'}
            campaign={campaign}
            isSubmitting={createCampaign.isPending}
            onSubmit={onCreate}
            onContinue={campaign ? () => goTo(2) : undefined}
          />
        );
      case 2:
        return (
          <RecipientsStep
            campaignId={campaignId}
            threads={threads}
            onThreadsChange={setThreads}
            onUploaded={(result) => {
              setUploadResult(result);
              goTo(3);
            }}
            onBack={() => goTo(1)}
          />
        );
      case 3:
        return (
          <SendStep
            campaign={campaign}
            threads={threads}
            uploadResult={uploadResult}
            onSent={() => goTo(4)}
            onBack={() => goTo(2)}
          />
        );
      case 4:
        return <RepliesStep campaign={campaign} onBack={() => goTo(3)} />;
    }
  };

  return (
    <Card
      title="Mail Section"
      description={step === null ? 'E-mail campaign' : `Step ${step} of 4: ${CAMPAIGN_STEPS[step - 1]}`}
    >
      <div className="flex flex-col gap-6">
        <CampaignStepMarkers step={step ?? 1} />
        {body()}
      </div>
    </Card>
  );
};
