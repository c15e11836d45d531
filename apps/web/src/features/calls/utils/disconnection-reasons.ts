import type { SelectOption } from '../../../components/ui/select.tsx';
import { disconnectionReasonLabel, knownDisconnectionReasons } from '../../../lib/disconnection-reason-label.ts';

/** Options of the reason filter; a value from the address that is not in the list is added. */
export const disconnectionReasonOptions = (current?: string): SelectOption[] => {
  const options = Object.keys(knownDisconnectionReasons).map((value) => ({
    value,
    label: disconnectionReasonLabel(value),
  }));
  if (current !== undefined && knownDisconnectionReasons[current] === undefined)
    options.push({ value: current, label: disconnectionReasonLabel(current) });
  return options;
};
