import { jobSorts, type JobFacets, type JobSort, type JobStatus, type SortOrder } from '@agentdesk/shared';
import { Select } from '../../../components/ui/select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import type { JobListFilter } from '../api/jobs-query-keys.ts';
import { JobStatusFilter } from './job-status-filter.tsx';

type Props = {
  filter: JobListFilter;
  /** Every job by status; undefined until the first page arrives. */
  counts: Record<JobStatus, number> | undefined;
  /** The workspace's departments and locations; undefined while they load. */
  facets: JobFacets | undefined;
  statusHref: (status: JobStatus | undefined) => string;
  onChange: (change: Partial<JobListFilter>) => void;
  onSearch: (search: string) => void;
};

/** A Select's value for "any" (a Radix option cannot have the empty value). */
const ANY = '__any__';

/** The options of a department or location filter: any, then the workspace's, with the one in the address even when no job has it now. */
const optionsOf = (names: string[] | undefined, current: string, anyLabel: string) => {
  const known = names ?? [];
  const match = known.find((name) => name.toLowerCase() === current.toLowerCase());
  const listed = current === '' || match !== undefined ? known : [current, ...known];
  return {
    value: current === '' ? ANY : (match ?? current),
    options: [{ value: ANY, label: anyLabel }, ...listed.map((name) => ({ value: name, label: name }))],
  };
};

const sortLabels: Record<JobSort, Record<SortOrder, string>> = {
  created: { desc: 'Newest first', asc: 'Oldest first' },
  title: { asc: 'Title A–Z', desc: 'Title Z–A' },
  status: { asc: 'Status: drafts first', desc: 'Status: closed first' },
  department: { asc: 'Department A–Z', desc: 'Department Z–A' },
  location: { asc: 'Location A–Z', desc: 'Location Z–A' },
  applicants: { desc: 'Most applicants', asc: 'Fewest applicants' },
};
const sortOptions = jobSorts.flatMap((sort) =>
  (Object.keys(sortLabels[sort]) as SortOrder[]).map((order) => ({
    value: `${sort}:${order}`,
    label: sortLabels[sort][order],
  })),
);

/**
 * The list's filters, all kept in the address: the status (with every status's count), the
 * department and location, the search; on a phone, where the columns are gone, a sort select too.
 */
export const JobFilters = ({ filter, counts, facets, statusHref, onChange, onSearch }: Props) => {
  const department = optionsOf(facets?.departments, filter.department, 'All departments');
  const location = optionsOf(facets?.locations, filter.location, 'All locations');
  const pick = (value: string) => (value === ANY ? '' : value);
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
      <JobStatusFilter current={filter.status} counts={counts} hrefFor={statusHref} />
      <div className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center md:justify-end">
        <div className="min-w-0 md:w-44">
          <Select
            aria-label="Department"
            size="sm"
            value={department.value}
            options={department.options}
            isLoading={facets === undefined}
            onValueChange={(value) => onChange({ department: pick(value) })}
          />
        </div>
        <div className="min-w-0 md:w-44">
          <Select
            aria-label="Location"
            size="sm"
            value={location.value}
            options={location.options}
            isLoading={facets === undefined}
            onValueChange={(value) => onChange({ location: pick(value) })}
          />
        </div>
        <div className="col-span-2 min-w-0 md:hidden">
          <Select
            aria-label="Sort by"
            size="sm"
            value={`${filter.sort}:${filter.order}`}
            options={sortOptions}
            onValueChange={(value) => {
              const [sort, order] = value.split(':') as [JobSort, SortOrder];
              onChange({ sort, order });
            }}
          />
        </div>
        <div className="col-span-2 min-w-0 md:w-72">
          <SearchInput
            value={filter.search}
            onCommit={onSearch}
            aria-label="Search jobs"
            placeholder="Search title, department, location"
          />
        </div>
      </div>
    </div>
  );
};
