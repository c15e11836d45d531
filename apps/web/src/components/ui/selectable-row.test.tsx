// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectableRow } from './selectable-row.tsx';

const Where = () => <output>{useLocation().pathname}</output>;

const renderRows = (rows: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/list']}>
      <ul>{rows}</ul>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('SelectableRow', () => {
  it('marks only the open item with aria-current and the brand tint', () => {
    renderRows(
      <>
        <li>
          <SelectableRow to="/list/a" isSelected data-testid="row">
            A
          </SelectableRow>
        </li>
        <li>
          <SelectableRow to="/list/b" isSelected={false} data-testid="row">
            B
          </SelectableRow>
        </li>
      </>,
    );
    const [open, other] = screen.getAllByTestId('row');
    expect(open!.getAttribute('aria-current')).toBe('true');
    expect(open!.className).toContain('bg-brand-soft');
    expect(open!.className).toContain('border-l-brand');
    expect(other!.getAttribute('aria-current')).toBeNull();
    expect(other!.className).toContain('border-l-transparent');
    expect(other!.className).toContain('hover:bg-gray-50');
    // Both carry the list's rule and the keyboard focus ring.
    for (const row of [open!, other!]) expect(row.className).toContain('border-b border-l-2');
    for (const row of [open!, other!]) expect(row.className).toContain('focus-visible:ring-2');
  });

  it('in a list that keeps nothing open, has no selection bar and no aria-current', () => {
    renderRows(
      <li>
        <SelectableRow to="/list/a" className="grid px-4">
          A
        </SelectableRow>
      </li>,
    );
    const row = screen.getByRole('link', { name: 'A' });
    expect(row.getAttribute('aria-current')).toBeNull();
    expect(row.className).not.toContain('border-l-2');
    expect(row.className).toContain('hover:bg-gray-50');
    expect(row.className).toContain('grid px-4');
  });

  it('is a link: it opens its item and hands on data attributes and handlers', () => {
    let clicked = 0;
    renderRows(
      <li>
        <SelectableRow to="/list/b" isSelected={false} data-item-id="b" onClick={() => (clicked += 1)}>
          B
        </SelectableRow>
      </li>,
    );
    const row = screen.getByRole('link', { name: 'B' });
    expect(row.getAttribute('href')).toBe('/list/b');
    expect(row.getAttribute('data-item-id')).toBe('b');
    fireEvent.click(row);
    expect(clicked).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('/list/b');
  });
});
