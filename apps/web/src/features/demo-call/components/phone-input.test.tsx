// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input.tsx';
import type { PhoneInputValue } from './phone-input.tsx';

const Harness = () => {
  const [value, setValue] = useState<PhoneInputValue>({ country: null, number: '' });
  return <PhoneInput id="phone" value={value} onChange={setValue} />;
};

const numberField = () => screen.getByLabelText<HTMLInputElement>('Phone number');

const openList = () => fireEvent.click(screen.getByRole('button', { name: /country/i }));

const chooseCountry = (name: string) => {
  openList();
  fireEvent.click(screen.getByRole('option', { name: new RegExp(`^${name}`) }));
};

describe('PhoneInput', () => {
  afterEach(cleanup);

  it('is a disabled numeric tel field saying "Select country first" until a country is chosen', () => {
    render(<Harness />);
    const field = numberField();
    expect(field.type).toBe('tel');
    expect(field.inputMode).toBe('numeric');
    expect(field.disabled).toBe(true);
    expect(field.placeholder).toBe('Select country first');
    expect(screen.getByRole('button', { name: 'Select country' }).textContent).toContain('Select country');
  });

  it('opens and closes the list with the button', () => {
    render(<Harness />);
    openList();
    expect(screen.getByPlaceholderText('Search country...')).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Countries' })).toBeTruthy();
    openList();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists India first, filters by search and says when nothing matches', () => {
    render(<Harness />);
    openList();
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toContain('India');
    expect(options[0]?.textContent).toContain('+91');

    const search = screen.getByPlaceholderText('Search country...');
    fireEvent.change(search, { target: { value: 'GERM' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Germany'),
    ]);

    fireEvent.change(search, { target: { value: '+44' } });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('United Kingdom');

    fireEvent.change(search, { target: { value: 'zzqx' } });
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('No countries found.')).toBeTruthy();
  });

  it('choosing a country closes the list, clears the search, shows flag and dial code and focuses the number', async () => {
    render(<Harness />);
    openList();
    fireEvent.change(screen.getByPlaceholderText('Search country...'), { target: { value: 'germ' } });
    fireEvent.click(screen.getByRole('option', { name: /Germany/ }));

    expect(screen.queryByRole('listbox')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Country: Germany +49' });
    expect(trigger.querySelector('img[data-testid="country-flag"]')?.getAttribute('src')).toMatch(
      /\/de\.svg$|^data:image\/svg\+xml,/,
    );
    expect(trigger.textContent).not.toContain('🇩🇪');
    expect(trigger.textContent).toContain('+49');
    expect(numberField().disabled).toBe(false);
    expect(numberField().placeholder).toBe('e.g. 9823 4567');
    // Radix hands focus back a tick after the list unmounts.
    await waitFor(() => expect(document.activeElement).toBe(numberField()));

    openList();
    expect(screen.getByPlaceholderText<HTMLInputElement>('Search country...').value).toBe('');
  });

  it('chooses with the arrow keys and Enter, and closes on Escape', () => {
    render(<Harness />);
    openList();
    const search = screen.getByPlaceholderText('Search country...');
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Country: United States +1' })).toBeTruthy();

    openList();
    fireEvent.keyDown(screen.getByPlaceholderText('Search country...'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps digits only and says whether the number is valid for the country', () => {
    render(<Harness />);
    chooseCountry('India');
    expect(screen.queryByText('Valid phone number')).toBeNull();

    fireEvent.change(numberField(), { target: { value: '(555) 555-55a55' } });
    expect(numberField().value).toBe('5555555555');
    expect(screen.getByText('Invalid phone number for selected country.')).toBeTruthy();
    expect(numberField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(numberField(), { target: { value: '98234 56789' } });
    expect(numberField().value).toBe('9823456789');
    expect(screen.getByText('Valid phone number')).toBeTruthy();
    expect(screen.queryByText('Invalid phone number for selected country.')).toBeNull();
    expect(numberField().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(numberField(), { target: { value: '9' } });
    expect(screen.getByText('Invalid phone number for selected country.')).toBeTruthy();
  });
});
