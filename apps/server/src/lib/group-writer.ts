/**
 * Group commit: writes handed in while a write is under way go together in the next one, so workers
 * side by side (a campaign's threads) share statements, and each still waits for its own to be
 * written. A failed write fails every caller whose items it carried.
 */
export const createGroupWriter = <T>(
  write: (items: T[]) => Promise<void>,
): ((items: readonly T[]) => Promise<void>) => {
  let waiting: { items: readonly T[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let isWriting = false;

  const writeAll = async () => {
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
    isWriting = false;
  };

  return (items) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ items, resolve, reject });
      if (isWriting) return;
      isWriting = true;
      // After the current microtasks, so items handed in by the same run of code go in the same write.
      queueMicrotask(() => void writeAll());
    });
};
