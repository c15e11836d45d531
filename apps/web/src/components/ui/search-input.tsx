import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from './input.tsx';

type Props = {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onCommit: (text: string) => void;
  'aria-label': string;
  placeholder: string;
};

const DEBOUNCE_MS = 300;

/** A search box with a clear button that commits the text after a pause in typing (lists searched on the server). */
export const SearchInput = ({ value, onCommit, placeholder, ...aria }: Props) => {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);

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

  return (
    <div className="relative">
      <Search
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-gray-400"
      />
      <Input
        type="search"
        aria-label={aria['aria-label']}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-8 pr-8 pl-8 text-[13px] [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            setCommitted('');
            onCommit('');
          }}
          className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded text-gray-400 hover:bg-gray-100 hover:text-gray-700"
        >
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
};
