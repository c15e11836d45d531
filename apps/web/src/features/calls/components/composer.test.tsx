// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer.tsx';

describe('Composer', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has a 4-row text area with the placeholder, and labelled tool buttons', () => {
    render(<Composer />);
    const field = screen.getByPlaceholderText("Use '@' for tag, ':' for emoji");
    expect(field.getAttribute('rows')).toBe('4');
    for (const name of ['AI assist', 'Emoji', 'Attach file', 'Voice input', 'Send']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Channel' }).textContent).toContain('Whatsapp');
  });

  it('does not send blank or whitespace-only text', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<Composer />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(info).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('  \n ');
  });

  it('logs the message and clears the field', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<Composer />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(info).toHaveBeenCalledWith('Message sent', { channel: 'whatsapp', content: 'Hello there' });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('sends on Enter and keeps Shift+Enter for a new line', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<Composer />);
    const field = screen.getByLabelText('Message');
    fireEvent.change(field, { target: { value: 'Hi' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(info).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(info).toHaveBeenCalledTimes(1);
  });
});
