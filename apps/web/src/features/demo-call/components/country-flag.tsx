import { cn } from '../../../lib/cn.ts';

// Every country's flag as an SVG file of the flag-icons package (4:3): an image, so it shows on a
// machine without an emoji font. Each file is its own asset, fetched only when its flag is shown
// (vite.config.ts keeps them out of the inline limit). The package sits in the workspace's
// node_modules, at the repository's root.
const FLAGS = '../../../../../../node_modules/flag-icons/flags/4x3/';
const flagUrls = import.meta.glob<string>('../../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const urlOf = (code: string): string | undefined => flagUrls[`${FLAGS}${code.toLowerCase()}.svg`];

/** A country's flag, 20 by 15 px; decorative (the country's name is beside it). */
export const CountryFlag = ({ code, className }: { code: string; className?: string }) => {
  const url = urlOf(code);
  return url === undefined ? (
    <span
      aria-hidden="true"
      className={cn('inline-block h-[15px] w-5 shrink-0 rounded-[2px] bg-gray-200', className)}
    />
  ) : (
    <img
      src={url}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      data-testid="country-flag"
      className={cn('h-[15px] w-5 shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)]', className)}
    />
  );
};
