import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

export type DropdownMenuItem = { label: string; icon?: ReactNode; onSelect: () => void };

type Props = {
  /** The control that opens the menu (a button). */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  align?: 'start' | 'center' | 'end';
};

/** A Radix dropdown menu of plain actions. */
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
          <RadixDropdownMenu.Item
            key={item.label}
            onSelect={item.onSelect}
            className="flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-gray-100"
          >
            {item.icon}
            {item.label}
          </RadixDropdownMenu.Item>
        ))}
      </RadixDropdownMenu.Content>
    </RadixDropdownMenu.Portal>
  </RadixDropdownMenu.Root>
);
