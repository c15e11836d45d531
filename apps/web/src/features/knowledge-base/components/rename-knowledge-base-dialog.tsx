import { knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import { toast } from 'sonner';
import { useUpdateKnowledgeBase } from '../api/update-knowledge-base.ts';
import { KnowledgeBaseNameDialog } from './knowledge-base-name-dialog.tsx';

type Props = {
  knowledgeBase: KnowledgeBase;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** A new name for the knowledge base. */
export const RenameKnowledgeBaseDialog = ({ knowledgeBase, isOpen, onOpenChange }: Props) => {
  const update = useUpdateKnowledgeBase();
  return (
    <KnowledgeBaseNameDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Rename knowledge base"
      submitLabel="Save"
      initialName={knowledgeBase.knowledge_base_name}
      isPending={update.isPending}
      onSubmit={async ({ knowledge_base_name }) => {
        if (knowledge_base_name !== knowledgeBase.knowledge_base_name) {
          await update.mutateAsync({ id: knowledgeBase.knowledge_base_id, body: { knowledge_base_name } });
          toast.success(knowledgeBaseMessages.updated);
        }
        onOpenChange(false);
      }}
    />
  );
};
