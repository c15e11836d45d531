import { formatDateTime } from '../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../lib/format-relative-time.ts';

type Props = {
  /** Epoch milliseconds. */
  at: number;
  /** The time relative times are counted from (useNow, so they stay true). */
  now: number;
};

/** '5 min ago' (or the date when not recent), with the exact time in the user's time zone on hover. */
export const RelativeTime = ({ at, now }: Props) => (
  <time dateTime={new Date(at).toISOString()} title={formatDateTime(at)}>
    {formatRelativeTime(at, now)}
  </time>
);
