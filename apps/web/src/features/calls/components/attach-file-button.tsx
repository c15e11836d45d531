import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Attachments } from '../hooks/use-attachments.ts';
import { ATTACHMENT_ACCEPT } from '../utils/attachment-choice.ts';
import { ToolButton } from './tool-button.tsx';

type Props = {
  attachments: Attachments;
  isDisabled?: boolean;
  /** An icon in a toolbar, or a labelled button. */ look: 'icon' | 'button';
};

/** Attach file: opens the file picker (the endings a mail may carry); each file chosen becomes a chip, or a toast says why not. */
export const AttachFileButton = ({ attachments, isDisabled = false, look }: Props) => {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => picker.current?.click();
  return (
    <>
      {look === 'icon' ? (
        <ToolButton label="Attach file" icon={Paperclip} onClick={open} isDisabled={isDisabled} />
      ) : (
        <Button type="button" variant="ghost" size="sm" onClick={open} disabled={isDisabled}>
          <Paperclip size={14} aria-hidden="true" />
          Attach file
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        data-testid="attach-input"
        onChange={(event) => {
          attachments.add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
};
