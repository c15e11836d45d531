import type { KnowledgeBaseSummary } from '@agentdesk/shared';
import { SelectableRow } from '../../../components/ui/selectable-row.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../../lib/format-relative-time.ts';
import { sourceCountText } from '../utils/status-labels.ts';
import { KnowledgeBaseStatusBadge } from './knowledge-base-status-badge.tsx';

/** Fixed row height, so the virtualizer places rows without measuring. */
export const KNOWLEDGE_BASE_ROW_HEIGHT = 64;

type Props = {
  knowledgeBase: KnowledgeBaseSummary;
  href: string;
  isSelected: boolean;
  /** The time relative times are counted from. */
  now: number;
};

/** One knowledge base: name and status, then its source count and when it last changed. */
export const KnowledgeBaseRow = ({ knowledgeBase, href, isSelected, now }: Props) => {
  const updated = Math.max(knowledgeBase.user_modified_timestamp, knowledgeBase.last_refreshed_timestamp ?? 0);
  return (
    <SelectableRow
      to={href}
      isSelected={isSelected}
      data-testid="kb-row"
      data-kb-id={knowledgeBase.knowledge_base_id}
      className="flex h-full flex-col justify-center gap-1 px-3 py-2"
    >
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-[13px] font-medium text-gray-900">
          {knowledgeBase.knowledge_base_name}
        </span>
        <KnowledgeBaseStatusBadge status={knowledgeBase.status} sourceCount={knowledgeBase.source_count} />
      </span>
      <span className="flex min-w-0 items-center gap-1 text-xs text-gray-500 tabular-nums">
        <span className="shrink-0" data-testid="kb-source-count">
          {sourceCountText(knowledgeBase.source_count)}
        </span>
        <span aria-hidden="true">·</span>
        <span className="truncate">
          Updated{' '}
          <time dateTime={new Date(updated).toISOString()} title={formatDateTime(updated)}>
            {formatRelativeTime(updated, now)}
          </time>
        </span>
      </span>
    </SelectableRow>
  );
};
