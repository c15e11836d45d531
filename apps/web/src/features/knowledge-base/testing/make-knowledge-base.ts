import type { KnowledgeBase, KnowledgeBaseSource } from '@agentdesk/shared';

const AT = Date.UTC(2025, 0, 15, 9, 30);

/** A source as the server answers it, ready unless told otherwise. */
export const makeSource = (overrides: Partial<KnowledgeBaseSource> = {}): KnowledgeBaseSource => ({
  type: 'text',
  source_id: 'src-1',
  filename: 'Opening hours',
  file_url: '/api/webhooks/knowledge-base/kb-1/sources/src-1/file',
  status: 'ready',
  error: null,
  content_type: 'text/plain',
  size_bytes: 120,
  text_length: 120,
  created_timestamp: AT,
  last_refreshed_timestamp: AT,
  ...overrides,
});

/** A knowledge base as the server answers it, complete and without sources unless told otherwise. */
export const makeKnowledgeBase = (overrides: Partial<KnowledgeBase> = {}): KnowledgeBase => ({
  knowledge_base_id: 'kb-1',
  knowledge_base_name: 'Product FAQ',
  status: 'complete',
  knowledge_base_sources: [],
  enable_auto_refresh: false,
  last_refreshed_timestamp: null,
  user_modified_timestamp: AT,
  created_timestamp: AT,
  ...overrides,
});
