import type { KnowledgeBaseStatus } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { knowledgeBaseStatusLabels, knowledgeBaseStatusTones, NO_SOURCES_LABEL } from '../utils/status-labels.ts';

type Props = { status: KnowledgeBaseStatus; sourceCount: number; className?: string };

/**
 * 'In progress' (with a spinner while the server reads), 'Complete' or 'Error'; a knowledge base
 * with nothing in it reads 'No sources' rather than 'Complete'.
 */
export const KnowledgeBaseStatusBadge = ({ status, sourceCount, className }: Props) => {
  const isEmpty = status === 'complete' && sourceCount === 0;
  return (
    <Badge
      tone={isEmpty ? 'neutral' : knowledgeBaseStatusTones[status]}
      data-testid="kb-status"
      data-status={isEmpty ? 'empty' : status}
      className={className}
    >
      {status === 'in_progress' ? <Spinner size={10} /> : null}
      {isEmpty ? NO_SOURCES_LABEL : knowledgeBaseStatusLabels[status]}
    </Badge>
  );
};
