import { ScrollText } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { useHasRole, useWorkspaceRole } from '../../../lib/use-workspaces.ts';
import { useAuditEvents } from '../api/list-audit-events.ts';
import { emptyAuditFilters, readAuditFilters } from '../utils/audit-filters.ts';
import type { AuditFilters } from '../utils/audit-filters.ts';
import { AuditEventList } from './audit-event-list.tsx';
import { AuditFiltersBar } from './audit-filters-bar.tsx';
import { ExportAuditButton } from './export-audit-button.tsx';

const isFiltered = (filters: AuditFilters): boolean => Object.values(filters).some((value) => value !== '');

/**
 * Audit log (account menu, for admins and the owner): who did what in the workspace, as sentences
 * that name what it was done to, and from which address; newest first, filtered by kind, actor and
 * days in the address so a view can be shared, paged with a cursor, and exported as CSV.
 */
export const AuditLogScreen = () => {
  const role = useWorkspaceRole();
  const isAdmin = useHasRole('admin');
  const { params, update, setParam } = useSearchParamsUpdater();
  const filters = readAuditFilters(params);
  const events = useAuditEvents(filters, { isEnabled: isAdmin });
  const loaded = events.data?.pages.flatMap((page) => page.events) ?? [];

  const header = (
    <PageHeader
      title="Audit log"
      icon={ScrollText}
      description="Who did what in this workspace, newest first"
      actions={isAdmin ? <ExportAuditButton filters={filters} isDisabled={loaded.length === 0} /> : undefined}
    />
  );

  if (role !== null && !isAdmin) {
    return (
      <>
        {header}
        <PageBody width="narrow">
          <Alert tone="info">Only admins and the owner see the workspace's audit log.</Alert>
        </PageBody>
      </>
    );
  }

  const clearFilters = () => update((next) => Object.keys(emptyAuditFilters).forEach((key) => next.delete(key)));

  return (
    <>
      {header}
      <PageBody className="flex flex-col gap-4">
        <AuditFiltersBar filters={filters} onChange={(key, value) => setParam(key, value)} />
        {events.isError ? (
          <ErrorState
            title="Failed to load the audit log."
            message={errorMessage(events.error, 'Please try again.')}
            onRetry={() => void events.refetch()}
            isRetrying={events.isFetching}
          />
        ) : events.isPending ? (
          <div role="status" aria-label="Loading the audit log" className="flex flex-col gap-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full rounded-md" />
            ))}
          </div>
        ) : loaded.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={isFiltered(filters) ? 'No events match these filters' : 'No events yet'}
            description={
              isFiltered(filters)
                ? 'Try another kind of activity, actor or period.'
                : 'Sign-ins, changes to members, jobs, candidates, interviews, calls and settings, and exports ' +
                  'are recorded here as they happen.'
            }
            action={
              isFiltered(filters) ? (
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <AuditEventList events={loaded} />
            {events.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={events.isFetchingNextPage}
                  onClick={() => void events.fetchNextPage()}
                >
                  {events.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </PageBody>
    </>
  );
};
