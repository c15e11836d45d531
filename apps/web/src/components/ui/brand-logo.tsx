import { cn } from '../../lib/cn.ts';

type Props = { showName?: boolean; className?: string; nameClassName?: string };

/** The brand mark (the text 'AI' on the brand blue) and the product name. */
export const BrandLogo = ({ showName = true, className, nameClassName }: Props) => (
  <span className={cn('flex items-center gap-2.5', className)}>
    <span
      aria-hidden={showName ? 'true' : undefined}
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand text-[13px] font-bold tracking-tight text-white shadow-xs"
    >
      AI
    </span>
    {showName ? (
      <span className={cn('text-[15px] font-semibold tracking-tight text-gray-900', nameClassName)}>AgentDesk</span>
    ) : null}
  </span>
);
