import type { CandidateFitItem } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { CandidatePage } from '../api/list-candidates.ts';
import { useListKeys } from './use-list-keys.ts';

type Options = {
  list: UseInfiniteQueryResult<InfiniteData<CandidatePage>>;
  rows: readonly CandidateFitItem[];
  openId: string | null;
  onOpen: (applicationId: string) => void;
};

/** j / k open the next or previous candidate of the list; past the last loaded row, the next page is asked for. */
export const useListStepper = ({ list, rows, openId, onOpen }: Options) => {
  const step = (delta: 1 | -1) => {
    const index = openId === null ? -1 : rows.findIndex((row) => row.application_id === openId);
    const next = index === -1 ? (delta === 1 ? 0 : rows.length - 1) : index + delta;
    const row = rows[next];
    if (row !== undefined) onOpen(row.application_id);
    else if (next >= rows.length && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  useListKeys({ onNext: () => step(1), onPrevious: () => step(-1), isEnabled: rows.length > 0 });
};
