import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals and opens secrets kept in the database (AES-256-GCM, a random 96-bit IV per value). */
export type SecretBox = {
  seal: (plain: string) => string;
  /** The secret again; throws when the value was sealed under another key or was altered. */
  open: (sealed: string) => string;
};

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * A box keyed by ENCRYPTION_KEY (or the key generated into DATA_DIR): its SHA-256 is the AES key, so
 * any long random string serves. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export const createSecretBox = (secret: string): SecretBox => {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};
