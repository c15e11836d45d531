import type { Db } from '../../db/client.ts';
import { MASKED_SECRET } from '../../mail/mail-secret.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createPasswordReset } from './auth.service.ts';

export type PasswordResetMail = {
  db: Db;
  mailer: Mailer;
  /** The server's public address, for the link. */
  publicUrl: string;
  email: string;
  /** An admin's reset from the Members page; the account holder's own request when absent. */
  byAdmin?: { admin: string; workspace: string };
  /** Queue it in this transaction (kick the mailer after the commit); else it leaves at once. */
  tx?: Db;
};

const textOf = (link: string, byAdmin: PasswordResetMail['byAdmin']) => {
  const setHere = `Set a new password here (the link works once, for 30 minutes):\n${link}`;
  if (!byAdmin) {
    const asked = 'Someone asked to reset the password of your AgentDesk account.';
    return `${asked}\n\n${setHere}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`;
  }
  const reset = `${byAdmin.admin} reset the password of your AgentDesk account in the workspace “${byAdmin.workspace}”`;
  const until =
    'Until you do, your password stays as it was. If the link has expired, use “Forgot password?” on the sign-in page.';
  return `${reset}, which signed you out everywhere.\n\n${setHere}\n\n${until}`;
};

/**
 * Queues a single-use reset link for a known, active account. The token travels only in the sent
 * mail: the outbox keeps the link masked (mail-secret.ts). Returns whether a mail was queued.
 */
export const mailPasswordReset = async ({
  db,
  mailer,
  publicUrl,
  email,
  byAdmin,
  tx,
}: PasswordResetMail): Promise<boolean> => {
  const reset = await createPasswordReset({ db: tx ?? db, email });
  if (!reset) return false;
  const mail = {
    kind: 'password-reset',
    to: reset.email,
    subject: 'Reset your AgentDesk password',
    text: textOf(`${publicUrl}/reset-password?token=${MASKED_SECRET}`, byAdmin),
    secret: reset.token,
  };
  await mailer.enqueue(mail, tx);
  return true;
};
