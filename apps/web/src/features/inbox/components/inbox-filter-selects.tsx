import {
  inboxLifecycleGroups,
  inboxStates,
  inboxSubFilterLabels,
  inboxSubFilters,
} from '@agentdesk/shared/inbox-options';
import { Select } from '../../../components/ui/select.tsx';
import type { InboxFilterProps } from './inbox-filter-sidebar.tsx';

const ALL_STATES = 'any';
const withCount = (label: string, n: number | undefined) =>
  n === undefined ? label : `${label} (${n.toLocaleString()})`;

/** The filter sidebar as two dropdowns, where there is no room for the sidebar (below 1024 px). */
export const InboxFilterSelects = ({
  tab,
  subFilter,
  state,
  counts,
  showPlatforms,
  showLifecycle,
  onSubFilter,
  onState,
}: InboxFilterProps) => {
  const group = inboxLifecycleGroups[tab];
  if (!showPlatforms && !showLifecycle) return null;
  return (
    <div className="flex gap-2 lg:hidden">
      {showPlatforms ? (
        <Select
          aria-label="Filter"
          size="sm"
          className="min-w-0 flex-1"
          value={subFilter}
          onValueChange={onSubFilter}
          options={inboxSubFilters[tab].map((value) => ({
            value,
            label: withCount(inboxSubFilterLabels[tab][value] ?? value, counts?.platforms[value]),
          }))}
        />
      ) : null}
      {showLifecycle ? (
        <Select
          aria-label={group.title}
          size="sm"
          className="min-w-0 flex-1"
          value={state ?? ALL_STATES}
          onValueChange={(value) => onState(value === ALL_STATES ? undefined : value)}
          options={[
            { value: ALL_STATES, label: 'Any state' },
            ...inboxStates[tab].map((value) => ({
              value,
              label: withCount(group.labels[value] ?? value, counts?.states[value]),
            })),
          ]}
        />
      ) : null}
    </div>
  );
};
