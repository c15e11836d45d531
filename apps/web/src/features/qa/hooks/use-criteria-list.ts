import { useEffect, useState } from 'react';
import { emptyCriterion, type CriterionDraft } from '../utils/criterion-draft.ts';

export type MoveDirection = 'up' | 'down';

/**
 * Adding, changing, moving and removing the criteria of a draft. A moved criterion's button keeps
 * the focus (React moves the element, which loses it), or its twin once it reached an end.
 */
export const useCriteriaList = (criteria: CriterionDraft[], setCriteria: (next: CriterionDraft[]) => void) => {
  const [moved, setMoved] = useState<{ key: string; direction: MoveDirection } | null>(null);

  useEffect(() => {
    if (moved === null) return;
    const opposite = moved.direction === 'up' ? 'down' : 'up';
    const button = document.getElementById(`${moved.key}-move-${moved.direction}`);
    const target =
      button instanceof HTMLButtonElement && button.disabled
        ? document.getElementById(`${moved.key}-move-${opposite}`)
        : button;
    target?.focus();
  }, [moved]);

  const change = (index: number, patch: Partial<CriterionDraft>) =>
    setCriteria(criteria.map((criterion, at) => (at === index ? { ...criterion, ...patch } : criterion)));

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const moving = criteria[index];
    const other = criteria[to];
    if (moving === undefined || other === undefined) return;
    const next = [...criteria];
    next[to] = moving;
    next[index] = other;
    setCriteria(next);
    setMoved({ key: moving.key, direction });
  };

  const remove = (index: number) => setCriteria(criteria.filter((_, at) => at !== index));

  const add = () => {
    const added = emptyCriterion();
    setCriteria([...criteria, added]);
    // The new criterion's label is where one starts typing.
    requestAnimationFrame(() => document.getElementById(`${added.key}-label`)?.focus());
  };

  return { change, move, remove, add };
};
