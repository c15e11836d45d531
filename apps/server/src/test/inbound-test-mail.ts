import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import type { InboundResult } from '../mail/inbound-mail.ts';
import { deliverInboundMail } from '../mail/inbound-routing.ts';

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

/** Delivers a mail as the SMTP listener would (parse, route, store): what happened in each workspace it went to. */
export const deliverTestMail = async (db: Db, mail: TestMail, now?: Date) => {
  const raw = await buildRawMail(mail);
  return deliverInboundMail({
    db,
    parsed: await simpleParser(raw),
    raw,
    envelope: { from: mail.from, to: [mail.to ?? 'inbox@agentdesk.local'] },
    now,
  });
};

/** Delivers a mail meant for one workspace (the bare address: the first) and tells what happened there. */
export const receiveTestMail = async (db: Db, mail: TestMail, now?: Date): Promise<InboundResult> => {
  const results = await deliverTestMail(db, mail, now);
  if (results.length !== 1) throw new Error(`the mail went to ${results.length} workspaces`);
  const { workspaceId: _workspaceId, ...result } = results[0]!;
  return result;
};
