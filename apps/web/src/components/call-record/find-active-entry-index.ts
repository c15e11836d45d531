/**
 * The transcript entry being spoken at `seconds`: the one whose first word starts at or before it
 * while the next timed entry has not started. Entries without word timings (null) are skipped.
 * -1 before the first entry starts.
 */
export const findActiveEntryIndex = (starts: ReadonlyArray<number | null>, seconds: number): number => {
  let active = -1;
  for (const [index, start] of starts.entries()) {
    if (start === null) continue;
    if (start > seconds) break;
    active = index;
  }
  return active;
};
