import type { Interviewer } from '@agentdesk/shared';
import { Pencil, Power, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText, toastFailure } from '../../../lib/toast-failure.ts';
import type { useInterviewers } from '../api/list-interviewers.ts';
import { useSaveInterviewer } from '../api/save-interviewer.ts';
import { summarizeHours } from '../utils/hours-summary.ts';
import { formatClock } from '../utils/zoned-time.ts';
import { InterviewerFormDialog } from './interviewer-form-dialog.tsx';

type Props = { list: ReturnType<typeof useInterviewers>; canWrite: boolean; now: number };

/** The workspace's interviewers, active first: their zone and local time, hours, types and limits; add, edit, deactivate. */
export const InterviewersPanel = ({ list, canWrite, now }: Props) => {
  const [editing, setEditing] = useState<Interviewer | 'new' | null>(null);
  const toggle = useSaveInterviewer();
  const addButton = canWrite ? (
    <Button size="sm" onClick={() => setEditing('new')}>
      <UserPlus size={14} aria-hidden="true" />
      Add interviewer
    </Button>
  ) : undefined;

  const body = list.isPending ? (
    <ListSkeleton label="Loading interviewers" rowCount={4} rowClassName="flex flex-col gap-2 px-4 py-3">
      <Skeleton className="h-3.5 w-44" />
      <Skeleton className="h-3 w-72 max-w-full" />
    </ListSkeleton>
  ) : list.isError ? (
    <ErrorState
      title="Failed to load the interviewers."
      message={failureText(list.error)}
      onRetry={() => void list.refetch()}
      isRetrying={list.isFetching}
    />
  ) : list.data.length === 0 ? (
    <EmptyState
      icon={Users}
      title="No interviewers yet"
      description="Add the people who interview, with their time zone and working hours: free slots are found in their hours, wherever they are."
      action={addButton}
    />
  ) : (
    <ul data-testid="interviewer-list" className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
      {[...list.data]
        .sort((a, b) => Number(b.is_active) - Number(a.is_active) || a.name.localeCompare(b.name))
        .map((person) => (
          <li
            key={person.interviewer_id}
            data-testid="interviewer-row"
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-gray-900">{person.name}</span>
                {person.is_active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}
              </div>
              <p className="text-[13px] break-all text-gray-500">{person.email}</p>
              <p className="mt-1 text-[13px] text-gray-700">
                {person.time_zone} · <span className="tabular-nums">{formatClock(now, person.time_zone)}</span> there
                now
              </p>
              <p className="text-[13px] text-gray-600">{summarizeHours(person.working_hours)}</p>
              <p className="text-xs text-gray-500">
                {person.interview_types.length === 0 ? 'Any interview type' : person.interview_types.join(', ')} · at
                most {person.max_per_day} a day, {person.max_per_week} a week
              </p>
            </div>
            {canWrite ? (
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(person)}
                  aria-label={`Edit ${person.name}`}
                >
                  <Pencil size={14} aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${person.is_active ? 'Deactivate' : 'Reactivate'} ${person.name}`}
                  disabled={toggle.isPending && toggle.variables.id === person.interviewer_id}
                  onClick={() =>
                    toggle.mutate(
                      { id: person.interviewer_id, body: { is_active: !person.is_active } },
                      {
                        onSuccess: () =>
                          toast.success(
                            person.is_active
                              ? `${person.name} deactivated: no new interviews are booked with them`
                              : `${person.name} reactivated`,
                          ),
                        onError: toastFailure,
                      },
                    )
                  }
                >
                  <Power size={14} aria-hidden="true" />
                  {person.is_active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] text-gray-600">
          Free slots fall in each interviewer’s working hours in their own time zone.
        </p>
        {list.isSuccess && list.data.length > 0 ? addButton : null}
      </div>
      {body}
      {editing === null ? null : (
        <InterviewerFormDialog interviewer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
};
