import { useState } from 'react';
import { toast } from 'sonner';
import { attachmentRefusal } from '../utils/attachment-choice.ts';

/** The files chosen for a mail: added when they may go (a toast says why one may not), removed one by one. */
export const useAttachments = () => {
  const [files, setFiles] = useState<File[]>([]);
  const add = (incoming: readonly File[]) => {
    const next = [...files];
    for (const file of incoming) {
      const refusal = attachmentRefusal(next, file);
      if (refusal === null) next.push(file);
      else toast.error(`${file.name}: ${refusal}`);
    }
    setFiles(next);
  };
  const remove = (index: number) => setFiles((current) => current.filter((_, at) => at !== index));
  const clear = () => setFiles([]);
  return { files, add, remove, clear };
};

export type Attachments = ReturnType<typeof useAttachments>;
