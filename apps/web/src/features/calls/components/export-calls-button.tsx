import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useExportCalls } from '../api/export-calls.ts';
import type { CallFilters } from '../utils/call-filters.ts';

type Props = { filters: CallFilters; isDisabled?: boolean };

/** Downloads the filtered list as CSV. */
export const ExportCallsButton = ({ filters, isDisabled = false }: Props) => {
  const exportCalls = useExportCalls();
  return (
    <Button
      data-testid="export-button"
      variant="secondary"
      size="sm"
      disabled={isDisabled}
      isLoading={exportCalls.isPending}
      onClick={() => exportCalls.mutate({ filters })}
    >
      {exportCalls.isPending ? null : <Download size={14} aria-hidden="true" />}
      {exportCalls.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
};
