// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipsInput } from './chips-input.tsx';

afterEach(cleanup);

const Skills = ({ initial = [] as string[] }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="skills">Skills</label>
      <ChipsInput id="skills" value={value} onChange={setValue} max={4} maxLength={10} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
};

const field = () => screen.getByLabelText<HTMLInputElement>('Skills');
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const paste = (text: string) => fireEvent.paste(field(), { clipboardData: { getData: () => text } });

describe('ChipsInput', () => {
  it('adds what is typed on Enter, at a comma, on a paste with commas and on leaving the field, each once', () => {
    render(<Skills />);
    fireEvent.change(field(), { target: { value: 'Go' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.change(field(), { target: { value: 'SQL, Ru' } });
    expect(field().value).toBe('Ru');
    fireEvent.change(field(), { target: { value: 'go' } });
    fireEvent.blur(field());
    expect(value()).toEqual(['Go', 'SQL']);
    paste('Rust,\nKafka, Docker');
    // At most four.
    expect(value()).toEqual(['Go', 'SQL', 'Rust', 'Kafka']);
    expect(field().value).toBe('');
  });

  it('removes a chip with its button, and takes the last back to edit with Backspace in an empty field', () => {
    render(<Skills initial={['Go', 'SQL', 'Kubernetes']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(value()).toEqual(['Go', 'Kubernetes']);
    expect(document.activeElement).toBe(field());
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(value()).toEqual(['Go']);
    expect(field().value).toBe('Kubernetes');
  });

  it('lets Enter submit the form when nothing is typed', () => {
    render(<Skills initial={['Go']} />);
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
