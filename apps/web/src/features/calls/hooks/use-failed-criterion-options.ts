import type { SelectOption } from '../../../components/ui/select.tsx';
import { useWorkspaceScorecards } from '../api/list-scorecards.ts';

/**
 * The criteria the "Failed criterion" filter offers, each named by its label (and its scorecard's
 * name when there are several, since sample scorecards share labels). A criterion the address names
 * (the QA page's "See calls") is listed even before the scorecards load, or after it was removed,
 * so the filter and its chip always say what they hold.
 */
export const useFailedCriterionOptions = (chosen: string | undefined) => {
  const scorecards = useWorkspaceScorecards();
  const cards = scorecards.data ?? [];
  const options: SelectOption[] = cards.flatMap((card) =>
    card.criteria.map((criterion) => ({
      value: criterion.id,
      label: cards.length > 1 ? `${criterion.label} (${card.name})` : criterion.label,
    })),
  );
  if (chosen !== undefined && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: scorecards.isPending ? 'Loading…' : 'A removed criterion' });
  return { options, isPending: scorecards.isPending };
};
