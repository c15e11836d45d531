import type { Analytics } from '@agentdesk/shared';
import type { DeltaPolarity } from './describe-delta.ts';
import type { DrillDown } from './drill-down-href.ts';
import { formatCount, formatDuration, formatMoney, formatPercent, formatRatePoints } from './format-metric.ts';

export type KpiKey = keyof Analytics['kpis'];

export type KpiUnit = 'count' | 'rate' | 'duration' | 'money';

/** How each unit writes an absolute change: '3', '4.5 pts', '0:45', '$1.20'. */
export const differenceFormats: Record<KpiUnit, (amount: number) => string> = {
  count: formatCount,
  rate: formatRatePoints,
  duration: formatDuration,
  money: formatMoney,
};

export type KpiDefinition = {
  key: KpiKey;
  label: string;
  format: (value: number | null) => string;
  /** What kind of figure it is: a count is its own base for a percentage; the others rest on the period's calls. */
  unit: KpiUnit;
  polarity: DeltaPolarity;
  /** The conversations behind the figure; absent when the list has no filter that matches it. */
  drill?: { drillDown: DrillDown; label: string };
};

/** The eight cards, in reading order. Cost and voicemail going up is bad news; duration is neither. */
export const kpiDefinitions: KpiDefinition[] = [
  {
    key: 'total_calls',
    label: 'Total calls',
    format: formatCount,
    unit: 'count',
    polarity: 'higher-is-better',
    drill: { drillDown: {}, label: 'Show all calls' },
  },
  {
    key: 'connected_calls',
    label: 'Connected calls',
    format: formatCount,
    unit: 'count',
    polarity: 'higher-is-better',
  },
  {
    key: 'successful_rate',
    label: 'Success rate',
    format: formatPercent,
    unit: 'rate',
    polarity: 'higher-is-better',
    drill: { drillDown: { call_successful: 'true' }, label: 'Show successful calls' },
  },
  { key: 'avg_duration_ms', label: 'Avg duration', format: formatDuration, unit: 'duration', polarity: 'neutral' },
  { key: 'total_cost', label: 'Total cost', format: formatMoney, unit: 'money', polarity: 'lower-is-better' },
  { key: 'avg_cost', label: 'Avg cost per call', format: formatMoney, unit: 'money', polarity: 'lower-is-better' },
  {
    key: 'appointment_rate',
    label: 'Appointments booked rate',
    format: formatPercent,
    unit: 'rate',
    polarity: 'higher-is-better',
  },
  { key: 'voicemail_rate', label: 'Voicemail rate', format: formatPercent, unit: 'rate', polarity: 'lower-is-better' },
];
