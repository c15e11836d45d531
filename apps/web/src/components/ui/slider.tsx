import { Slider as RadixSlider } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

type Props = {
  value: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  /** Names the thumb (role="slider"). */
  'aria-label': string;
  /** Read aloud instead of the raw number, e.g. '1:05 of 3:20'. */
  'aria-valuetext'?: string;
  disabled?: boolean;
  className?: string;
};

/** A single-value Radix Slider. */
export const Slider = ({ value, max, step = 0.1, onValueChange, disabled, className, ...aria }: Props) => (
  <RadixSlider.Root
    value={[value]}
    max={max}
    step={step}
    disabled={disabled}
    onValueChange={(values) => onValueChange(values[0] ?? 0)}
    className={cn('relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50', className)}
  >
    <RadixSlider.Track className="relative h-1 grow overflow-hidden rounded-full bg-gray-200">
      <RadixSlider.Range className="absolute h-full bg-brand" />
    </RadixSlider.Track>
    <RadixSlider.Thumb
      aria-label={aria['aria-label']}
      aria-valuetext={aria['aria-valuetext']}
      className="block size-3.5 rounded-full border border-brand bg-white shadow-sm focus-visible:ring-3 focus-visible:ring-brand/30 focus-visible:outline-none"
    />
  </RadixSlider.Root>
);
