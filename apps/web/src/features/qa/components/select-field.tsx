import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

type Props<Value extends string> = {
  id: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string; disabled?: boolean }[];
  onChange: (value: Value) => void;
};

/** A labelled dropdown whose choices are a known set of values. */
export const SelectField = <Value extends string>({ id, label, value, options, onChange }: Props<Value>) => (
  <div className="flex min-w-0 flex-col gap-1.5">
    <Label htmlFor={id}>{label}</Label>
    <Select
      id={id}
      value={value}
      options={[...options]}
      // The options are exactly the values of Value, so what Radix hands back is one of them.
      onValueChange={(next) => onChange(next as Value)}
    />
  </div>
);
