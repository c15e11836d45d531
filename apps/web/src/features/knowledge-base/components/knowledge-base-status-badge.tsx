import type { KnowledgeBaseStatus } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { knowledgeBaseStatusLabels, knowledgeBaseStatusTones } from '../utils/status-labels.ts';

type Props = { status: KnowledgeBaseStatus; className?: string };

/** 'In progress' (with a spinner while the server reads), 'Complete' or 'Error'. */
export const KnowledgeBaseStatusBadge = ({ status, className }: Props) => (
  <Badge tone={knowledgeBaseStatusTones[status]} data-testid="kb-status" data-status={status} className={className}>
    {status === 'in_progress' ? <Spinner size={10} /> : null}
    {knowledgeBaseStatusLabels[status]}
  </Badge>
);
