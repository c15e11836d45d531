import { campaignPaths } from '@agentdesk/shared';
import { isTokenExpired } from '../../../lib/is-token-expired.ts';
import { storedSession } from '../../../lib/stored-session.ts';

const apiBase = import.meta.env.VITE_API_BASE ?? '/api';

/** GET campaign/{id}/report.csv: every recipient and its outcome, formulas neutralised, saved as a file. */
export const downloadCampaignReport = async ({ id }: { id: string }): Promise<void> => {
  const token = storedSession.readToken();
  if (token === null || isTokenExpired(token)) throw new Error('Token expired');
  const response = await fetch(`${apiBase}${campaignPaths.report(id)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
  });
  if (!response.ok) throw new Error(`Report failed with ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `campaign-${id}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};
