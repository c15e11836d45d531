// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  afterEach(cleanup);

  it('labels the input and leaves it valid and undescribed when there is neither hint nor error', () => {
    render(<TextField id="email" label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input).toHaveProperty('type', 'email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('describes the input by its hint and error, and marks it invalid only with an error', () => {
    const { rerender } = render(<TextField id="password" label="Password" hint="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe('password-hint');
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    rerender(<TextField id="password" label="Password" hint="At least 8 characters." error="Too short" />);
    expect(input.getAttribute('aria-describedby')).toBe('password-hint password-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('password-error')?.textContent).toBe('Too short');
  });

  it('can be marked invalid without a message', () => {
    render(<TextField id="sign-in-email" label="Email" isInvalid />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('gives type="password" the visibility toggle, named by its title and text rather than aria-label', () => {
    render(<TextField id="current-password" label="Current password" type="password" />);
    const input = screen.getByLabelText('Current password');
    expect(input).toHaveProperty('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('title')).toBe('Show password');
    expect(toggle.hasAttribute('aria-label')).toBe(false);
    fireEvent.click(toggle);
    expect(input).toHaveProperty('type', 'text');
  });

  it('renders its children between the input and the hint', () => {
    render(
      <TextField id="p" label="Password" type="password" hint="Hint">
        <a href="/reset-password">Forgot password?</a>
      </TextField>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    const hint = document.getElementById('p-hint');
    expect(hint !== null && link.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
