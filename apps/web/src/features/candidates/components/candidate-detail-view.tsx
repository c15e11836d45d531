import type { CandidateFitDetail } from '@agentdesk/shared';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { useStageChange } from '../hooks/use-stage-change.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import { CandidateBookings } from './candidate-bookings.tsx';
import { CandidateDataActions } from './candidate-data-actions.tsx';
import { CandidateHeader } from './candidate-header.tsx';
import { FitExplanation } from './fit-explanation.tsx';
import { CandidateCalls } from './candidate-calls.tsx';
import { OtherApplications } from './other-applications.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ResumeProfile } from './resume-profile.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { ScreeningResult } from './screening-result.tsx';
import { StageHistory } from './stage-history.tsx';
import { StageMenu } from './stage-menu.tsx';
import { StageProposal } from './stage-proposal.tsx';

type Props = {
  detail: CandidateFitDetail;
  role: string;
  canWrite: boolean;
  isAdmin: boolean;
  onBack: () => void;
  onErased: () => void;
};

/**
 * Everything about one application: the two scores, why the résumé scored what it did, the
 * screening answers, the résumé itself, the stage history, the candidate's other applications,
 * and their data (export; erasure for admins).
 */
export const CandidateDetailView = ({ detail, role, canWrite, isAdmin, onBack, onErased }: Props) => {
  const stageChange = useStageChange();
  return (
    <div data-testid="candidate-detail" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <CandidateHeader onBack={onBack} detail={detail}>
        <BookmarkButton
          applicationId={detail.application_id}
          name={detail.name}
          isBookmarked={detail.bookmarked}
          canWrite={canWrite}
        />
        <StageMenu
          stage={detail.stage}
          canWrite={canWrite}
          isPending={stageChange.isPending}
          onMove={(stage) => stageChange.moveTo([detail.application_id], stage)}
        />
      </CandidateHeader>
      <ScrollRegion label={`About ${detail.name}`} className="min-h-0 flex-1 bg-gray-50/60">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-5">
          {detail.stage_proposal !== null ? (
            <StageProposal
              applicationId={detail.application_id}
              proposal={detail.stage_proposal}
              stageChange={stageChange}
              canWrite={canWrite}
            />
          ) : null}
          <ScoreSummary detail={detail} canWrite={canWrite} />
          <CandidateBookings detail={detail} />
          <FitExplanation detail={detail} />
          {detail.screening !== null ? <ScreeningResult screening={detail.screening} /> : null}
          <ResumeProfile detail={detail} />
          <StageHistory history={detail.history} />
          <CandidateCalls calls={detail.calls} role={role} />
          <OtherApplications applications={detail.other_applications} role={role} />
          <CandidateDataActions detail={detail} canErase={isAdmin} onErased={onErased} />
        </div>
      </ScrollRegion>
      <RejectDialog stageChange={stageChange} who={() => detail.name} />
    </div>
  );
};
