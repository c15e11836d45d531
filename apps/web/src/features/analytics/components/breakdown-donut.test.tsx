// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BreakdownDonut } from './breakdown-donut.tsx';
import type { DonutSegment } from './breakdown-donut.tsx';

const renderDonut = (segments: DonutSegment[]) => {
  const element = <BreakdownDonut title="Outcome" summaryLabel="By outcome" segments={segments} data-testid="donut" />;
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
};

describe('BreakdownDonut', () => {
  afterEach(cleanup);

  it("names one call in the singular: '1 call', never '1 calls'", () => {
    renderDonut([
      { id: 'successful', label: 'Successful', value: 1, color: '#16a34a', href: '/conversations' },
      { id: 'unsuccessful', label: 'Unsuccessful', value: 0, color: '#dc2626' },
    ]);
    const centre = screen.getByTestId('donut').querySelector('[aria-hidden="true"].pointer-events-none');
    expect(centre?.textContent).toBe('1call');
    expect(screen.getByTitle('Successful: 1 call')).toBeTruthy();
    expect(screen.queryByText(/\b1 calls\b/)).toBeNull();
  });

  it('names several calls in the plural', () => {
    renderDonut([
      { id: 'successful', label: 'Successful', value: 2, color: '#16a34a', href: '/conversations' },
      { id: 'unsuccessful', label: 'Unsuccessful', value: 1, color: '#dc2626', href: '/conversations' },
    ]);
    const centre = screen.getByTestId('donut').querySelector('[aria-hidden="true"].pointer-events-none');
    expect(centre?.textContent).toBe('3calls');
    expect(screen.getByTitle('Successful: 2 calls')).toBeTruthy();
    expect(screen.getByTitle('Unsuccessful: 1 call')).toBeTruthy();
  });
});
