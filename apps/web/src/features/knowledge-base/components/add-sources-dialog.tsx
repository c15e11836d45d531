import { knowledgeBaseMessages } from '@agentdesk/shared';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { knowledgeBaseQueryKeys } from '../api/knowledge-base-query-keys.ts';
import { TextSourceForm } from './text-source-form.tsx';
import { UploadFilesForm } from './upload-files-form.tsx';
import { WebPagesForm } from './web-pages-form.tsx';

type Tab = 'files' | 'urls' | 'text';

type Props = {
  knowledgeBaseId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** 'Add sources': upload documents, list web pages or paste text; each is read in the background. */
export const AddSourcesDialog = ({ knowledgeBaseId, isOpen, onOpenChange }: Props) => {
  const [tab, setTab] = useState<Tab>('files');
  // An upload under way keeps the dialog open: closing it would hide the progress and the outcome.
  const isAdding = useIsMutating({ mutationKey: knowledgeBaseQueryKeys.addSources }) > 0;

  const onAdded = () => {
    toast.success(knowledgeBaseMessages.sourcesAdded);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!isAdding) onOpenChange(open);
      }}
      title="Add sources"
      description="Your agents answer from what these say. Each source is read in the background; its status shows when it is ready."
      className="max-w-lg"
    >
      <Tabs
        aria-label="Kind of source"
        value={tab}
        onValueChange={(value) => {
          if (!isAdding) setTab(value as Tab);
        }}
        className="mt-3"
        listClassName="px-0"
        contentClassName="pt-4"
        tabs={[
          {
            value: 'files',
            label: 'Upload files',
            content: <UploadFilesForm knowledgeBaseId={knowledgeBaseId} onAdded={onAdded} />,
          },
          {
            value: 'urls',
            label: 'Web pages',
            content: <WebPagesForm knowledgeBaseId={knowledgeBaseId} onAdded={onAdded} />,
          },
          {
            value: 'text',
            label: 'Text',
            content: <TextSourceForm knowledgeBaseId={knowledgeBaseId} onAdded={onAdded} />,
          },
        ]}
      />
    </Dialog>
  );
};
