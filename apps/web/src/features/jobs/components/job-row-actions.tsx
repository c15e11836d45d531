import { isJobPublic, type Job } from '@agentdesk/shared';
import {
  Ban,
  Copy,
  EllipsisVertical,
  ExternalLink,
  EyeOff,
  Pencil,
  Send,
  Trash2,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, type DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';

/** What a row's menu asks the list to do (the list asks before closing and deleting). */
export type JobRowAction = 'edit' | 'publish' | 'unpublish' | 'close' | 'copy' | 'delete';

type Props = {
  job: Job;
  /** Members change jobs; viewers only open them. */
  canWrite: boolean;
  /** The job's page at its Applicants section, and the history state it opens with. */
  applicantsHref: string;
  rowState: unknown;
  /** Candidate Shortlisting for this job: its candidates ranked by fit. */
  candidatesHref: string;
  onAction: (action: JobRowAction, job: Job) => void;
};

const icon = (Icon: typeof Pencil) => <Icon size={14} aria-hidden="true" />;

/**
 * A row's actions by the job's status: Edit and Publish (a draft) or Unpublish and Close (an open
 * job), Copy, the public page (while published), its applicants, its candidates ranked by fit, and Delete while nobody has applied
 * (after that a job is closed, not deleted).
 */
export const JobRowActions = ({ job, canWrite, applicantsHref, candidatesHref, rowState, onAction }: Props) => {
  const act = (action: JobRowAction) => () => onAction(action, job);
  const applicants = job.applicant_count;
  const items: DropdownMenuItem[] = [
    ...(canWrite && job.status !== 'closed' ? [{ label: 'Edit', icon: icon(Pencil), onSelect: act('edit') }] : []),
    ...(canWrite && job.status === 'draft' ? [{ label: 'Publish', icon: icon(Send), onSelect: act('publish') }] : []),
    ...(canWrite && job.status === 'open'
      ? [{ label: 'Unpublish', icon: icon(EyeOff), onSelect: act('unpublish') }]
      : []),
    ...(canWrite && job.status === 'open' ? [{ label: 'Close job', icon: icon(Ban), onSelect: act('close') }] : []),
    ...(canWrite ? [{ label: 'Copy', icon: icon(Copy), onSelect: act('copy') }] : []),
    ...(isJobPublic(job) ? [{ label: 'Open public page', icon: icon(ExternalLink), href: job.careers_path }] : []),
    {
      label: applicants === 0 ? 'See applicants' : `See applicants (${applicants.toLocaleString('en-US')})`,
      icon: icon(Users),
      to: applicantsHref,
      state: rowState,
    },
    { label: 'Candidates', icon: icon(UserRoundCheck), to: candidatesHref },
    ...(canWrite && applicants === 0
      ? [{ label: 'Delete', icon: icon(Trash2), onSelect: act('delete'), tone: 'danger' as const, isSeparated: true }]
      : []),
  ];
  return (
    <DropdownMenu
      items={items}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${job.title}`}
          data-testid="job-row-actions"
          className="size-8 text-gray-500"
        >
          <EllipsisVertical size={16} aria-hidden="true" />
        </Button>
      }
    />
  );
};
