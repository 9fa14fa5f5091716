import type { IDToken } from 'openid-client';

/** What the site takes from a provider's ID token. */
export interface ProviderIdentity {
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  /** Only a verified email may link to an existing account, or be kept on a new one. */
  emailVerified: boolean;
  /** Apple's "Hide My Email" relay address. */
  privateEmail: boolean;
  /** Null when the provider did not share it (Apple shares it on the first authorization only). */
  name: string | null;
}

const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 120;

/** Apple sends its booleans as strings ("true"); others as JSON booleans. */
const isTrue = (value: unknown) => value === true || value === 'true';

function text(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  return trimmed === '' ? null : trimmed.slice(0, maxLength);
}

/** The identity in ID token claims already checked by openid-client (issuer, audience, expiry, nonce). */
export function identityOf(claims: IDToken): ProviderIdentity {
  const email = text(claims.email, EMAIL_MAX_LENGTH)?.toLowerCase() ?? null;
  const validEmail = email !== null && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
  const joined = [claims.given_name, claims.family_name].filter((part) => typeof part === 'string').join(' ');
  return {
    subject: claims.sub,
    email: validEmail,
    emailVerified: validEmail !== null && isTrue(claims.email_verified),
    privateEmail: isTrue(claims.is_private_email),
    name: text(claims.name, NAME_MAX_LENGTH) ?? text(joined, NAME_MAX_LENGTH),
  };
}
