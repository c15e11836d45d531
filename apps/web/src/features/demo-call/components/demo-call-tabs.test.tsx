// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoCallTabs } from './demo-call-tabs.tsx';
import { queryClientAs } from '../../../test/workspaces.ts';

const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={queryClientAs('member')}>{ui}</QueryClientProvider>);

// Radix Tabs switch on mousedown (with the primary button) rather than click.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('DemoCallTabs', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens on the Call tab with its section, and has Mail and Onboarding', () => {
    render(<DemoCallTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Call', 'Mail', 'Onboarding']);
    expect(screen.getByRole('tab', { name: 'Call' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Call Section' })).toBeTruthy();
  });

  it('shows honest empty states on Mail and Onboarding', () => {
    render(<DemoCallTabs />);
    openTab('Mail');
    expect(screen.getByText('The e-mail campaign wizard is on its way.')).toBeTruthy();
    openTab('Onboarding');
    expect(screen.getByText('The onboarding document viewer is on its way.')).toBeTruthy();
  });

  it("offers 'select' first, then the call types; 'select' is the placeholder, not a choice", () => {
    render(<DemoCallTabs />);
    const trigger = screen.getByRole('combobox', { name: 'Call type' });
    expect(trigger.textContent).toContain('select');
    expect(trigger.hasAttribute('data-placeholder')).toBe(true);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'select',
      'Loan Qualification Call',
      'Loan Document collection call',
      'Loan Document recollection call',
      'POS Qualification Call',
      'Zara screening call',
      'Zara interview scheduling call',
      'Inward call',
      'Exhibition initial call',
    ]);
    const [first, ...choices] = within(listbox).getAllByRole('option');
    expect(first?.getAttribute('aria-disabled')).toBe('true');
    expect(choices.every((option) => option.getAttribute('aria-disabled') !== 'true')).toBe(true);
  });

  it("'Initiate a Call' with nothing chosen says what is missing, with no dialog and no request", () => {
    const alert = vi.fn();
    const status = { message: 'ok', total: 1, data: { can_place_calls: false, call_types: [] } };
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(status)));
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('fetch', fetchSpy);
    render(<DemoCallTabs />);

    fireEvent.click(screen.getByRole('button', { name: 'Initiate a Call' }));
    expect(screen.getByText('Select a country.')).toBeTruthy();
    expect(screen.getByText('Select a call type.')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
