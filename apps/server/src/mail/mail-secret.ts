// Single-use secrets in mail (a password-reset or invitation token). The outbox keeps the mail with
// the secret masked; the secret itself waits in the row's `secret` column only while the mail is
// pending, and is written into the text at the moment of sending. Migration 0054's trigger clears the
// column in the statement that marks the mail sent or failed, and never keeps one on a mail kept
// locally (no SMTP_URL), so no usable token stays in the database once the mail has left.

/** What the outbox shows where a secret stands: the link, masked. */
export const MASKED_SECRET = '••••••••';

/** The text to send: the mask replaced by the secret (the text as kept, when there is none). */
export const revealSecret = <T extends string | null>(body: T, secret: string | null | undefined): T =>
  (secret && body !== null ? body.replaceAll(MASKED_SECRET, secret) : body) as T;

/** Checks a mail that carries a secret: its text must show where the secret goes. */
export const assertSecretPlaced = (mail: { text: string; secret?: string | undefined }): void => {
  if (mail.secret !== undefined && !mail.text.includes(MASKED_SECRET))
    throw new Error('A mail’s secret needs its place in the text (MASKED_SECRET)');
};
