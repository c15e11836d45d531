import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { storeInboundMail } from '../mail/inbound-mail.ts';

export type TestMail = {
  from: string;
  to?: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  attachments?: { filename: string; content: string; contentType?: string }[];
  headers?: Record<string, string>;
};

/** A mail as a client would send it, in RFC 5322 bytes. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

export const buildRawMail = async (mail: TestMail): Promise<Buffer> => {
  const info = await composer.sendMail({
    from: mail.from,
    to: mail.to ?? 'inbox@agentdesk.local',
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId ? `<${mail.messageId}>` : undefined,
    inReplyTo: mail.inReplyTo ? `<${mail.inReplyTo}>` : undefined,
    references: mail.references?.map((r) => `<${r}>`),
    attachments: mail.attachments,
    headers: mail.headers,
  });
  return info.message as Buffer;
};

/** Stores a mail as the SMTP listener would (parse, then store). */
export const receiveTestMail = async (db: Db, mail: TestMail, now?: Date) => {
  const raw = await buildRawMail(mail);
  return storeInboundMail({ db, parsed: await simpleParser(raw), raw, envelope: { from: mail.from, to: [mail.to ?? 'inbox@agentdesk.local'] }, now });
};
