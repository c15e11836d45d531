import { apiPaths } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message.ts';
import { toCallsSearchParams } from '../utils/call-filters.ts';
import type { CallFilters } from '../utils/call-filters.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { authorizedFetch, readErrorBody } from '../../../lib/authorized-fetch.ts';

const fileNameFrom = (disposition: string | null): string => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (match?.[1] !== undefined) return decodeURIComponent(match[1]);
  return `calls-${new Date().toISOString().slice(0, 10)}.csv`;
};

/** GET /call/calls/export: the filtered list as a CSV file, saved through the browser. */
export const exportCalls = async ({ filters }: { filters: CallFilters }): Promise<void> => {
  const response = await authorizedFetch(`${apiPaths.callsExport}?${toCallsSearchParams(filters, { tz: userTimeZone() }).toString()}`, {
    headers: { Accept: 'text/csv' },
  });
  if (!response.ok) throw await readErrorBody(response);
  downloadBlob(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition')));
};

export const useExportCalls = () =>
  useMutation({
    mutationFn: exportCalls,
    onError: (error) => toast.error(errorMessage(error, 'Failed to export calls. Please try again.')),
  });
