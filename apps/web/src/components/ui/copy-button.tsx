import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn.ts';

type Props = {
  value: string;
  /** Names the button, e.g. 'Copy webhook URL'. */
  label: string;
  className?: string;
};

const COPIED_MS = 2000;

/** Copies a value to the clipboard and shows a check for a moment. */
export const CopyButton = ({ value, label, className }: Props) => {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Could not copy. Select the text and copy it instead.');
    }
  };

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => void onCopy()}
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-600 shadow-xs hover:bg-gray-50 hover:text-gray-900',
        className,
      )}
    >
      {isCopied ? (
        <Check size={14} aria-hidden="true" className="text-green-600" />
      ) : (
        <Copy size={14} aria-hidden="true" />
      )}
    </button>
  );
};
