import { candidateMessages, type CandidateFitDetail } from '@agentdesk/shared';
import { FileArchive, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useExportCandidateData } from '../api/download-candidate-files.ts';
import { useEraseCandidate } from '../api/erase-candidate.ts';

type Props = {
  detail: CandidateFitDetail;
  /** Erasure cannot be undone: admins only (the server refuses others too). */
  canErase: boolean;
  onErased: () => void;
};

/** Erase, asked first in a dialog that says what goes and what stays. */
const EraseButton = ({ detail, onErased }: Pick<Props, 'detail' | 'onErased'>) => {
  const erase = useEraseCandidate();
  const applications = detail.other_applications.length + 1;
  return (
    <ConfirmButton
      label="Erase candidate"
      icon={Trash2}
      variant="danger"
      isPending={erase.isPending}
      dialog={{
        title: `Erase ${detail.name}?`,
        description: `Their résumé files, what was read from them and their scores are deleted${applications > 1 ? ` from all ${applications} of their applications` : ''}. The stage history stays, without their name. This cannot be undone.`,
        confirmLabel: 'Erase',
      }}
      onConfirm={(close) =>
        erase.mutate(detail.candidate_id, {
          onSuccess: () => {
            toast.success(candidateMessages.erased);
            close();
            onErased();
          },
          onError: (error) => {
            toastFailure(error);
            close();
          },
        })
      }
    />
  );
};

/** A data subject's rights: everything held about the candidate as a zip, and (for admins) erasure, asked first. */
export const CandidateDataActions = ({ detail, canErase, onErased }: Props) => {
  const exportData = useExportCandidateData();
  return (
    <Card title="Candidate data" description="What the workspace holds about this person, across every job they applied to.">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isLoading={exportData.isPending} onClick={() => exportData.mutate(detail.candidate_id, { onError: toastFailure })}>
          {exportData.isPending ? null : <FileArchive size={14} aria-hidden="true" />}
          Export data
        </Button>
        {canErase ? <EraseButton detail={detail} onErased={onErased} /> : null}
      </div>
    </Card>
  );
};
