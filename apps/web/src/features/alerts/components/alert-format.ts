import type { alertMetricUnits, AlertMetric } from '@agentdesk/shared';

/** What a threshold is typed in, beside its field. */
export const thresholdUnitLabels: Record<(typeof alertMetricUnits)[AlertMetric], string> = {
  percent: '%',
  calls: 'calls',
  dollars: '$ a day',
  ms: 'ms',
  failures: 'failures',
};
