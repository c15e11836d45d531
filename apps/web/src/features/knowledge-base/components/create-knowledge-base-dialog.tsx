import { knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import { toast } from 'sonner';
import { useCreateKnowledgeBase } from '../api/create-knowledge-base.ts';
import { KnowledgeBaseNameDialog } from './knowledge-base-name-dialog.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (knowledgeBase: KnowledgeBase) => void;
};

/** 'Create Knowledge Base': a name and the auto refresh switch (SPEC §7). */
export const CreateKnowledgeBaseDialog = ({ isOpen, onOpenChange, onCreated }: Props) => {
  const create = useCreateKnowledgeBase();
  return (
    <KnowledgeBaseNameDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Create Knowledge Base"
      description="Give it a name; you add documents, web pages and text to it next."
      submitLabel="Create"
      hasAutoRefresh
      isPending={create.isPending}
      onSubmit={async (values) => {
        const knowledgeBase = await create.mutateAsync(values);
        toast.success(knowledgeBaseMessages.created);
        onOpenChange(false);
        onCreated(knowledgeBase);
      }}
    />
  );
};
