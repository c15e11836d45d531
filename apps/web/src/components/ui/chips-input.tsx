import { X } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** How many chips at most; the field stops taking more. */
  max?: number;
  /** The longest chip. */
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** Items typed into the text: split at commas and line breaks, trimmed, each once whatever its case. */
const addItems = (items: string[], text: string, max: number, maxLength: number) => {
  const next = [...items];
  for (const part of text.split(/[,\n]/)) {
    const item = part.trim().slice(0, maxLength);
    if (item !== '' && next.length < max && !next.some((kept) => kept.toLowerCase() === item.toLowerCase()))
      next.push(item);
  }
  return next;
};

/**
 * A list of short items typed as chips: Enter or a comma adds what was typed (a pasted 'a, b, c'
 * adds three), leaving the field adds it too, Backspace in an empty field takes the last one
 * back to edit, and each chip has its own remove button.
 */
export const ChipsInput = ({
  id,
  value,
  onChange,
  max = Number.POSITIVE_INFINITY,
  maxLength = 200,
  placeholder,
  disabled,
  ...aria
}: Props) => {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (typed: string) => {
    const next = addItems(value, typed, max, maxLength);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && text.trim() !== '') {
      // Enter adds the chip; with nothing typed it submits the form as usual.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      setText(value.at(-1) ?? '');
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[,\n]/.test(pasted)) return;
    event.preventDefault();
    commit(`${text},${pasted}`);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, at) => at !== index));
    inputRef.current?.focus();
  };

  return (
    // A click on the box's empty space focuses its input, which the keyboard reaches on its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      onClick={(event) => {
        if (event.target === event.currentTarget) inputRef.current?.focus();
      }}
      className={cn(
        'flex min-h-9 w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border border-gray-300 bg-white px-1.5 py-1 shadow-xs transition-colors hover:border-gray-400',
        'focus-within:border-brand focus-within:ring-3 focus-within:ring-brand/20',
        aria['aria-invalid'] === true && 'border-red-500 focus-within:ring-red-500/20',
        disabled === true && 'cursor-not-allowed bg-gray-50',
      )}
    >
      {value.length > 0 ? (
        <ul className="contents">
          {value.map((item, index) => (
            <li
              key={item}
              className="inline-flex max-w-full min-w-0 items-center gap-0.5 rounded border border-gray-200 bg-gray-50 py-0.5 pr-0.5 pl-2 text-[13px] text-gray-800"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${item}`}
                onClick={() => remove(index)}
                className="inline-flex size-5 shrink-0 items-center justify-center rounded text-gray-500 hover:bg-gray-200 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              >
                <X size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        value={text}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete="off"
        placeholder={value.length === 0 ? placeholder : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          // A comma typed (or dropped in) ends a chip.
          if (typed.includes(',')) {
            const cut = typed.lastIndexOf(',');
            onChange(addItems(value, typed.slice(0, cut), max, maxLength));
            setText(typed.slice(cut + 1).trimStart());
          } else {
            setText(typed);
          }
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          if (text.trim() !== '') commit(text);
        }}
        className="h-7 min-w-24 flex-1 bg-transparent px-1.5 text-sm text-gray-900 outline-none placeholder:text-gray-400 disabled:cursor-not-allowed"
        {...aria}
      />
    </div>
  );
};
