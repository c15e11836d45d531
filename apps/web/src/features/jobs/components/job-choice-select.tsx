import {
  payPeriodLabels,
  payPeriods,
  employmentTypeLabels,
  employmentTypes,
  seniorities,
  seniorityLabels,
  workplaceTypeLabels,
  workplaceTypes,
} from '@agentdesk/shared';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';

/** The job's choices made from a list; a seniority may be left unset (''). */
export type JobChoice = 'employment_type' | 'workplace_type' | 'seniority' | 'salary_period';

// A Radix Select item cannot have '' for its value: 'Not set' stands for it.
const NOT_SET = 'not_set';

const choices: Record<JobChoice, { label: string; options: SelectOption[] }> = {
  employment_type: {
    label: 'Employment type',
    options: employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] })),
  },
  workplace_type: {
    label: 'Workplace type',
    options: workplaceTypes.map((value) => ({ value, label: workplaceTypeLabels[value] })),
  },
  salary_period: {
    label: 'Pay period',
    options: payPeriods.map((value) => ({ value, label: payPeriodLabels[value] })),
  },
  seniority: {
    label: 'Seniority',
    options: [
      { value: NOT_SET, label: 'Not set' },
      ...seniorities.map((value) => ({ value, label: seniorityLabels[value] })),
    ],
  },
};

type Props = {
  id: string;
  choice: JobChoice;
  value: string;
  onChange: (value: string) => void;
  /** Instead of the choice's own label ('Work mode' for the workplace type). */
  label?: string;
};

/** A labelled select of employment type, workplace type or seniority, for a react-hook-form Controller. */
export const JobChoiceSelect = ({ id, choice, value, onChange, label }: Props) => (
  <FormField id={id} label={label ?? choices[choice].label}>
    {(wiring) => (
      <Select
        id={wiring.id}
        value={value === '' ? NOT_SET : value}
        onValueChange={(next) => onChange(next === NOT_SET ? '' : next)}
        options={choices[choice].options}
      />
    )}
  </FormField>
);
