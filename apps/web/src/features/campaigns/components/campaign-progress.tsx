import { KEPT_LOCALLY_HINT, KEPT_LOCALLY_LABEL } from '@agentdesk/shared';
import type { Campaign } from '@agentdesk/shared';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { downloadCampaignReport } from '../api/download-campaign-report.ts';

type Props = { campaign: Campaign };

const Stat = ({ label, value, tone }: { label: string; value: number; tone: string }) => (
  <div className="rounded-md border border-gray-200 px-3 py-2">
    <dt className="text-xs text-gray-500">{label}</dt>
    <dd className={`text-lg font-semibold tabular-nums ${tone}`}>{value.toLocaleString()}</dd>
  </div>
);

/** Live sending progress (sent, failed, pending) and, once done, the final report (its CSV download for admins: an export). */
export const CampaignProgress = ({ campaign }: Props) => {
  const canExport = useHasRole('admin');
  const { total, sent, kept_locally: keptLocally, failed, pending, is_done: isDone } = campaign.progress;
  const delivered = sent - keptLocally;
  const percent = total === 0 ? 0 : Math.round(((sent + failed) / total) * 100);
  const failures = campaign.failures;

  return (
    <section aria-label="Sending progress" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2 text-[13px]">
        <p className="font-medium text-gray-900" role="status">
          {isDone
            ? `Finished: ${delivered} sent${keptLocally > 0 ? `, ${keptLocally} kept locally` : ''}, ${failed} failed of ${total}`
            : `Sending… ${sent + failed} of ${total}`}
        </p>
        <span className="text-gray-500 tabular-nums">{percent}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label="Campaign sent"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {keptLocally > 0 ? (
        <p data-testid="kept-locally-note" className="text-xs text-gray-600">
          {KEPT_LOCALLY_HINT}
        </p>
      ) : null}
      <dl className={keptLocally > 0 ? 'grid grid-cols-2 gap-2 sm:grid-cols-4' : 'grid grid-cols-3 gap-2'}>
        <Stat label="Sent" value={delivered} tone="text-green-700" />
        {keptLocally > 0 ? <Stat label={KEPT_LOCALLY_LABEL} value={keptLocally} tone="text-gray-900" /> : null}
        <Stat label="Failed" value={failed} tone={failed > 0 ? 'text-red-600' : 'text-gray-900'} />
        <Stat label="Pending" value={pending} tone="text-gray-900" />
      </dl>
      {isDone ? (
        <div className="flex flex-col gap-2">
          {failures.length > 0 ? (
            <ul
              aria-label="Failed recipients"
              className="divide-y divide-gray-200 rounded-md border border-red-200 bg-red-50/40 text-[13px]"
            >
              {failures.map((r) => (
                <li key={r.RecipientEmail} className="flex flex-col px-3 py-1.5 sm:flex-row sm:gap-3">
                  <span className="font-medium text-gray-900">{r.RecipientEmail}</span>
                  <span className="text-red-700">{r.error}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {canExport ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  downloadCampaignReport({ id: campaign.id }).catch(() => toast.error('Failed to download the report'))
                }
              >
                <Download size={14} aria-hidden="true" />
                Download report
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
