import { jobStatusLabels, type JobStatus } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { jobStatusTones } from '../utils/job-labels.ts';

type Props = { status: JobStatus; className?: string };

/** 'Draft', 'Open' or 'Closed'. */
export const JobStatusBadge = ({ status, className }: Props) => (
  <Badge tone={jobStatusTones[status]} data-testid="job-status" data-status={status} className={className}>
    {jobStatusLabels[status]}
  </Badge>
);
