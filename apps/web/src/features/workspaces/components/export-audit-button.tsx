import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useExportAuditEvents } from '../api/export-audit-events.ts';
import type { AuditFilters } from '../utils/audit-filters.ts';

type Props = { filters: AuditFilters; isDisabled?: boolean };

/** Downloads the filtered audit log as CSV. */
export const ExportAuditButton = ({ filters, isDisabled = false }: Props) => {
  const exportAudit = useExportAuditEvents();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={isDisabled}
      isLoading={exportAudit.isPending}
      onClick={() => exportAudit.mutate({ filters })}
    >
      {exportAudit.isPending ? null : <Download size={14} aria-hidden="true" />}
      {exportAudit.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
};
