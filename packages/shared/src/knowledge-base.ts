import { z } from 'zod';
import { envelopeSchema } from './api.ts';

// Knowledge bases of SPEC §1, §3 (Knowledge base), §4 (status), §7 (create) and §8 (failure).
// A knowledge base holds sources (uploaded documents, web pages, pasted texts) that the agents
// answer from; the server extracts each source's text in the background and indexes it for search.

/** SPEC §4: a new knowledge base starts in_progress; it is complete once every source is read. */
export const knowledgeBaseStatuses = ['in_progress', 'complete', 'error'] as const;
export type KnowledgeBaseStatus = (typeof knowledgeBaseStatuses)[number];

/** SPEC §3 knowledge_base_sources[].type. */
export const knowledgeBaseSourceTypes = ['document', 'url', 'text'] as const;
export type KnowledgeBaseSourceType = (typeof knowledgeBaseSourceTypes)[number];

/** Where a source's text extraction stands. */
export const knowledgeBaseSourceStatuses = ['pending', 'ready', 'error'] as const;
export type KnowledgeBaseSourceStatus = (typeof knowledgeBaseSourceStatuses)[number];

/** Limits the server enforces and the screen states. */
export const knowledgeBaseLimits = {
  nameMax: 100,
  /** One uploaded document, in bytes. */
  fileBytes: 10 * 1024 * 1024,
  /** Documents in one upload. */
  filesPerUpload: 10,
  urlsPerRequest: 20,
  urlMax: 2000,
  textTitleMax: 200,
  /** Characters of one pasted text. */
  textMax: 200_000,
  /** Sources one knowledge base holds. */
  sourcesMax: 500,
  /** Bytes read from one web page. */
  pageBytes: 5 * 1024 * 1024,
  searchQueryMax: 500,
} as const;

/** File name endings an upload may have, and what they hold. */
export const knowledgeBaseFileTypes = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.html': 'text/html',
  '.htm': 'text/html',
} as const;
export const KNOWLEDGE_BASE_FILE_ACCEPT = Object.keys(knowledgeBaseFileTypes).join(',');

/** Messages the server answers with and the screen shows. */
export const knowledgeBaseMessages = {
  /** SPEC §8: a failure without a message of its own. */
  unexpected: 'An unexpected error occurred',
  nameRequired: 'Knowledge base name is required',
  nameTooLong: `Knowledge base name must be at most ${knowledgeBaseLimits.nameMax} characters`,
  notFound: 'Knowledge base not found',
  sourceNotFound: 'Source not found',
  created: 'Knowledge base created',
  updated: 'Knowledge base updated',
  deleted: 'Knowledge base deleted',
  sourcesAdded: 'Sources added',
  sourceDeleted: 'Source deleted',
  refreshStarted: 'Refresh started',
  selectFile: 'Please select at least one file',
  fileType: `Only ${Object.keys(knowledgeBaseFileTypes).join(', ')} files are accepted`,
  fileTooLarge: `A file is larger than ${knowledgeBaseLimits.fileBytes / (1024 * 1024)} MB`,
  tooManyFiles: `At most ${knowledgeBaseLimits.filesPerUpload} files per upload`,
  urlRequired: 'Please enter at least one URL',
  urlInvalid: 'Enter web addresses starting with http:// or https://',
  textRequired: 'Please enter a title and some text',
  tooManySources: `A knowledge base holds at most ${knowledgeBaseLimits.sourcesMax} sources`,
  nothingToRefresh: 'This knowledge base has no web pages to refresh',
} as const;

/** SPEC §3 knowledge_base_sources[], plus what the screen shows of each source. */
export const knowledgeBaseSourceSchema = z.object({
  type: z.enum(knowledgeBaseSourceTypes),
  source_id: z.string(),
  /** The file name, the page's address or the text's title. */
  filename: z.string(),
  /** Where the original is: our download link for documents and texts, the page itself for URLs. */
  file_url: z.string(),
  status: z.enum(knowledgeBaseSourceStatuses),
  /** Why reading the source failed (status error). */
  error: z.string().nullable(),
  content_type: z.string().nullable(),
  size_bytes: z.number().int().nonnegative(),
  /** Characters of text extracted, 0 until read. */
  text_length: z.number().int().nonnegative(),
  created_timestamp: z.number().int(),
  /** When the text was last read (ms), null until read. */
  last_refreshed_timestamp: z.number().int().nullable(),
});
export type KnowledgeBaseSource = z.infer<typeof knowledgeBaseSourceSchema>;

