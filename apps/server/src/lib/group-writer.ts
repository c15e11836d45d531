/**
 * Group commit: writes handed in while `concurrency` writes are under way go together in the next
 * one, so workers side by side (a campaign's threads) share statements, and each still waits for its
 * own to be written. A failed write fails every caller whose items it carried.
 */
export const createGroupWriter = <T>(
  write: (items: T[]) => Promise<void>,
  { concurrency = 1 }: { concurrency?: number } = {},
): ((items: readonly T[]) => Promise<void>) => {
  let waiting: { items: readonly T[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = 0;

  const writeWaiting = async () => {
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.flatMap((one) => one.items));
        for (const one of group) one.resolve();
      } catch (error) {
        for (const one of group) one.reject(error);
      }
    }
    writing -= 1;
  };

  return (items) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ items, resolve, reject });
      if (writing >= concurrency) return;
      writing += 1;
      // After the current microtasks, so items handed in by the same run of code go in the same write.
      queueMicrotask(() => void writeWaiting());
    });
};
