import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// What the Inbox suites (inbox.test.ts, inbox-mail.test.ts) read on the page, and mail sent to the
// app's inbound SMTP server.

export const params = (page: Page) => new URL(page.url()).searchParams;
export const countIn = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/\D/g, ''));

export const sendMail = (mail: {
  from: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string }[];
}) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: inject('inboundSmtpPort'), secure: false, ignoreTLS: true })
    .sendMail({ ...mail, to: 'inbox@agentdesk.local' });
