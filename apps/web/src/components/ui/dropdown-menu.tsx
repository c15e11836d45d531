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
  /** Why it cannot be chosen now: the item is disabled and says so under its label. */
  disabledReason?: string | null;
};

/** An action, or a link: an address of the app (`to`), or of another site opened in a new tab (`href`). */
export type DropdownMenuItem = ItemLook &
  ({ onSelect: () => void } | { to: string; state?: unknown } | { href: string });

type Props = {
  /** The control that opens the menu (a button). */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  align?: 'start' | 'center' | 'end';
};

const itemClasses = (tone: ItemLook['tone']) =>
  cn(
    'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm outline-none select-none data-[disabled]:items-start data-[disabled]:text-gray-400',
    tone === 'danger' ? 'text-red-700 data-[highlighted]:bg-red-50' : 'text-gray-800 data-[highlighted]:bg-gray-100',
  );

const ItemContent = ({ item }: { item: DropdownMenuItem }) =>
  item.disabledReason ? (
    <>
      <span className="mt-0.5 shrink-0">{item.icon}</span>
      <span className="flex min-w-0 flex-col">
        {item.label}
        <span className="max-w-64 text-xs text-gray-500">{item.disabledReason}</span>
      </span>
    </>
  ) : (
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
            {'onSelect' in item || item.disabledReason ? (
              <RadixDropdownMenu.Item
                onSelect={'onSelect' in item ? item.onSelect : undefined}
                disabled={Boolean(item.disabledReason)}
                className={itemClasses(item.tone)}
              >
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
