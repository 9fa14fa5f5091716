import { hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';

/** One key per use, so a token or MAC made for one purpose never passes for another. */
export interface ProductKeys {
  sessionToken: Buffer;
  signInToken: Buffer;
  signUpToken: Buffer;
  otpCode: Buffer;
  rateLimitSubject: Buffer;
  mediaUrl: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'product-api', purpose, 32));
}

export function deriveProductKeys(signingSecret: string): ProductKeys {
  return {
    sessionToken: derive(signingSecret, 'session-token'),
    signInToken: derive(signingSecret, 'otp-sign-in-token'),
    signUpToken: derive(signingSecret, 'sign-up-token'),
    otpCode: derive(signingSecret, 'otp-code'),
    rateLimitSubject: derive(signingSecret, 'rate-limit-subject'),
    mediaUrl: derive(signingSecret, 'media-url'),
  };
}

/** Generated on first start and kept in the database, so sessions survive restarts. */
export async function loadProductSigningSecret(db: Queryable): Promise<string> {
  await db.query("INSERT INTO product.settings (name, value) VALUES ('signing_secret', $1) ON CONFLICT (name) DO NOTHING", [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM product.settings WHERE name = 'signing_secret'");
  const secret = rows[0]?.value;
  if (!secret) throw new Error('The product signing secret could not be stored');
  return secret;
}
