import type { MenuEntry } from '@agentdesk/shared';
import {
  BookOpen,
  BriefcaseBusiness,
  CalendarClock,
  ChartColumn,
  Circle,
  ClipboardCheck,
  Inbox,
  MessagesSquare,
  PhoneCall,
  UserRoundCheck,
} from 'lucide-react';
import type { LucideIcon, LucideProps } from 'lucide-react';
import type { ComponentType } from 'react';
import { BRAND_BLUE } from '../../lib/brand-blue.ts';

export type MenuIcon = ComponentType<LucideProps>;

/** A menu item (SPEC §3): id, label, path, icon and its active variant. */
export type MenuItem = MenuEntry & { icon: MenuIcon; activeIcon: MenuIcon };

type IconPair = { icon: MenuIcon; activeIcon: MenuIcon };

/** The active variant: the same glyph, heavier, in the brand blue (SPEC §2 Navigation). */
const iconPair = (Icon: LucideIcon): IconPair => {
  const ActiveIcon = (props: LucideProps) => <Icon {...props} color={BRAND_BLUE} strokeWidth={2.4} />;
  return { icon: Icon, activeIcon: ActiveIcon };
};

const iconsById: Record<string, IconPair> = {
  analytics: iconPair(ChartColumn),
  conversations: iconPair(MessagesSquare),
  quality: iconPair(ClipboardCheck),
  'knowledge-base': iconPair(BookOpen),
  inbox: iconPair(Inbox),
  'demo-call': iconPair(PhoneCall),
  'job-listings': iconPair(BriefcaseBusiness),
  'candidate-shortlisting': iconPair(UserRoundCheck),
  'interview-scheduling': iconPair(CalendarClock),
};

const fallbackIcons = iconPair(Circle);

/** Adds icons to the shared menu entries. */
export const toMenuItems = (entries: MenuEntry[]): MenuItem[] =>
  entries.map((entry) => ({ ...entry, ...(iconsById[entry.id] ?? fallbackIcons) }));
