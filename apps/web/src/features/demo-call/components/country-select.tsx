import { countries, searchCountries } from '@agentdesk/shared/phone';
import type { CountryEntry } from '@agentdesk/shared/phone';
import { Check, ChevronDown } from 'lucide-react';
import { Popover as RadixPopover } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, Ref, RefObject } from 'react';
import { cn } from '../../../lib/cn.ts';
import { CountryFlag } from './country-flag.tsx';
import '../world-scripts.css';

type Props = {
  value: CountryEntry | null;
  onChange: (country: CountryEntry) => void;
  /** Receives focus once a country is chosen (the number field), instead of the button. */
  nextFocusRef?: RefObject<HTMLElement | null>;
  /** The button (focused when the form asks for a country). */
  triggerRef?: Ref<HTMLButtonElement>;
  /** The id of the message that says what is wrong with the choice (none: nothing is). */
  errorId?: string;
  className?: string;
};

/** A button that opens a searchable list of countries; arrow keys and Enter choose, Escape closes. */
export const CountrySelect = ({ value, onChange, nextFocusRef, triggerRef, errorId, className }: Props) => {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const hasChosen = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const results = searchCountries(query, countries);
  const activeCountry = results[activeIndex];

  const onOpenChange = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      hasChosen.current = false;
      // Open on the chosen country so arrow keys continue from it.
      const chosenIndex = value === null ? -1 : results.findIndex((country) => country.code === value.code);
      setActiveIndex(Math.max(chosenIndex, 0));
    }
  };

  const choose = (country: CountryEntry) => {
    hasChosen.current = true;
    onChange(country);
    setQuery('');
    setIsOpen(false);
  };

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), results.length - 1);
    setActiveIndex(next);
    listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: results.length - 1,
    };
    const target = steps[event.key];
    if (target !== undefined && results.length > 0) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    if (event.key === 'Enter' && activeCountry !== undefined) {
      event.preventDefault();
      choose(activeCountry);
    }
  };

  return (
    <RadixPopover.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger
        ref={triggerRef}
        type="button"
        // The dial code shown is part of the name (not in brackets, which speech input leaves out).
        aria-label={value === null ? 'Select country' : `Country: ${value.name} ${value.dial_code}`}
        aria-invalid={errorId !== undefined ? true : undefined}
        aria-describedby={errorId}
        data-testid="country-select-trigger"
        className={cn(
          'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-sm text-gray-900 shadow-xs transition-colors',
          'hover:border-gray-400 focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/20 focus-visible:outline-none',
          'data-[state=open]:border-brand aria-invalid:border-red-500',
          className,
        )}
      >
        {value === null ? (
          <span className="text-gray-500">Select country</span>
        ) : (
          <>
            <CountryFlag code={value.code} />
            <span className="tabular-nums">{value.dial_code}</span>
          </>
        )}
        <ChevronDown size={14} aria-hidden="true" className="text-gray-400" />
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Choose a country"
          onCloseAutoFocus={(event) => {
            // After a choice the number comes next; after Escape or a click outside, back to the button.
            if (!hasChosen.current || nextFocusRef?.current == null) return;
            event.preventDefault();
            nextFocusRef.current.focus();
          }}
          className="z-50 flex w-80 max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-gray-200 bg-white shadow-lg focus:outline-none"
        >
          <div className="border-b border-gray-200 p-2">
            <input
              type="search"
              role="combobox"
              aria-label="Search country"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeCountry !== undefined ? optionId(activeIndex) : undefined}
              placeholder="Search country..."
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
              className={cn(
                'h-8 w-full rounded-md border border-gray-300 bg-white px-2.5 text-sm text-gray-900 placeholder:text-gray-400',
                'focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/20 focus-visible:outline-none',
              )}
            />
          </div>
          {results.length === 0 ? (
            <p role="status" className="px-3 py-6 text-center text-[13px] text-gray-500">
              No countries found.
            </p>
          ) : (
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label="Countries"
              className="max-h-[min(250px,var(--radix-popover-content-available-height))] overflow-y-auto p-1"
            >
              {results.map((country, index) => {
                const isActive = index === activeIndex;
                const isChosen = value?.code === country.code;
                return (
                  // The keyboard chooses through the search field (aria-activedescendant), the mouse here.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={country.code}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isActive}
                    data-testid={`country-option-${country.code}`}
                    onMouseMove={() => {
                      if (!isActive) setActiveIndex(index);
                    }}
                    // Keep focus in the search field while clicking.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(country)}
                    className={cn(
                      'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-gray-800 select-none',
                      isActive && 'bg-gray-100',
                    )}
                  >
                    <CountryFlag code={country.code} />
                    <span className="min-w-0 flex-1 truncate">
                      {country.name}
                      {country.local_name !== country.name ? (
                        <span className="world-scripts ml-1.5 text-xs text-gray-500">{country.local_name}</span>
                      ) : null}
                    </span>
                    <span className="text-xs text-gray-500 tabular-nums">{country.dial_code}</span>
                    <Check
                      size={14}
                      aria-hidden="true"
                      className={cn('shrink-0 text-brand', !isChosen && 'invisible')}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
};
