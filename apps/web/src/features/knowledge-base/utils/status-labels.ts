import {
  knowledgeBaseMessages,
  type KnowledgeBaseSource,
  type KnowledgeBaseSourceType,
  type KnowledgeBaseStatus,
} from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

/** SPEC §4 knowledge base statuses as the screen names them. */
export const knowledgeBaseStatusLabels: Record<KnowledgeBaseStatus, string> = {
  in_progress: 'In progress',
  complete: 'Complete',
  error: 'Error',
};
export const knowledgeBaseStatusTones: Record<KnowledgeBaseStatus, BadgeTone> = {
  in_progress: 'blue',
  complete: 'green',
  error: 'red',
};

/** A finished knowledge base that holds nothing yet is not "Complete": it says so. */
export const NO_SOURCES_LABEL = 'No sources';

export const sourceTypeLabels: Record<KnowledgeBaseSourceType, string> = {
  document: 'Document',
  url: 'Web page',
  text: 'Text',
};

/** A source's reading state: a label, and what to say under it (characters read, or why it failed). */
export const describeSourceStatus = (
  source: Pick<KnowledgeBaseSource, 'status' | 'text_length' | 'error'>,
): { label: string; detail: string | null } => {
  switch (source.status) {
    case 'pending':
      return { label: 'Reading…', detail: null };
    case 'ready':
      return { label: 'Ready', detail: plural(source.text_length, 'character') };
    case 'error':
      return {
        label: 'Error',
        detail: source.error !== null && source.error !== '' ? source.error : knowledgeBaseMessages.unexpected,
      };
  }
};

export const sourceCountText = (count: number): string => plural(count, 'source');