/** SPEC §3 Knowledge base. */
export const knowledgeBaseSchema = z.object({
  knowledge_base_id: z.string(),
  knowledge_base_name: z.string(),
  status: z.enum(knowledgeBaseStatuses),
  knowledge_base_sources: z.array(knowledgeBaseSourceSchema),
  enable_auto_refresh: z.boolean(),
  /** When its web pages were last read (ms), null before the first read. */
  last_refreshed_timestamp: z.number().int().nullable(),
  /** When a user last changed it (ms). */
  user_modified_timestamp: z.number().int(),
  created_timestamp: z.number().int(),
});
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;

/** A knowledge base in the list: its sources counted, not listed. */
export const knowledgeBaseSummarySchema = knowledgeBaseSchema.omit({ knowledge_base_sources: true }).extend({
  source_count: z.number().int().nonnegative(),
});
export type KnowledgeBaseSummary = z.infer<typeof knowledgeBaseSummarySchema>;

const name = z
  .string({ error: knowledgeBaseMessages.nameRequired })
  .trim()
  .min(1, knowledgeBaseMessages.nameRequired)
  .max(knowledgeBaseLimits.nameMax, knowledgeBaseMessages.nameTooLong);

/** SPEC §7: creating takes knowledge_base_name and enable_auto_refresh. */
export const createKnowledgeBaseBodySchema = z.object({
  knowledge_base_name: name,
  enable_auto_refresh: z.boolean().default(false),
});
export type CreateKnowledgeBaseBody = z.input<typeof createKnowledgeBaseBodySchema>;

export const updateKnowledgeBaseBodySchema = z
  .object({ knowledge_base_name: name.optional(), enable_auto_refresh: z.boolean().optional() })
  .refine((value) => value.knowledge_base_name !== undefined || value.enable_auto_refresh !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateKnowledgeBaseBody = z.input<typeof updateKnowledgeBaseBodySchema>;

const webAddress = z
  .string()
  .trim()
  .max(knowledgeBaseLimits.urlMax, knowledgeBaseMessages.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.hostname !== '' &&
        url.username === '' &&
        url.password === ''
      );
    } catch {
      return false;
    }
  }, knowledgeBaseMessages.urlInvalid);

export const addUrlSourcesBodySchema = z.object({
  urls: z
    .array(webAddress)
    .min(1, knowledgeBaseMessages.urlRequired)
    .max(knowledgeBaseLimits.urlsPerRequest, `At most ${knowledgeBaseLimits.urlsPerRequest} URLs at a time`),
});
export type AddUrlSourcesBody = z.input<typeof addUrlSourcesBodySchema>;

export const addTextSourceBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, knowledgeBaseMessages.textRequired)
    .max(knowledgeBaseLimits.textTitleMax, `The title must be at most ${knowledgeBaseLimits.textTitleMax} characters`),
  text: z
    .string()
    .refine((value) => value.trim() !== '', knowledgeBaseMessages.textRequired)
    .refine(
      (value) => value.length <= knowledgeBaseLimits.textMax,
      `The text must be at most ${knowledgeBaseLimits.textMax.toLocaleString('en-US')} characters`,
    ),
});
export type AddTextSourceBody = z.input<typeof addTextSourceBodySchema>;

export const knowledgeBaseIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const knowledgeBaseSourceParamsSchema = z.object({
  id: z.string().min(1).max(100),
  sourceId: z.string().min(1).max(100),
});

export const listKnowledgeBasesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListKnowledgeBasesQuery = z.input<typeof listKnowledgeBasesQuerySchema>;

export const searchKnowledgeBaseQuerySchema = z.object({
  query: z.string().trim().min(1, 'Please enter something to search for').max(knowledgeBaseLimits.searchQueryMax),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** One passage that matches a search, with the words found marked as «…» ranges in `snippet`. */
export const knowledgeBaseSearchHitSchema = z.object({
  source_id: z.string(),
  filename: z.string(),
  type: z.enum(knowledgeBaseSourceTypes),
  /** The passage, with the matching words between «MARK_START» and «MARK_END». */
  snippet: z.string(),
  rank: z.number(),
});
export type KnowledgeBaseSearchHit = z.infer<typeof knowledgeBaseSearchHitSchema>;
/** Delimiters around the matching words of a snippet (plain text; the screen renders them as marks). */
export const SNIPPET_MARK_START = '\u0002';
export const SNIPPET_MARK_END = '\u0003';

export const knowledgeBaseResponseSchema = envelopeSchema(knowledgeBaseSchema);
export const knowledgeBaseListResponseSchema = envelopeSchema(
  z.object({ knowledge_bases: z.array(knowledgeBaseSummarySchema), next_cursor: z.string().nullable() }),
);
export const knowledgeBaseSearchResponseSchema = envelopeSchema(
  z.object({ hits: z.array(knowledgeBaseSearchHitSchema) }),
);
export const knowledgeBaseDeletedResponseSchema = envelopeSchema(z.object({ knowledge_base_id: z.string() }));
