import type { Queryable } from '@payment-client/server-kit/db';
import type { IdentityAccount, IdentityProviderName } from '../../contract/account/identitySignIn';
import type { ProductLocale } from '../../contract/site/locales';
import { newProductId } from '../ids';
import { IDENTITY_SIGN_IN } from '../securityPolicy';

/** One sign-in with a provider, as its start stored it. */
export interface IdentitySignIn {
  id: string;
  provider: IdentityProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
  locale: ProductLocale;
  nextPath: string | null;
  staySignedIn: boolean;
}

/** Why a provider's answer was not taken, kept on the sign-in. */
export type IdentitySignInRefusal = 'state' | 'issuer' | 'nonce' | 'idToken' | 'code' | 'cancelled' | 'providerError' | 'unavailable';

interface SignInRow {
  id: string;
  provider: IdentityProviderName;
  state: string;
  nonce: string;
  code_verifier: string;
  locale: ProductLocale;
  next_path: string | null;
  stay_signed_in: boolean;
}

const COLUMNS = 'id, provider, state, nonce, code_verifier, locale, next_path, stay_signed_in';

const fromRow = (row: SignInRow): IdentitySignIn => ({
  id: row.id,
  provider: row.provider,
  state: row.state,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  locale: row.locale,
  nextPath: row.next_path,
  staySignedIn: row.stay_signed_in,
});

export async function recordSignInStart(db: Queryable, signIn: Omit<IdentitySignIn, 'id'>, browserKeyHash: string, now: Date): Promise<IdentitySignIn> {
  // Sign-ins nobody finished are kept a day for inspection, then go.
  await db.query('DELETE FROM product.identity_sign_ins WHERE expires_at < $1', [new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()]);
  const id = newProductId('isi');
  const expiresAt = new Date(now.getTime() + IDENTITY_SIGN_IN.startTtlSeconds * 1000);
  await db.query(
    `INSERT INTO product.identity_sign_ins (id, browser_key_hash, provider, state, nonce, code_verifier, locale, next_path, stay_signed_in, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, browserKeyHash, signIn.provider, signIn.state, signIn.nonce, signIn.codeVerifier, signIn.locale, signIn.nextPath, signIn.staySignedIn, now.toISOString(), expiresAt.toISOString()],
  );
  return { id, ...signIn };
}

/**
 * The browser's sign-in with this provider, taken once: a second callback (a replayed code, a
 * reload) finds nothing, whatever its parameters. One statement, so two callbacks at once cannot
 * both take it.
 */
export async function takeProviderAnswer(db: Queryable, browserKeyHash: string, provider: IdentityProviderName, now: Date): Promise<IdentitySignIn | null> {
  const { rows } = await db.query<SignInRow>(
    `UPDATE product.identity_sign_ins SET returned_at = $3
     WHERE browser_key_hash = $1 AND provider = $2 AND returned_at IS NULL AND expires_at > $3
     RETURNING ${COLUMNS}`,
    [browserKeyHash, provider, now.toISOString()],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function recordRefusal(db: Queryable, signInId: string, reason: IdentitySignInRefusal): Promise<void> {
  await db.query('UPDATE product.identity_sign_ins SET refused_because = $2 WHERE id = $1', [signInId, reason]);
}

export async function recordSignedInAccount(db: Queryable, signInId: string, subscriberId: string, account: IdentityAccount): Promise<void> {
  await db.query('UPDATE product.identity_sign_ins SET subscriber_id = $2, account = $3 WHERE id = $1', [signInId, subscriberId, account]);
}

export interface HandOver {
  provider: IdentityProviderName;
  subscriberId: string;
  account: IdentityAccount;
  staySignedIn: boolean;
}

/** The account a finished sign-in signed in to, handed over once and only shortly after the provider answered. */
export async function takeHandOver(db: Queryable, browserKeyHash: string, now: Date): Promise<HandOver | null> {
  const { rows } = await db.query<{ provider: IdentityProviderName; subscriber_id: string; account: IdentityAccount; stay_signed_in: boolean }>(
    `UPDATE product.identity_sign_ins SET handed_over_at = $2
     WHERE browser_key_hash = $1 AND subscriber_id IS NOT NULL AND handed_over_at IS NULL AND returned_at > $3
     RETURNING provider, subscriber_id, account, stay_signed_in`,
    [browserKeyHash, now.toISOString(), new Date(now.getTime() - IDENTITY_SIGN_IN.handOverTtlSeconds * 1000).toISOString()],
  );
  const row = rows[0];
  return row ? { provider: row.provider, subscriberId: row.subscriber_id, account: row.account, staySignedIn: row.stay_signed_in } : null;
}
