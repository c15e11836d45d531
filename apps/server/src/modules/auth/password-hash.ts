import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

const scryptAsync = (password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const N = 2 ** cost;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** scrypt hash in the form `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, so the cost can rise later. */
export const hashPassword = async (password: string, cost: number): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
};

/** Constant-time check; a malformed stored hash simply does not match. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [algorithm, costText, rText, pText, saltText, keyText] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltText || !keyText) return false;
  const cost = Number(costText);
  const r = Number(rText);
  const p = Number(pText);
  if (![cost, r, p].every(Number.isInteger) || cost < 1 || cost > 22) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), cost, r, p);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** Whether a stored hash was made with a lower cost than configured (rehash on next sign-in). */
export const needsRehash = (stored: string, cost: number): boolean => Number(stored.split('$')[1]) < cost;
