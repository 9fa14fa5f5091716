import type { Queryable } from '@payment-client/server-kit/db';
import type { OtpTarget } from '../../contract/account/accountRequests';
import type { Profile } from '../../contract/account/accountTypes';
import { newProductId } from '../ids';

export interface SubscriberRow {
  id: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  password_hash: string | null;
  avatar: string;
  country: string;
  /** When a code sent to the email was entered; until then the email holds no password sign-in. */
  email_verified_at: Date | null;
}

const COLUMNS = 'id, full_name, email, phone_number, password_hash, avatar, country, email_verified_at';

/** Profile (PR-AUTH-8): absent email, phone, avatar and country are empty strings. */
export function profileOf(row: SubscriberRow): Profile {
  return { id: row.id, fullName: row.full_name, email: row.email ?? '', avatar: row.avatar, country: row.country, phoneNumber: row.phone_number ?? '' };
}

export async function findSubscriberById(db: Queryable, id: string): Promise<SubscriberRow | undefined> {
  const { rows } = await db.query<SubscriberRow>(`SELECT ${COLUMNS} FROM product.subscribers WHERE id = $1`, [id]);
  return rows[0];
}

export async function findSubscriberByEmail(db: Queryable, email: string): Promise<SubscriberRow | undefined> {
  const { rows } = await db.query<SubscriberRow>(`SELECT ${COLUMNS} FROM product.subscribers WHERE email = $1`, [email]);
  return rows[0];
}

/** The account a one-time code signs in to: by phone for SMS codes, by email for email codes. */
export async function findSubscriberByOtpTarget(db: Queryable, target: OtpTarget): Promise<SubscriberRow | undefined> {
  const column = target.kind === 'email' ? 'email' : 'phone_number';
  const { rows } = await db.query<SubscriberRow>(`SELECT ${COLUMNS} FROM product.subscribers WHERE ${column} = $1`, [target.value]);
  return rows[0];
}

export interface NewSubscriber {
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  passwordHash: string | null;
  country: string;
  /** True when the account is made by a code sent to its email. */
  emailVerified: boolean;
  /** Made by an identity provider's sign-in: the account may have neither email nor phone. */
  madeByIdentityProvider?: boolean;
}

export async function insertSubscriber(db: Queryable, subscriber: NewSubscriber, now: Date): Promise<SubscriberRow> {
  const { rows } = await db.query<SubscriberRow>(
    `INSERT INTO product.subscribers (id, full_name, email, phone_number, password_hash, country, email_verified_at, created_at, updated_at, made_by_identity_provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING ${COLUMNS}`,
    [
      newProductId('sub'),
      subscriber.fullName,
      subscriber.email,
      subscriber.phoneNumber,
      subscriber.passwordHash,
      subscriber.country,
      subscriber.emailVerified ? now.toISOString() : null,
      now.toISOString(),
      subscriber.madeByIdentityProvider ?? false,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The subscriber was not stored');
  return row;
}

export async function updateSubscriber(
  db: Queryable,
  id: string,
  changes: { fullName?: string; avatar?: string },
  now: Date,
): Promise<SubscriberRow | undefined> {
  const { rows } = await db.query<SubscriberRow>(
    `UPDATE product.subscribers SET full_name = COALESCE($2, full_name), avatar = COALESCE($3, avatar), updated_at = $4
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, changes.fullName ?? null, changes.avatar ?? null, now.toISOString()],
  );
  return rows[0];
}

/** A viewer's country choice (an ISO market code, or '' for none). */
export async function updateSubscriberCountry(db: Queryable, id: string, country: string, now: Date): Promise<SubscriberRow | undefined> {
  const { rows } = await db.query<SubscriberRow>(`UPDATE product.subscribers SET country = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    country,
    now.toISOString(),
  ]);
  return rows[0];
}

/**
 * Records that a code sent to the account's email was entered; `dropPassword` when the password
 * may have been chosen by someone else. Undefined when the email was already proven.
 */
export async function markEmailVerified(db: Queryable, id: string, now: Date, options: { dropPassword: boolean }): Promise<SubscriberRow | undefined> {
  const { rows } = await db.query<SubscriberRow>(
    `UPDATE product.subscribers SET email_verified_at = $2, updated_at = $2, password_hash = CASE WHEN $3 THEN NULL ELSE password_hash END
     WHERE id = $1 AND email_verified_at IS NULL RETURNING ${COLUMNS}`,
    [id, now.toISOString(), options.dropPassword],
  );
  return rows[0];
}

/**
 * Sign-up again with the email of an account whose code was never entered and that never had a
 * session: nothing in it belongs to anyone yet, so the new details replace the old. Answers the
 * account id, or null when the email belongs to a real account.
 */
export async function restartPendingSignUp(
  db: Queryable,
  email: string,
  details: Pick<NewSubscriber, 'fullName' | 'passwordHash' | 'country'>,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE product.subscribers AS subscriber SET full_name = $2, password_hash = $3, country = $4, updated_at = $5
     WHERE subscriber.email = $1 AND subscriber.email_verified_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM product.sessions WHERE sessions.subscriber_id = subscriber.id)
     RETURNING subscriber.id`,
    [email, details.fullName, details.passwordHash, details.country, now.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** SQLSTATE 23505: a unique email or phone was taken between the check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}
