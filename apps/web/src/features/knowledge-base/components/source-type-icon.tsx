import type { KnowledgeBaseSourceType } from '@agentdesk/shared';
import { FileText, Globe, TextQuote, type LucideIcon } from 'lucide-react';
import { sourceTypeLabels } from '../utils/status-labels.ts';

const typeIcons: Record<KnowledgeBaseSourceType, LucideIcon> = { document: FileText, url: Globe, text: TextQuote };

type Props = { type: KnowledgeBaseSourceType; size: number; className?: string };

/** A document, a web page or a text, as an icon named for screen readers. */
export const SourceTypeIcon = ({ type, size, className }: Props) => {
  const Icon = typeIcons[type];
  return <Icon size={size} role="img" aria-label={sourceTypeLabels[type]} className={className} />;
};
