import type { KnowledgeBaseSource } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeSourceStatus } from '../utils/status-labels.ts';

type Props = { source: Pick<KnowledgeBaseSource, 'status' | 'text_length' | 'error'> };

/** 'Reading…' while the server extracts the text, 'Ready' with its length, or 'Error' with why. */
export const SourceStatus = ({ source }: Props) => {
  const { label, detail } = describeSourceStatus(source);
  if (source.status === 'pending') {
    return (
      <span
        data-testid="source-status"
        data-status="pending"
        className="inline-flex items-center gap-1.5 text-xs text-gray-600"
      >
        <Spinner size={12} />
        {label}
      </span>
    );
  }
  return (
    <span
      data-testid="source-status"
      data-status={source.status}
      className="inline-flex min-w-0 items-center gap-1.5 text-xs"
    >
      <Badge tone={source.status === 'ready' ? 'green' : 'red'}>{label}</Badge>
      {source.status === 'ready' ? <span className="text-gray-500 tabular-nums">{detail}</span> : null}
    </span>
  );
};
