import type { CandidateFitDetail } from '@agentdesk/shared';
import { FileArchive } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useExportCandidateData } from '../api/download-candidate-files.ts';
import { EraseCandidateButton } from './erase-candidate-button.tsx';

type Props = {
  detail: CandidateFitDetail;
  /** Erasure cannot be undone: admins only (the server refuses others too). */
  canErase: boolean;
  onErased: () => void;
};

/** A data subject's rights: everything held about the candidate as a zip, and (for admins) erasure, asked first. */
export const CandidateDataActions = ({ detail, canErase, onErased }: Props) => {
  const exportData = useExportCandidateData();
  return (
    <Card
      title="Candidate data"
      description="What the workspace holds about this person, across every job they applied to."
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          isLoading={exportData.isPending}
          onClick={() => exportData.mutate(detail.candidate_id, { onError: toastFailure })}
        >
          {exportData.isPending ? null : <FileArchive size={14} aria-hidden="true" />}
          Export data
        </Button>
        {canErase ? <EraseCandidateButton detail={detail} onErased={onErased} /> : null}
      </div>
    </Card>
  );
};
