import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

type Props = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
};

/** Radix Switch: an on/off toggle, labelled by a <Label htmlFor={id}>. */
export const Switch = ({ id, checked, onCheckedChange, disabled, className, ...aria }: Props) => (
  <RadixSwitch.Root
    id={id}
    checked={checked}
    onCheckedChange={onCheckedChange}
    disabled={disabled}
    className={cn(
      'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent bg-gray-300 transition-colors',
      'focus-visible:ring-3 focus-visible:ring-brand/30 focus-visible:outline-none data-[state=checked]:bg-brand disabled:opacity-50',
      className,
    )}
    {...aria}
  >
    <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
  </RadixSwitch.Root>
);
