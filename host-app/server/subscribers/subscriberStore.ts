import type { Queryable } from '../../../sandbox/db';
import type { OtpTarget } from '../../shared/apiRequests';
import type { Profile } from '../../shared/apiTypes';
import { newProductId } from '../ids';

export interface SubscriberRow {
  id: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  password_hash: string | null;
  avatar: string;
  country: string;
}

const COLUMNS = 'id, full_name, email, phone_number, password_hash, avatar, country';

/** Section 3 profile: absent email, phone, avatar and country are empty strings. */
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
}

export async function insertSubscriber(db: Queryable, subscriber: NewSubscriber, now: Date): Promise<SubscriberRow> {
  const { rows } = await db.query<SubscriberRow>(
    `INSERT INTO product.subscribers (id, full_name, email, phone_number, password_hash, country, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
    [newProductId('sub'), subscriber.fullName, subscriber.email, subscriber.phoneNumber, subscriber.passwordHash, subscriber.country, now.toISOString()],
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

/** SQLSTATE 23505: a unique email or phone was taken between the check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}
