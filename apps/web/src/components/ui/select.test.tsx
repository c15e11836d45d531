// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

afterEach(cleanup);

const open = () => fireEvent.keyDown(screen.getByRole('combobox', { name: 'Fruit' }), { key: 'Enter' });

describe('Select (SPEC §9 dropdown texts)', () => {
  it("shows 'Select option' until a value is chosen, and reports the choice", async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        aria-label="Fruit"
        value=""
        onValueChange={onValueChange}
        options={[{ value: 'apple', label: 'Apple' }]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toContain('Select option');
    open();
    // The list is at most 250 px tall (SPEC §9), less where the window has less room.
    expect((await screen.findByRole('listbox')).className).toContain('max-h-[min(250px,');
    fireEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    expect(onValueChange).toHaveBeenCalledWith('apple');
  });

  it('never offers its placeholder as a choice: an empty-valued option is it, listed but disabled', async () => {
    const onValueChange = vi.fn();
    const options = [
      { value: '', label: 'select' },
      { value: 'apple', label: 'Apple' },
    ];
    render(<Select aria-label="Fruit" value="" onValueChange={onValueChange} options={options} />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.textContent).toBe('select');
    expect(trigger.hasAttribute('data-placeholder')).toBe(true);
    open();
    const empty = await screen.findByRole('option', { name: 'select' });
    expect(empty.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(empty);
    expect(onValueChange).not.toHaveBeenCalled();
    // The placeholder's words are no choosable option's.
    const choosable = screen.getAllByRole('option').filter((option) => option.getAttribute('aria-disabled') !== 'true');
    expect(choosable.map((option) => option.textContent)).toEqual(['Apple']);
    fireEvent.click(screen.getByRole('option', { name: 'Apple' }));
    expect(onValueChange).toHaveBeenCalledWith('apple');
  });

  it("says 'No options available' when the list is empty, and 'Loading...' while it loads", async () => {
    const { rerender } = render(<Select aria-label="Fruit" value="" onValueChange={() => undefined} options={[]} />);
    open();
    expect(await screen.findByText('No options available')).toBeTruthy();
    rerender(<Select aria-label="Fruit" value="" onValueChange={() => undefined} options={[]} isLoading />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('has the 32, 40 and 48 px minimum heights for small, medium (default) and large', () => {
    for (const [size, expected] of [
      ['sm', 'min-h-8'],
      [undefined, 'min-h-10'],
      ['lg', 'min-h-12'],
    ] as const) {
      render(<Select aria-label="Fruit" value="" onValueChange={() => undefined} options={[]} size={size} />);
      expect(screen.getByRole('combobox', { name: 'Fruit' }).className).toContain(expected);
      cleanup();
    }
  });
});
