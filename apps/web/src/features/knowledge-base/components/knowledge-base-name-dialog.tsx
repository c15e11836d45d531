import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { failureText } from '../utils/failure-text.ts';
import { KnowledgeBaseNameForm, type KnowledgeBaseNameValues } from './knowledge-base-name-form.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  initialName?: string;
  hasAutoRefresh?: boolean;
  isPending: boolean;
  /** Sends the values; a rejection's sentence is shown under the name. */
  onSubmit: (values: KnowledgeBaseNameValues) => Promise<void>;
};

/** The dialog around the name form: stays open while saving, and shows why the server refused. */
export const KnowledgeBaseNameDialog = ({
  isOpen,
  onOpenChange,
  title,
  description,
  isPending,
  onSubmit,
  ...formProps
}: Props) => {
  const [serverError, setServerError] = useState<string | null>(null);

  const onChange = (open: boolean) => {
    if (isPending) return;
    setServerError(null);
    onOpenChange(open);
  };

  return (
    <Dialog open={isOpen} onOpenChange={onChange} title={title} description={description}>
      {isOpen ? (
        <KnowledgeBaseNameForm
          {...formProps}
          isPending={isPending}
          serverError={serverError}
          onCancel={() => onChange(false)}
          onSubmit={(values) => {
            setServerError(null);
            onSubmit(values).catch((error: unknown) => setServerError(failureText(error)));
          }}
        />
      ) : null}
    </Dialog>
  );
};
