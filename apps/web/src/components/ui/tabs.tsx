import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type TabItem = { value: string; label: string; content: ReactNode };

type Props = {
  tabs: TabItem[];
  defaultValue?: string;
  /** Controlled: the open tab (with onValueChange). */
  value?: string;
  onValueChange?: (value: string) => void;
  'aria-label'?: string;
  className?: string;
  listClassName?: string;
  contentClassName?: string;
};

/** Radix Tabs with an underlined tab list; only the active panel is rendered. Uncontrolled, or controlled with value. */
export const Tabs = ({
  tabs,
  defaultValue,
  value,
  onValueChange,
  className,
  listClassName,
  contentClassName,
  ...aria
}: Props) => (
  <RadixTabs.Root
    {...(value !== undefined ? { value } : { defaultValue: defaultValue ?? tabs[0]?.value })}
    onValueChange={onValueChange}
    className={cn('flex min-h-0 flex-col', className)}
  >
    <RadixTabs.List
      aria-label={aria['aria-label']}
      className={cn('flex shrink-0 gap-1 overflow-x-auto border-b border-gray-200 px-3', listClassName)}
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tab.value}
          className={cn(
            '-mb-px h-10 shrink-0 border-b-2 border-transparent px-2 text-[13px] font-medium whitespace-nowrap text-gray-500 transition-colors',
            'hover:text-gray-900 data-[state=active]:border-brand data-[state=active]:text-gray-900',
          )}
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
    {tabs.map((tab) => (
      <RadixTabs.Content key={tab.value} value={tab.value} className={cn('min-h-0 outline-none', contentClassName)}>
        {tab.content}
      </RadixTabs.Content>
    ))}
  </RadixTabs.Root>
);
