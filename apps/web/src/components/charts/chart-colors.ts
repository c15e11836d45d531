import { BRAND_BLUE } from '../../lib/brand-blue.ts';

/** One accent for the main series (SPEC §9); green, red and grey only where a figure is a status. */
export const chartColors = {
  primary: BRAND_BLUE,
  // A lighter blue for a second series of the same kind (connected calls beside all calls).
  secondary: '#93C5FD',
  good: '#16A34A',
  bad: '#DC2626',
  neutral: '#9CA3AF',
  unknown: '#E5E7EB',
  grid: '#F3F4F6',
  axis: '#6B7280',
} as const;
