import { plural } from '@agentdesk/shared/plural';
import { Checkbox } from '../../../components/ui/checkbox.tsx';

type Props = {
  /** Candidates matching the filters; undefined while the first page loads. */
  total: number | undefined;
  /** Rows loaded (the checkbox selects these). */
  shown: readonly string[];
  checked: ReadonlySet<string>;
  onCheckedChange: (applicationIds: readonly string[], isChecked: boolean) => void;
  canWrite: boolean;
};

/** Over the rows: select every loaded row, how many match, and the keys that move through them. */
export const CandidateListHeader = ({ total, shown, checked, onCheckedChange, canWrite }: Props) => {
  const checkedHere = shown.filter((id) => checked.has(id)).length;
  return (
    <div className="flex h-9 shrink-0 items-center gap-2.5 border-b border-gray-200 px-3 text-xs text-gray-500">
      {canWrite ? (
        <Checkbox
          aria-label="Select every candidate shown"
          checked={shown.length > 0 && checkedHere === shown.length}
          isIndeterminate={checkedHere > 0 && checkedHere < shown.length}
          disabled={shown.length === 0}
          onChange={(event) => onCheckedChange(shown, event.target.checked)}
        />
      ) : null}
      <span data-testid="candidates-total" aria-live="polite" className="tabular-nums">
        {total === undefined ? '' : `${plural(total, 'candidate')}, best fit first`}
      </span>
      <span className="ml-auto hidden items-center gap-1 md:flex" aria-hidden="true">
        <kbd className="rounded border border-gray-200 bg-gray-50 px-1 font-sans text-[11px]">j</kbd>
        <kbd className="rounded border border-gray-200 bg-gray-50 px-1 font-sans text-[11px]">k</kbd>
        to move
      </span>
    </div>
  );
};
