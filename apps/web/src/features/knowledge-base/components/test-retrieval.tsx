import { searchKnowledgeBaseQuerySchema } from '@agentdesk/shared';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useKnowledgeBaseSearch } from '../api/search-knowledge-base.ts';
import { failureText } from '../utils/failure-text.ts';
import { SnippetText } from './snippet-text.tsx';
import { SourceTypeIcon } from './source-type-icon.tsx';

const querySchema = searchKnowledgeBaseQuerySchema.shape.query;

type Props = { knowledgeBaseId: string };

const HitsSkeleton = () => (
  <div role="status" aria-label="Searching" className="flex flex-col gap-3">
    {[0, 1].map((index) => (
      <div key={index} className="flex flex-col gap-2 rounded-md border border-gray-100 p-3">
        <Skeleton className="h-3.5 w-40" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    ))}
  </div>
);

/** 'Test retrieval': asks the knowledge base what an agent would ask, and shows the passages it would answer from. */
export const TestRetrieval = ({ knowledgeBaseId }: Props) => {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const search = useKnowledgeBaseSearch(knowledgeBaseId, query);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = querySchema.safeParse(text);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInputError(null);
    if (parsed.data === query) void search.refetch();
    else setQuery(parsed.data);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="test-retrieval"
      className="rounded-lg border border-gray-200 bg-white"
    >
      <header className="border-b border-gray-200 px-3 py-2.5 sm:px-4">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
          Test retrieval
        </h3>
        <p className="mt-0.5 text-xs text-gray-500">
          Ask what a caller might ask and see the passages your agents would answer from.
        </p>
      </header>
      <div className="flex flex-col gap-3 p-3 sm:p-4">
        <form
          onSubmit={onSubmit}
          noValidate
          role="search"
          aria-label="Test retrieval"
          className="flex flex-col gap-1.5"
        >
          <label htmlFor={`${id}-query`} className="sr-only">
            Search this knowledge base
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search
                size={16}
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-gray-400"
              />
              <Input
                id={`${id}-query`}
                type="search"
                value={text}
                placeholder="e.g. What are your opening hours?"
                aria-invalid={inputError !== null ? true : undefined}
                aria-describedby={inputError !== null ? `${id}-query-error` : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setInputError(null);
                }}
                className="pl-8"
              />
            </div>
            <Button type="submit" variant="secondary" isLoading={search.isFetching}>
              Search
            </Button>
          </div>
          {inputError !== null ? (
            <p id={`${id}-query-error`} className="text-xs font-medium text-red-600">
              {inputError}
            </p>
          ) : null}
        </form>

        {query === null ? null : search.isError && !search.isFetching ? (
          <ErrorState
            title="Search failed."
            message={failureText(search.error)}
            onRetry={() => void search.refetch()}
            className="py-6"
          />
        ) : search.data === undefined ? (
          <HitsSkeleton />
        ) : search.data.length === 0 ? (
          <p role="status" className="rounded-md bg-gray-50 px-3 py-4 text-center text-[13px] text-gray-600">
            No passages match “{query}”. Sources still being read are not searched yet.
          </p>
        ) : (
          <ol aria-label="Search results" className="flex flex-col gap-2">
            {search.data.map((hit, index) => {
              return (
                <li
                  key={`${hit.source_id}-${index}`}
                  data-testid="search-hit"
                  className="rounded-md border border-gray-200 px-3 py-2.5"
                >
                  <p className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-gray-700">
                    <SourceTypeIcon type={hit.type} size={14} className="shrink-0 text-gray-400" />
                    <span className="truncate" data-testid="search-hit-source">
                      {hit.filename}
                    </span>
                  </p>
                  <p
                    className="mt-1 text-[13px] leading-relaxed break-words text-gray-700"
                    data-testid="search-hit-snippet"
                  >
                    <SnippetText snippet={hit.snippet} />
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
};
