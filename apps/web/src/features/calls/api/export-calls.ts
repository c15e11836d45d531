import { apiPaths } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message.ts';
import { toCallsSearchParams } from '../utils/call-filters.ts';
import type { CallFilters } from '../utils/call-filters.ts';
import { attachmentFileName } from '../../../lib/attachment-file-name.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { authorizedFetch, readErrorBody } from '../../../lib/authorized-fetch.ts';

/** GET /call/calls/export: the filtered list as a CSV file, saved through the browser. */
export const exportCalls = async ({ filters }: { filters: CallFilters }): Promise<void> => {
  const response = await authorizedFetch(
    `${apiPaths.callsExport}?${toCallsSearchParams(filters, { tz: userTimeZone() }).toString()}`,
    {
      headers: { Accept: 'text/csv' },
    },
  );
  if (!response.ok) throw await readErrorBody(response);
  downloadBlob(
    await response.blob(),
    attachmentFileName(
      response.headers.get('Content-Disposition'),
      `calls-${new Date().toISOString().slice(0, 10)}.csv`,
    ),
  );
};

export const useExportCalls = () =>
  useMutation({
    mutationFn: exportCalls,
    onError: (error) => toast.error(errorMessage(error, 'Failed to export calls. Please try again.')),
  });
