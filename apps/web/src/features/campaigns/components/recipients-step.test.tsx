// @vitest-environment happy-dom
import { campaignMessages } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatKilobytes } from '../../../lib/format-kilobytes.ts';
import { RecipientsStep } from './recipients-step.tsx';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn(), loading: vi.fn() } }));

const renderStep = (campaignId: string | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecipientsStep
        campaignId={campaignId}
        threads="1"
        onThreadsChange={vi.fn()}
        onUploaded={vi.fn()}
        onBack={vi.fn()}
      />
    </QueryClientProvider>,
  );

describe('RecipientsStep', () => {
  afterEach(() => {
    cleanup();
    toastError.mockReset();
  });

  it("says 'Please create a campaign first' without a campaign", () => {
    renderStep(null);
    fireEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(toastError).toHaveBeenCalledWith(campaignMessages.createFirst);
  });

  it('asks for a CSV file, then refuses a file that is not .csv', () => {
    renderStep('c1');
    fireEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(toastError).toHaveBeenCalledWith(campaignMessages.selectCsv);
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File(['x'], 'list.xlsx')] } });
    expect(toastError).toHaveBeenCalledWith(campaignMessages.csvOnly);
  });

  it("takes the CSV in the product's drop zone, dropped or picked, not a bare file input", () => {
    renderStep('c1');
    const input = screen.getByLabelText('CSV file');
    expect(input.className).toContain('sr-only');
    expect(screen.getByText(/Drop the CSV here or/)).toBeTruthy();
    const zone = input.parentElement!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['RecipientEmail\na@example.com\n'], 'people.csv', { type: 'text/csv' })] },
    });
    expect(screen.getByTestId('csv-file').textContent).toContain('people.csv');
  });

  it('shows sizes in KB with two decimals', () => {
    expect(formatKilobytes(2048)).toBe('2.00 KB');
    expect(formatKilobytes(80)).toBe('0.08 KB');
  });
});
