import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_HASHING, type PasswordHashingCost } from '../securityPolicy';

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string, cost: PasswordHashingCost = PASSWORD_HASHING): Promise<string> {
  const { N, r, p, keyLength, saltLength, maxmem } = cost;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PASSWORD_HASHING.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checked when the email is unknown, so a wrong email takes as long as a wrong password: one decoy
 * per cost, since its stored cost sets how long checking it takes.
 */
const decoyHashes = new Map<PasswordHashingCost, Promise<string>>();
export function decoyPasswordHash(cost: PasswordHashingCost = PASSWORD_HASHING): Promise<string> {
  let decoy = decoyHashes.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64url'), cost);
    decoyHashes.set(cost, decoy);
  }
  return decoy;
}
