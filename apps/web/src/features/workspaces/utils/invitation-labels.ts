import type { Invitation } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

type Status = Invitation['status'];

export const invitationStatusLabels: Record<Status, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};
export const invitationStatusTones: Record<Status, BadgeTone> = {
  pending: 'amber',
  accepted: 'green',
  revoked: 'neutral',
  expired: 'neutral',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'Expires in 6 days', 'Expires in 5 h', or 'Expired' once the time has passed. */
export const expiryText = (expiresAt: string, now: number): string => {
  const left = Date.parse(expiresAt) - now;
  if (Number.isNaN(left)) return '';
  if (left <= 0) return 'Expired';
  if (left >= DAY) {
    // A link sent a minute ago still has its 7 days.
    const days = Math.round(left / DAY);
    return `Expires in ${plural(days, 'day')}`;
  }
  return `Expires in ${Math.max(1, Math.round(left / HOUR))} h`;
};

/** Pending ones first (they need attention), then the newest. */
export const sortInvitations = (invitations: Invitation[]): Invitation[] =>
  [...invitations].sort(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') ||
      Date.parse(b.created_at) - Date.parse(a.created_at),
  );
