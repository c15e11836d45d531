import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

/** A dropdown option (SPEC §3). */
export type SelectOption = {
  value: string;
  label: string;
  id?: string;
  disabled?: boolean;
  icon?: ReactNode;
  description?: string;
};

type Props = {
  /** '' shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * An option with the empty value is the 'nothing chosen' entry (SPEC §3's call types start with
   * 'select'): it is the placeholder, and the list shows it first but never as a choice.
   */
  options: SelectOption[];
  placeholder?: string;
  'aria-label'?: string;
  /** The id of a message about the choice (what is missing or wrong). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** The trigger button (to focus it). */
  triggerRef?: Ref<HTMLButtonElement>;
  id?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Shown instead of the selected option's label (e.g. while the options load). */
  valueLabel?: string;
  leadingIcon?: ReactNode;
  /** A long value wraps onto a second line instead of being cut (the sidebar's agent names). */
  wrapsValue?: boolean;
  /** Classes for the value and the chevron (the parts a compressed sidebar hides). */
  labelClassName?: string;
  /** The options are still loading: the list says 'Loading...'. */
  isLoading?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};

const sizeClasses = { sm: 'min-h-8', md: 'min-h-10', lg: 'min-h-12' } as const;

// Radix items need a value other than '': the empty entry is listed under this one, disabled.
const EMPTY_ITEM_VALUE = '__select-empty__';

const placeholderOf = (options: SelectOption[], placeholder: string) =>
  options.find((option) => option.value === '')?.label ?? placeholder;

/**
 * Radix Select styled for the product: 250 px list, check on the chosen option (SPEC §9). A
 * placeholder is never also a choice: an empty-valued option becomes the placeholder instead.
 */
export const Select = ({
  value,
  onValueChange,
  options,
  placeholder = 'Select option',
  id,
  disabled,
  size = 'md',
  valueLabel,
  leadingIcon,
  isLoading = false,
  labelClassName,
  wrapsValue = false,
  onOpenChange,
  className,
  triggerRef,
  ...aria
}: Props) => (
  <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled} onOpenChange={onOpenChange}>
    <RadixSelect.Trigger
      ref={triggerRef}
      id={id}
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      className={cn(
        'flex w-full min-w-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 text-left text-sm text-gray-900 shadow-xs transition-colors',
        'hover:border-gray-400 data-[placeholder]:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400',
        'aria-invalid:border-red-500',
        'focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/20 focus-visible:outline-none',
        sizeClasses[size],
        className,
      )}
    >
      {leadingIcon}
      <span
        className={cn(
          'min-w-0 flex-1',
          wrapsValue ? 'line-clamp-2 py-1 leading-tight break-words' : 'truncate',
          labelClassName,
        )}
      >
        <RadixSelect.Value placeholder={placeholderOf(options, placeholder)}>{valueLabel}</RadixSelect.Value>
      </span>
      <RadixSelect.Icon className={cn('shrink-0 text-gray-400', labelClassName)}>
        <ChevronDown size={16} aria-hidden="true" />
      </RadixSelect.Icon>
    </RadixSelect.Trigger>
    <RadixSelect.Portal>
      <RadixSelect.Content
        position="popper"
        sideOffset={4}
        // Never wider than the room beside the trigger: on a phone a long option (a criterion and its
        // scorecard) wraps inside the screen instead of running off its edge.
        className="z-50 max-h-[min(250px,var(--radix-select-content-available-height))] max-w-[var(--radix-select-content-available-width)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-gray-200 bg-white shadow-lg"
      >
        <RadixSelect.Viewport className="p-1">
          {options.length === 0 ? (
            <div className="px-2 py-1.5 text-[13px] text-gray-500">
              {isLoading ? 'Loading...' : 'No options available'}
            </div>
          ) : (
            options.map((option) => (
              <RadixSelect.Item
                key={option.id ?? (option.value === '' ? EMPTY_ITEM_VALUE : option.value)}
                value={option.value === '' ? EMPTY_ITEM_VALUE : option.value}
                disabled={option.disabled === true || option.value === ''}
                className="relative flex cursor-default items-center gap-2 rounded py-1.5 pr-2 pl-7 text-sm text-gray-800 outline-none select-none data-[disabled]:text-gray-400 data-[highlighted]:bg-gray-100 data-[state=checked]:font-medium"
              >
                <RadixSelect.ItemIndicator className="absolute left-2 text-brand">
                  <Check size={14} aria-hidden="true" />
                </RadixSelect.ItemIndicator>
                {option.icon}
                <span className="flex min-w-0 flex-col">
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  {option.description !== undefined ? (
                    <span className="max-w-72 text-xs text-gray-500">{option.description}</span>
                  ) : null}
                </span>
              </RadixSelect.Item>
            ))
          )}
        </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  </RadixSelect.Root>
);
