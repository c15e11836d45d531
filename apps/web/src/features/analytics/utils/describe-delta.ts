import type { PeriodChange } from '@agentdesk/shared/period-change';

/** Whether a rise is good news (calls, success), bad news (cost, voicemail) or neither (duration). */
export type DeltaPolarity = 'higher-is-better' | 'lower-is-better' | 'neutral';

export type DeltaTone = 'good' | 'bad' | 'neutral';

export type DeltaDescription = {
  /** up/down; flat when nothing moved; new when the previous period had nothing; none without a figure. */
  trend: 'up' | 'down' | 'flat' | 'new' | 'none';
  /** What the card shows: '↑ 12.5%', '↓ $1.20', '↑ 4.5 pts', 'New', 'No change' or '—'. */
  text: string;
  /** What a screen reader hears: 'Up 12.5%', 'New: none in the previous period', 'No previous data'. */
  label: string;
  tone: DeltaTone;
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/**
 * A change against the previous period (comparePeriods' reading of it) as the KPI cards show it,
 * coloured by what a rise means; `formatDifference` writes an absolute difference in the figure's unit.
 */
export const describeDelta = (
  change: PeriodChange,
  polarity: DeltaPolarity,
  formatDifference: (amount: number) => string,
): DeltaDescription => {
  switch (change.kind) {
    case 'none':
      return { trend: 'none', text: '—', label: 'No previous data', tone: 'neutral' };
    case 'new':
      return { trend: 'new', text: 'New', label: 'New: none in the previous period', tone: 'neutral' };
    case 'same':
      return { trend: 'flat', text: 'No change', label: 'No change', tone: 'neutral' };
    case 'relative':
    case 'absolute': {
      const amount = change.kind === 'relative' ? change.ratio : change.difference;
      const isUp = amount > 0;
      const shown = change.kind === 'relative' ? percent.format(Math.abs(amount)) : formatDifference(Math.abs(amount));
      const isGood = polarity === 'higher-is-better' ? isUp : !isUp;
      return {
        trend: isUp ? 'up' : 'down',
        text: `${isUp ? '↑' : '↓'} ${shown}`,
        label: `${isUp ? 'Up' : 'Down'} ${shown}`,
        tone: polarity === 'neutral' ? 'neutral' : isGood ? 'good' : 'bad',
      };
    }
  }
};
