import type { UserRecord } from '@agentdesk/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type Props = { user: UserRecord };

const StatusBadge = ({ isOn, on, off }: { isOn: boolean; on: string; off: string }) => (
  <span
    className={
      isOn
        ? 'inline-flex items-center rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-600/20'
        : 'inline-flex items-center rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600 ring-1 ring-gray-500/20'
    }
  >
    {isOn ? on : off}
  </span>
);

/** The signed-in user's record as GET /user returns it. */
export const ProfileDetails = ({ user }: Props) => {
  const rows: Array<[string, ReactNode]> = [
    ['Username', user.username],
    ['Email', user.email],
    ['User ID', <span className="font-mono text-[13px] break-all">{user.id}</span>],
    ['Verified', <StatusBadge isOn={user.is_verified} on="Verified" off="Not verified" />],
    ['Status', <StatusBadge isOn={user.is_active} on="Active" off="Inactive" />],
    [
      'Created',
      <time dateTime={user.created_at} title={user.created_at}>
        {formatDateTime(user.created_at)}
      </time>,
    ],
    [
      'Last updated',
      <time dateTime={user.updated_at} title={user.updated_at}>
        {formatDateTime(user.updated_at)}
      </time>,
    ],
  ];

  return (
    <dl className="divide-y divide-gray-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-[13px] text-gray-500">{term}</dt>
          <dd className="min-w-0 text-sm break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
};
