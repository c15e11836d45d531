import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { chromium } from 'playwright-core';

// What the inbox bench measures beside the list's reads: the rows a scrolled list keeps in Chromium's
// DOM, and the mails per second the inbound SMTP listener stores.

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Rows of the list in the DOM with the whole mail tab loaded into the virtualizer's range, scrolled through. */
export const measureRenderedRows = async (
  baseUrl: string,
  token: string,
): Promise<{ maxRows: number; total: string }> => {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
    await page.goto('/authentication');
    await page.evaluate((t) => {
      localStorage.setItem('agentdesk.token', t);
      localStorage.setItem('agentdesk.user', JSON.stringify({ email: 'bench@example.com', username: 'bench' }));
    }, token);
    await page.goto('/inbox?type=mails&subFilter=all');
    await page.getByTestId('inbox-row').first().waitFor({ timeout: 60_000 });
    let maxRows = await page.getByTestId('inbox-row').count();
    // Scroll far down several times: pages load as the end nears, the DOM keeps only the window.
    for (let step = 0; step < 20; step += 1) {
      await page.getByTestId('inbox-list').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(250);
      maxRows = Math.max(maxRows, await page.getByTestId('inbox-row').count());
    }
    const total = (await page.getByTestId('inbox-total').textContent()) ?? '';
    return { maxRows, total };
  } finally {
    await browser.close();
  }
};

/** Mails per second the listener accepts with 250 (each stored in PostgreSQL before the answer). */
export const measureSmtp = async (port: number, messages: number): Promise<number> => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
    maxMessages: Infinity,
  });
  const began = performance.now();
  const sends = Array.from({ length: messages }, (_, i) =>
    transport.sendMail({
      from: `Sender ${i} <sender${i}@gmail.com>`,
      to: 'inbox@agentdesk.local',
      subject: `Bench ${i}`,
      text: `Inbound bench mail ${i}`,
    }),
  );
  await Promise.all(sends);
  const seconds = (performance.now() - began) / 1000;
  transport.close();
  return messages / seconds;
};
