import { Smile } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Popover } from '../../../components/ui/popover.tsx';
import { searchEmoji } from '../utils/emoji-list.ts';
import { ToolButton } from './tool-button.tsx';

const COLUMNS = 8;

type Props = { onPick: (emoji: string) => void; isDisabled?: boolean };

/**
 * The composer's emoji: a popover with a search and a grid (arrow keys move through it), whose
 * choice goes in at the caret. The list ships with the app.
 */
export const EmojiPicker = ({ onPick, isDisabled = false }: Props) => {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchEmoji(query), [query]);
  const gridRef = useRef<HTMLDivElement>(null);

  const pick = (emoji: string) => {
    setIsOpen(false);
    setQuery('');
    onPick(emoji);
  };

  // Arrow keys move across the grid; Home and End go to its ends.
  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key];
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : step === undefined ? null : index + step;
    if (next === null || next < 0 || next >= buttons.length) return;
    event.preventDefault();
    buttons[next]!.focus();
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={setIsOpen}
      aria-label="Emoji"
      align="start"
      className="w-80 p-2"
      trigger={<ToolButton label="Emoji" icon={Smile} isDisabled={isDisabled} />}
    >
      <input
        type="search"
        aria-label="Search emoji"
        placeholder="Search emoji"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="mb-2 h-8 w-full rounded-md border border-gray-300 px-2 text-sm focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/20 focus-visible:outline-none"
      />
      {found.length === 0 ? (
        <p className="px-1 py-3 text-center text-[13px] text-gray-500">No emoji found.</p>
      ) : (
        // The arrow keys move between the emoji buttons inside (a roving focus over the group).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={gridRef}
          role="group"
          aria-label="Emoji list"
          onKeyDown={onGridKeyDown}
          className="grid max-h-56 grid-cols-8 gap-0.5 overflow-y-auto"
        >
          {found.map((emoji) => (
            <button
              key={emoji.char}
              type="button"
              aria-label={emoji.name}
              title={emoji.name}
              onClick={() => pick(emoji.char)}
              className="flex size-9 items-center justify-center rounded-md text-xl hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
            >
              {emoji.char}
            </button>
          ))}
        </div>
      )}
    </Popover>
  );
};
