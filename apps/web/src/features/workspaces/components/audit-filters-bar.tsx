import { auditActions } from '@agentdesk/shared';
import { Input } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { AuditFilters } from '../utils/audit-filters.ts';
import { auditActionLabels } from '../utils/audit-labels.ts';

type Props = {
  filters: AuditFilters;
  /** Sets one filter; '' clears it. */
  onChange: (key: keyof AuditFilters, value: string) => void;
};

const ALL_ACTIONS = 'all';
const actionOptions = [{ value: ALL_ACTIONS, label: 'All actions' }, ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] }))];

/** The audit log's filters: what happened, who did it, and between which days. */
export const AuditFiltersBar = ({ filters, onChange }: Props) => (
  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,1fr)_9.5rem_9.5rem]">
    <Select
      aria-label="Action"
      size="sm"
      value={filters.action === '' ? ALL_ACTIONS : filters.action}
      onValueChange={(value) => onChange('action', value === ALL_ACTIONS ? '' : value)}
      options={actionOptions}
    />
    <SearchInput aria-label="Actor e-mail" placeholder="Search by actor e-mail" value={filters.actor} onCommit={(text) => onChange('actor', text)} />
    <Input
      type="date"
      aria-label="From"
      title="From"
      value={filters.from}
      max={filters.to === '' ? undefined : filters.to}
      onChange={(event) => onChange('from', event.target.value)}
      className="h-8 text-[13px]"
    />
    <Input
      type="date"
      aria-label="To"
      title="To"
      value={filters.to}
      min={filters.from === '' ? undefined : filters.from}
      onChange={(event) => onChange('to', event.target.value)}
      className="h-8 text-[13px]"
    />
  </div>
);
