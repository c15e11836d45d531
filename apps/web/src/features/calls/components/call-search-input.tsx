import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';

type Props = {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onCommit: (text: string) => void;
};

const DEBOUNCE_MS = 300;

/** Full-text search over transcripts and summaries; writes to the address after a pause in typing. */
export const CallSearchInput = ({ value, onCommit }: Props) => {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);

  // The address changed from outside (clear filters, back button): show that.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === committed) return;
    const timer = window.setTimeout(() => {
      setCommitted(trimmed);
      onCommit(trimmed);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, committed, onCommit]);

  const onClear = () => {
    setText('');
    setCommitted('');
    onCommit('');
  };

  return (
    <div className="relative">
      <Search size={16} aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-gray-400" />
      <Input
        type="search"
        aria-label="Search calls"
        placeholder="Search transcripts and summaries"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-8 pr-8 pl-8 text-[13px] [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={onClear}
          className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded text-gray-400 hover:bg-gray-100 hover:text-gray-700"
        >
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
};
