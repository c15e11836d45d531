import { cn } from '../../lib/cn.ts';

type Props = {
  showName?: boolean;
  /** 'lg': the full logo of the public pages, 300 px wide with a 50 px icon (SPEC §9). */
  size?: 'md' | 'lg';
  className?: string;
  nameClassName?: string;
};

const sizes = {
  md: { logo: 'gap-2.5', mark: 'size-8 rounded-lg text-[13px]', name: 'text-[15px]' },
  lg: {
    logo: 'w-[300px] max-w-full justify-center gap-3.5',
    mark: 'size-[50px] rounded-xl text-lg',
    name: 'text-[28px]',
  },
} as const;

/**
 * The brand mark (the text 'AI' on the brand blue) and the product name. Both are read ('AI
 * AgentDesk'): a link around the logo is named by what it shows (WCAG 2.5.3).
 */
export const BrandLogo = ({ showName = true, size = 'md', className, nameClassName }: Props) => (
  <span data-testid="brand-logo" className={cn('flex items-center', sizes[size].logo, className)}>
    <span
      data-testid="brand-mark"
      className={cn(
        'flex shrink-0 items-center justify-center bg-brand font-bold tracking-tight text-white shadow-xs',
        sizes[size].mark,
      )}
    >
      AI
    </span>
    {showName ? ' ' : null}
    {showName ? (
      <span className={cn('font-semibold tracking-tight text-gray-900', sizes[size].name, nameClassName)}>
        AgentDesk
      </span>
    ) : null}
  </span>
);
