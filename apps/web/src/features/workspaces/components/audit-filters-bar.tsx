import { auditKinds } from '@agentdesk/shared';
import { Input } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { AuditFilters } from '../utils/audit-filters.ts';
import { auditKindLabels } from '../utils/audit-labels.ts';

type Props = {
  filters: AuditFilters;
  /** Sets one filter; '' clears it. */
  onChange: (key: keyof AuditFilters, value: string) => void;
};

const ALL_KINDS = 'all';
const kindOptions = [
  { value: ALL_KINDS, label: 'All activity' },
  ...auditKinds.map((kind) => ({ value: kind, label: auditKindLabels[kind] })),
];

/** A day picker with its name shown beside it (a bare date field reads only 'mm/dd/yyyy'). */
const DayField = ({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) => (
  <label className="flex items-center gap-2 text-[13px] text-gray-600">
    <span className="w-9 shrink-0 sm:w-auto">{label}</span>
    <Input
      type="date"
      value={value}
      min={min === '' ? undefined : min}
      max={max === '' ? undefined : max}
      onChange={(event) => onChange(event.target.value)}
      className="h-8 min-w-0 flex-1 text-[13px]"
    />
  </label>
);

/** The audit log's filters: what kind of thing happened, who did it, and between which days. */
export const AuditFiltersBar = ({ filters, onChange }: Props) => (
  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,1fr)_11.5rem_11.5rem]">
    <Select
      aria-label="Kind of activity"
      size="sm"
      value={filters.kind === '' ? ALL_KINDS : filters.kind}
      onValueChange={(value) => onChange('kind', value === ALL_KINDS ? '' : value)}
      options={kindOptions}
    />
    <SearchInput
      aria-label="Actor e-mail"
      placeholder="Search by actor e-mail"
      value={filters.actor}
      onCommit={(text) => onChange('actor', text)}
    />
    <DayField label="From" value={filters.from} max={filters.to} onChange={(value) => onChange('from', value)} />
    <DayField label="To" value={filters.to} min={filters.from} onChange={(value) => onChange('to', value)} />
  </div>
);
