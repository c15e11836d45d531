/** Whether a rise is good news (calls, success), bad news (cost, voicemail) or neither (duration). */
export type DeltaPolarity = 'higher-is-better' | 'lower-is-better' | 'neutral';

export type DeltaTone = 'good' | 'bad' | 'neutral';

export type DeltaDescription = {
  /** up/down; flat when it rounds to no change; none when there is no base to compare with. */
  trend: 'up' | 'down' | 'flat' | 'none';
  /** What the card shows: '↑ 12.5%', '↓ 3%', 'No change' or '—'. */
  text: string;
  /** What a screen reader hears: 'Up 12.5%', 'No change', 'No previous data'. */
  label: string;
  tone: DeltaTone;
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

// Below half of the last shown digit (0.1%), the change reads as none.
const FLAT_BELOW = 0.0005;

/** A relative change (0.1 = +10%, null without a base) as the KPI cards show it, coloured by what a rise means. */
export const describeDelta = (delta: number | null | undefined, polarity: DeltaPolarity): DeltaDescription => {
  if (delta === null || delta === undefined || !Number.isFinite(delta)) {
    return { trend: 'none', text: '—', label: 'No previous data', tone: 'neutral' };
  }
  if (Math.abs(delta) < FLAT_BELOW) return { trend: 'flat', text: 'No change', label: 'No change', tone: 'neutral' };

  const isUp = delta > 0;
  const amount = percent.format(Math.abs(delta));
  const isGood = polarity === 'higher-is-better' ? isUp : !isUp;
  return {
    trend: isUp ? 'up' : 'down',
    text: `${isUp ? '↑' : '↓'} ${amount}`,
    label: `${isUp ? 'Up' : 'Down'} ${amount}`,
    tone: polarity === 'neutral' ? 'neutral' : isGood ? 'good' : 'bad',
  };
};
