/** Something placed in a day column, in minutes past its midnight. */
export type Placed<T> = { item: T; top: number; bottom: number; lane: number; lanes: number };

/**
 * Side by side where they overlap: each item takes the first lane free at its start, and every
 * item of a cluster of overlapping ones shares the cluster's lane count (its width).
 */
export const layOutBlocks = <T>(items: readonly { item: T; top: number; bottom: number }[]): Placed<T>[] => {
  const sorted = [...items].sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((each) => each.lane + 1));
    for (const each of cluster) each.lanes = lanes;
    cluster = [];
  };
  for (const { item, top, bottom } of sorted) {
    if (top >= clusterEnd) close();
    const taken = new Set(cluster.filter((each) => each.bottom > top).map((each) => each.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    const entry = { item, top, bottom: Math.max(bottom, top + 15), lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, entry.bottom);
  }
  close();
  return placed;
};
