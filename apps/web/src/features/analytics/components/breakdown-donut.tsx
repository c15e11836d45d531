import { Link, useNavigate } from 'react-router';
import { plural, pluralNoun } from '@agentdesk/shared/plural';
import { Card } from '../../../components/ui/card.tsx';
import { LinkAction } from '../../../components/ui/link-action.tsx';
import { ChartFrame } from '../../../components/ui/chart-frame.tsx';
import { formatCount, formatPercent } from '../utils/format-metric.ts';
import { Donut } from './charts/donut.tsx';

export type DonutSegment = {
  id: string;
  label: string;
  value: number;
  color: string;
  /** The conversations behind the segment; absent when the list has no matching filter. */
  href?: string;
  /** Names the link, e.g. 'Show negative calls'. */
  linkLabel?: string;
};

type Props = {
  title: string;
  description?: string;
  /** Names what is counted, for the text alternative: 'Calls by sentiment'. */
  summaryLabel: string;
  segments: DonutSegment[];
  className?: string;
  'data-testid'?: string;
};

/** A donut with the total in the middle and a legend whose rows open the matching calls. */
export const BreakdownDonut = ({ title, description, summaryLabel, segments, className, ...rest }: Props) => {
  const navigate = useNavigate();
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const share = (value: number) => (total > 0 ? formatPercent(value / total) : '—');
  const summary = `${summaryLabel}: ${segments.map((segment) => `${segment.label} ${formatCount(segment.value)} (${share(segment.value)})`).join(', ')}.`;

  return (
    <Card title={title} description={description} className={className}>
      <div
        data-testid={rest['data-testid']}
        className="flex flex-col items-center gap-4 sm:flex-row sm:gap-8 lg:flex-col lg:gap-4"
      >
        <div className="relative size-40 shrink-0">
          <ChartFrame aria-label={summary} className="size-40">
            <Donut
              slices={segments}
              size={160}
              title={title}
              formatValue={formatCount}
              onOpen={(href) => void navigate(href)}
            />
          </ChartFrame>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
          >
            <span className="text-lg font-semibold text-gray-900 tabular-nums">{formatCount(total)}</span>
            <span className="text-[11px] text-gray-500">{pluralNoun(total, 'call')}</span>
          </div>
        </div>
        <ul className="flex w-full min-w-0 flex-col gap-0.5">
          {segments.map((segment) => {
            const row = (
              <>
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: segment.color }}
                />
                <span className="min-w-0 flex-1 truncate text-gray-700">{segment.label}</span>
                <span className="font-medium text-gray-900 tabular-nums">{formatCount(segment.value)}</span>
                <span className="w-12 text-right text-gray-500 tabular-nums">{share(segment.value)}</span>
              </>
            );
            const rowClass = 'flex items-center gap-2 rounded-md px-2 py-1.5 text-[13px]';
            return (
              <li key={segment.id}>
                {segment.href !== undefined ? (
                  <Link
                    to={segment.href}
                    title={`${segment.label}: ${plural(segment.value, 'call')}`}
                    className={`${rowClass} -mx-2 transition-colors hover:bg-gray-50`}
                  >
                    {row}
                    <LinkAction label={segment.linkLabel ?? `Show ${segment.label.toLowerCase()} calls`} />
                  </Link>
                ) : (
                  <div className={`${rowClass} -mx-2`}>{row}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
};
