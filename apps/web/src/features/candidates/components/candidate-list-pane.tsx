import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { plural } from '@agentdesk/shared/plural';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useScopedSelection } from '../../../lib/use-scoped-selection.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useExportCandidatesCsv } from '../api/download-candidate-files.ts';
import type { CandidatePage } from '../api/list-candidates.ts';
import type { CandidateParams } from '../hooks/use-candidate-params.ts';
import { useStageChange } from '../hooks/use-stage-change.ts';
import { hasCandidateFilters, NO_CANDIDATE_FILTERS } from '../utils/candidate-list-filter.ts';
import { CandidateFiltersPopover } from './candidate-filters-popover.tsx';
import { CandidateList } from './candidate-list.tsx';
import { CandidateListHeader } from './candidate-list-header.tsx';
import { CandidateSelectionBar } from './candidate-selection-bar.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ScoringProgress } from './scoring-progress.tsx';
import { StageFilter } from './stage-filter.tsx';

type Props = {
  list: UseInfiniteQueryResult<InfiniteData<CandidatePage>>;
  params: CandidateParams;
  openId: string | null;
  canWrite: boolean;
  /** Uploads of this job still shown (being scored, or done and not dismissed). */
  batchIds: readonly string[];
  onDismissBatch: (batchId: string) => void;
  onUpload: (() => void) | undefined;
};

/** The ranked list with its filters (stage with counts, skill, score, source, bookmark), the uploads being scored, and what checked rows can do together. */
export const CandidateListPane = ({ list, params, openId, canWrite, batchIds, onDismissBatch, onUpload }: Props) => {
  const { filter } = params;
  const rows = list.data?.pages.flatMap((page) => page.candidates) ?? [];
  const firstPage = list.data?.pages[0];
  // What is checked belongs to the job and filters shown: other ones start with none.
  const selection = useScopedSelection(JSON.stringify(filter));
  const stageChange = useStageChange(selection.clear);
  const exportCsv = useExportCandidatesCsv();
  const checked = [...selection.ids];

  return (
    <>
      <div className="flex shrink-0 flex-col gap-2 border-b border-gray-200 px-3 py-2">
        <StageFilter
          current={filter.stage}
          counts={firstPage?.stage_counts}
          onChange={(stage) => params.changeFilter({ stage })}
        />
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <SearchInput
              value={filter.skill}
              onCommit={params.setSkill}
              aria-label="Skill"
              placeholder="Skill, e.g. PostgreSQL"
            />
          </div>
          <CandidateFiltersPopover filter={filter} onChange={params.changeFilter} />
        </div>
      </div>
      {selection.ids.size > 0 ? (
        <CandidateSelectionBar
          count={selection.ids.size}
          onMove={(stage) => stageChange.moveTo(checked, stage)}
          isExporting={exportCsv.isPending}
          onExport={() => exportCsv.mutate({ filter, applicationIds: checked }, { onError: toastFailure })}
          onClear={selection.clear}
        />
      ) : (
        <CandidateListHeader
          total={firstPage?.total}
          shown={rows.map((row) => row.application_id)}
          checked={selection.ids}
          onCheckedChange={selection.set}
          canWrite={canWrite}
        />
      )}
      {batchIds.map((batchId) => (
        <ScoringProgress key={batchId} batchId={batchId} onDismiss={() => onDismissBatch(batchId)} />
      ))}
      <CandidateList
        list={list}
        openId={openId}
        candidateHref={params.candidateHref}
        hasFilters={hasCandidateFilters(filter)}
        onClearFilters={() => params.changeFilter(NO_CANDIDATE_FILTERS)}
        onUpload={onUpload}
        canWrite={canWrite}
        checked={selection.ids}
        onCheckedChange={(applicationId, isChecked) => selection.set([applicationId], isChecked)}
      />
      <RejectDialog stageChange={stageChange} who={(count) => plural(count, 'candidate')} />
    </>
  );
};
