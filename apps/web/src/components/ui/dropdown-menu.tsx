import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

type ItemLook = {
  label: string;
  icon?: ReactNode;
  /** danger (red) for what cannot be undone. */
  tone?: 'danger';
  /** A rule above it, to set it apart from the items before (a destructive action last). */
  isSeparated?: boolean;
};

/** An action, or a link: an address of the app (`to`), or of another site opened in a new tab (`href`). */
export type DropdownMenuItem = ItemLook & ({ onSelect: () => void } | { to: string; state?: unknown } | { href: string });

type Props = {
  /** The control that opens the menu (a button). */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  align?: 'start' | 'center' | 'end';
};

const itemClasses = (tone: ItemLook['tone']) =>
  cn(
    'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm outline-none select-none',
    tone === 'danger' ? 'text-red-700 data-[highlighted]:bg-red-50' : 'text-gray-800 data-[highlighted]:bg-gray-100',
  );

const ItemContent = ({ item }: { item: DropdownMenuItem }) => (
  <>
    {item.icon}
    {item.label}
  </>
);

/** A Radix dropdown menu of actions and links. */
export const DropdownMenu = ({ trigger, items, align = 'end' }: Props) => (
  <RadixDropdownMenu.Root>
    <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        align={align}
        sideOffset={4}
        className="z-50 min-w-40 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
      >
        {items.map((item) => (
          <Fragment key={item.label}>
            {item.isSeparated ? <RadixDropdownMenu.Separator className="my-1 h-px bg-gray-200" /> : null}
            {'onSelect' in item ? (
              <RadixDropdownMenu.Item onSelect={item.onSelect} className={itemClasses(item.tone)}>
                <ItemContent item={item} />
              </RadixDropdownMenu.Item>
            ) : (
              <RadixDropdownMenu.Item asChild className={itemClasses(item.tone)}>
                {'to' in item ? (
                  <Link to={item.to} state={item.state}>
                    <ItemContent item={item} />
                  </Link>
                ) : (
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    <ItemContent item={item} />
                  </a>
                )}
              </RadixDropdownMenu.Item>
            )}
          </Fragment>
        ))}
      </RadixDropdownMenu.Content>
    </RadixDropdownMenu.Portal>
  </RadixDropdownMenu.Root>
);
