// @vitest-environment happy-dom
import { KEPT_LOCALLY_HINT, KEPT_LOCALLY_LABEL, type Campaign } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignProgress } from './campaign-progress.tsx';
import { CampaignStepMarkers } from './campaign-step-markers.tsx';
import { queryClientAs } from '../../../test/workspaces.ts';

const render = (ui: ReactNode, role: WorkspaceRole = 'admin') =>
  renderBare(<QueryClientProvider client={queryClientAs(role)}>{ui}</QueryClientProvider>);

const campaign = (progress: Campaign['progress'], failures: Campaign['failures'] = []): Campaign => ({
  id: 'c1',
  category: 'Sales',
  campaign_name: 'Spring',
  attachment_uri: 'https://x.example/b.pdf',
  intent: '',
  send_static_content: true,
  subject: 'Hi',
  body: 'Body',
  step: 4,
  no_of_thread: 4,
  triggered_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
  progress,
  recipients: [],
  failures,
  replies_sent: 0,
});

afterEach(cleanup);

describe('CampaignProgress', () => {
  it('shows live counts while sending, without the report', () => {
    render(
      <CampaignProgress
        campaign={campaign({ total: 10, sent: 3, kept_locally: 0, failed: 1, pending: 6, is_done: false })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Sending… 4 of 10');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('button', { name: 'Download report' })).toBeNull();
  });

  it('shows the final report with each failure and its reason', () => {
    const failure = {
      RecipientEmail: 'bounce@example.com',
      RecipientInfo: '',
      status: 'failed' as const,
      error: '550 Mailbox unavailable',
      attempts: 1,
    };
    render(
      <CampaignProgress
        campaign={campaign({ total: 3, sent: 2, kept_locally: 0, failed: 1, pending: 0, is_done: true }, [failure])}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Finished: 2 sent, 1 failed of 3');
    expect(screen.getByRole('list', { name: 'Failed recipients' }).textContent).toBe(
      'bounce@example.com550 Mailbox unavailable',
    );
    expect(screen.getByRole('button', { name: 'Download report' })).toBeTruthy();
  });

  it('says which mails were kept locally because no SMTP server is configured, as the Sent folder does', () => {
    render(
      <CampaignProgress
        campaign={campaign({ total: 3, sent: 3, kept_locally: 3, failed: 0, pending: 0, is_done: true })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Finished: 0 sent, 3 kept locally, 0 failed of 3');
    expect(screen.getByTestId('kept-locally-note').textContent).toBe(KEPT_LOCALLY_HINT);
    expect(screen.getByText(KEPT_LOCALLY_LABEL)).toBeTruthy();
  });

  it('the report download is an export: admins only', () => {
    render(
      <CampaignProgress
        campaign={campaign({ total: 3, sent: 3, kept_locally: 0, failed: 0, pending: 0, is_done: true })}
      />,
      'member',
    );
    expect(screen.getByRole('status').textContent).toBe('Finished: 3 sent, 0 failed of 3');
    expect(screen.queryByRole('button', { name: 'Download report' })).toBeNull();
  });
});

describe('CampaignStepMarkers', () => {
  it('marks every step up to the current one active and the current one as the step', () => {
    render(<CampaignStepMarkers step={3} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-active'))).toEqual(['true', 'true', 'true', 'false']);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step 1: Campaign Details',
      'Step 2: Upload Recipients',
      '3Step 3: Send Email',
      '4Step 4: Send Email Reply',
    ]);
  });
});
