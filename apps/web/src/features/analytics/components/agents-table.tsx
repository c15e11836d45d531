import type { Analytics } from '@agentdesk/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { DrillDown } from '../utils/drill-down-href.ts';
import { formatCount, formatDuration, formatMoney, formatPercent } from '../utils/format-metric.ts';

type AgentRow = Analytics['agents'][number] & { name: string };

type SortKey =
  'name' | 'calls' | 'connected' | 'successful_rate' | 'avg_duration_ms' | 'total_cost' | 'positive' | 'negative';

type Props = {
  agents: Analytics['agents'];
  agentName: (agentId: string) => string;
  hrefFor: (drillDown: DrillDown) => string;
  className?: string;
};

const columns: ReadonlyArray<{ key: SortKey; label: string; format: (row: AgentRow) => string }> = [
  { key: 'calls', label: 'Calls', format: (row) => formatCount(row.calls) },
  { key: 'connected', label: 'Connected', format: (row) => formatCount(row.connected) },
  { key: 'successful_rate', label: 'Success rate', format: (row) => formatPercent(row.successful_rate) },
  { key: 'avg_duration_ms', label: 'Avg duration', format: (row) => formatDuration(row.avg_duration_ms) },
  { key: 'total_cost', label: 'Cost', format: (row) => formatMoney(row.total_cost) },
  { key: 'positive', label: 'Positive', format: (row) => formatCount(row.positive) },
  { key: 'negative', label: 'Negative', format: (row) => formatCount(row.negative) },
];

const compare = (a: AgentRow, b: AgentRow, key: SortKey): number => {
  if (key === 'name') return a.name.localeCompare(b.name);
  // Missing figures sort last either way.
  return (a[key] ?? -1) - (b[key] ?? -1);
};

/** Per-agent figures: a sortable table on wide screens, a list of cards on a phone. Each agent opens its calls. */
export const AgentsTable = ({ agents, agentName, hrefFor, className }: Props) => {
  const [sort, setSort] = useState<{ key: SortKey; isDescending: boolean }>({ key: 'calls', isDescending: true });
  const rows = agents
    .map((agent) => ({ ...agent, name: agentName(agent.agent_id) }))
    .sort((a, b) => (sort.isDescending ? -1 : 1) * compare(a, b, sort.key));

  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key ? { key, isDescending: !current.isDescending } : { key, isDescending: key !== 'name' },
    );

  const header = (key: SortKey, label: string, align: 'left' | 'right') => {
    const isSorted = sort.key === key;
    const Arrow = sort.isDescending ? ArrowDown : ArrowUp;
    return (
      <th
        key={key}
        scope="col"
        aria-sort={isSorted ? (sort.isDescending ? 'descending' : 'ascending') : undefined}
        className={cn('sticky top-0 bg-white px-3 py-2 font-medium', align === 'right' ? 'text-right' : 'text-left')}
      >
        <button
          type="button"
          onClick={() => onSort(key)}
          className={cn(
            'inline-flex items-center gap-1 rounded hover:text-gray-900',
            isSorted ? 'text-gray-900' : 'text-gray-500',
          )}
        >
          {label}
          {isSorted ? <Arrow size={12} aria-hidden="true" /> : null}
        </button>
      </th>
    );
  };

  return (
    <Card title="Agents" description="Performance per agent in this period" className={className}>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-[13px] text-gray-500">No agent handled a call in this period.</p>
      ) : (
        <>
          <div className="-mx-4 hidden overflow-x-auto md:block sm:-mx-5">
            <table className="w-full text-[13px]" data-testid="agents-table">
              <caption className="sr-only">Agents, sortable by each column</caption>
              <thead className="border-b border-gray-200 text-xs">
                <tr>
                  {header('name', 'Agent', 'left')}
                  {columns.map((column) => header(column.key, column.label, 'right'))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.agent_id} className="border-b border-gray-100 last:border-0 hover:bg-gray-50">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <Link
                        to={hrefFor({ agent_id: row.agent_id })}
                        aria-label={`Show calls of ${row.name}`}
                        className="text-brand hover:underline"
                      >
                        {row.name}
                      </Link>
                    </th>
                    {columns.map((column) => (
                      <td key={column.key} className="px-3 py-2 text-right text-gray-900 tabular-nums">
                        {column.format(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul
            className="flex flex-col divide-y divide-gray-100 md:hidden"
            aria-label="Agents"
            data-testid="agents-list"
          >
            {rows.map((row) => (
              <li key={row.agent_id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={hrefFor({ agent_id: row.agent_id })}
                  aria-label={`Show calls of ${row.name}`}
                  className="text-[13px] font-medium text-brand hover:underline"
                >
                  {row.name}
                </Link>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
                  {columns.map((column) => (
                    <div key={column.key} className="flex justify-between gap-2">
                      <dt className="text-gray-500">{column.label}</dt>
                      <dd className="text-gray-900 tabular-nums">{column.format(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
};
