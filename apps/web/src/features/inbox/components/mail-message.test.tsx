// @vitest-environment happy-dom
import type { ThreadMail } from '@agentdesk/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailMessage } from './mail-message.tsx';

const mail = (overrides: Partial<ThreadMail>): ThreadMail => ({
  id: 'm1',
  direction: 'in',
  from_name: 'Priya Raman',
  from_address: 'priya@gmail.com',
  to_address: 'inbox@agentdesk.local',
  subject: 'Hello',
  text: 'Plain text body',
  html: null,
  has_remote_images: false,
  created_at: Date.UTC(2026, 10, 20, 12),
  delivery_status: null,
  delivery_error: null,
  attachments: [],
  ...overrides,
});

describe('MailMessage', () => {
  afterEach(cleanup);

  it('shows plain text when the mail has no HTML, with no images notice', () => {
    render(<MailMessage mail={mail({})} onShowImages={() => undefined} />);
    expect(screen.getByText('Plain text body')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show images' })).toBeNull();
  });

  it('says remote images are hidden and asks for them on request', () => {
    const onShowImages = vi.fn();
    render(
      <MailMessage
        mail={mail({
          html: '<p>Hi</p><img data-remote-src="https://x.example/a.png" alt="logo">',
          has_remote_images: true,
        })}
        onShowImages={onShowImages}
      />,
    );
    expect(screen.getByText('Remote images are hidden to protect your privacy.')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show images' }));
    expect(onShowImages).toHaveBeenCalledOnce();
  });

  it('drops the notice once the images are shown, and marks our own mail with its delivery status', () => {
    render(
      <MailMessage
        mail={mail({
          direction: 'out',
          from_name: '',
          html: '<img src="https://x.example/a.png">',
          has_remote_images: true,
          delivery_status: 'local',
        })}
        onShowImages={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Show images' })).toBeNull();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('Kept locally').getAttribute('title')).toBe(
      'No SMTP server is configured: the mail is kept in the local outbox and was not delivered.',
    );
  });

  it('names the agent a reply was sent as', () => {
    render(
      <MailMessage
        mail={mail({ direction: 'out', from_name: 'Zara (Recruiting)', delivery_status: 'sent' })}
        onShowImages={() => undefined}
      />,
    );
    expect(screen.getByText('Zara (Recruiting)')).toBeTruthy();
    expect(screen.queryByText('You')).toBeNull();
  });
});
