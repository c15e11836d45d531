import { apiPaths } from '@agentdesk/shared/paths';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { attachmentFileName } from '../../../lib/attachment-file-name.ts';
import { authorizedFetch, readErrorBody } from '../../../lib/authorized-fetch.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toAuditSearchParams } from '../utils/audit-filters.ts';
import type { AuditFilters } from '../utils/audit-filters.ts';

/** GET /workspaces/current/audit.csv (admins): the filtered events as a CSV file, saved through the browser. */
export const exportAuditEvents = async ({ filters }: { filters: AuditFilters }): Promise<void> => {
  const query = toAuditSearchParams(filters).toString();
  const response = await authorizedFetch(`${apiPaths.workspaceAuditExport}${query === '' ? '' : `?${query}`}`, {
    headers: { Accept: 'text/csv' },
  });
  if (!response.ok) throw await readErrorBody(response);
  const fallback = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  downloadBlob(await response.blob(), attachmentFileName(response.headers.get('Content-Disposition'), fallback));
};

export const useExportAuditEvents = () =>
  useMutation({
    mutationFn: exportAuditEvents,
    onError: (error) => toast.error(errorMessage(error, 'Failed to export the audit log. Please try again.')),
  });
