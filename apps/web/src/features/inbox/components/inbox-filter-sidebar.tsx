import type { InboxCounts } from '@agentdesk/shared';
import {
  inboxLifecycleGroups,
  inboxNewState,
  inboxStates,
  inboxSubFilterLabels,
  inboxSubFilters,
  type InboxTab,
} from '@agentdesk/shared/inbox-options';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** What both forms of the filters (sidebar, dropdowns) show and change. */
export type InboxFilterProps = {
  tab: InboxTab;
  subFilter: string;
  state: string | undefined;
  counts: InboxCounts | null;
  /** Platform filters apply to conversations and sent mail, not to drafts or held mail. */
  showPlatforms: boolean;
  /** Lifecycle groups only apply to the Inbox folder. */
  showLifecycle: boolean;
  onSubFilter: (subFilter: string) => void;
  onState: (state: string | undefined) => void;
};

const formatCount = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString());

const FilterButton = ({
  label,
  count,
  isActive,
  isNew,
  onClick,
  testId,
}: {
  label: string;
  count: number | undefined;
  isActive: boolean;
  isNew?: boolean;
  onClick: () => void;
  testId: string;
}) => (
  <button
    type="button"
    onClick={onClick}
    aria-pressed={isActive}
    data-testid={testId}
    className={cn(
      'flex min-h-8 w-full items-center gap-2 rounded-md px-2 py-1 text-left text-[13px] outline-none focus-visible:ring-2 focus-visible:ring-brand/40',
      isActive ? 'bg-brand-soft font-medium text-brand' : 'text-gray-700 hover:bg-gray-100',
    )}
  >
    {/* The whole label, on two lines if it must ('New Calls Summary' beside its New mark and count). */}
    <span data-testid="filter-label" className="min-w-0 flex-1 leading-tight break-words">
      {label}
    </span>
    {isNew ? (
      <span className="shrink-0 rounded-full bg-brand px-1.5 text-[10px] leading-4 font-semibold text-white">New</span>
    ) : null}
    <span className={cn('shrink-0 text-xs tabular-nums', isActive ? 'text-brand' : 'text-gray-500')}>
      {formatCount(count)}
    </span>
  </button>
);

/** The left filter sidebar (SPEC §2): platform filters and the collapsible lifecycle group, with real counts. */
export const InboxFilterSidebar = ({
  tab,
  subFilter,
  state,
  counts,
  showPlatforms,
  showLifecycle,
  onSubFilter,
  onState,
}: InboxFilterProps) => {
  const [isLifecycleOpen, setLifecycleOpen] = useState(true);
  const group = inboxLifecycleGroups[tab];
  const groupId = `inbox-lifecycle-${tab}`;
  return (
    <nav aria-label="Inbox filters" className="flex flex-col gap-4 p-3">
      {showPlatforms ? (
        <div className="flex flex-col gap-0.5">
          <h2 className="px-2 pb-1 text-[11px] font-semibold tracking-wide text-gray-500 uppercase">Filters</h2>
          {inboxSubFilters[tab].map((value) => (
            <FilterButton
              key={value}
              label={inboxSubFilterLabels[tab][value] ?? value}
              count={counts?.platforms[value]}
              isActive={subFilter === value}
              onClick={() => onSubFilter(value)}
              testId={`sub-filter-${value}`}
            />
          ))}
        </div>
      ) : null}
      {!showPlatforms && !showLifecycle ? (
        <p className="px-2 text-[13px] text-gray-500">No filters in this folder.</p>
      ) : null}
      {showLifecycle ? (
        <div className="flex flex-col gap-0.5">
          <button
            type="button"
            aria-expanded={isLifecycleOpen}
            aria-controls={groupId}
            onClick={() => setLifecycleOpen((open) => !open)}
            className="flex h-7 items-center gap-1 rounded-md px-2 text-[11px] font-semibold tracking-wide text-gray-500 uppercase outline-none hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            <span className="flex-1 text-left">{group.title}</span>
            <ChevronDown
              size={14}
              aria-hidden="true"
              className={cn('transition-transform', isLifecycleOpen ? '' : '-rotate-90')}
            />
          </button>
          {isLifecycleOpen ? (
            <div id={groupId} className="flex flex-col gap-0.5">
              {inboxStates[tab].map((value) => (
                <FilterButton
                  key={value}
                  label={group.labels[value] ?? value}
                  count={counts?.states[value]}
                  isActive={state === value}
                  isNew={inboxNewState[tab] === value}
                  onClick={() => onState(state === value ? undefined : value)}
                  testId={`state-filter-${value}`}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
};
