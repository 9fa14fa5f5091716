import type { Queryable } from '@payment-client/server-kit/db';
import type { IdentityAccount, IdentityProviderName } from '../../contract/account/identitySignIn';
import { takeOverUnprovenEmail } from '../auth/emailProof';
import { findSubscriberByEmail, findSubscriberById, insertSubscriber, type SubscriberRow } from '../subscribers/subscriberStore';
import type { ProviderIdentity } from './identityClaims';

export interface IdentitySignInAccount {
  subscriber: SubscriberRow;
  account: IdentityAccount;
}

async function linkIdentity(tx: Queryable, provider: IdentityProviderName, identity: ProviderIdentity, subscriberId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO product.subscriber_identities (provider, subject, subscriber_id, email, linked_at, last_sign_in_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [provider, identity.subject, subscriberId, identity.email, now.toISOString()],
  );
}

/** Apple shares the name once: a later sign-in without it keeps the name, and no sign-in replaces one the account has. */
async function keepFirstName(tx: Queryable, subscriber: SubscriberRow, identity: ProviderIdentity, now: Date): Promise<SubscriberRow> {
  if (subscriber.full_name !== '' || identity.name === null) return subscriber;
  const { rows } = await tx.query<{ full_name: string }>('UPDATE product.subscribers SET full_name = $2, updated_at = $3 WHERE id = $1 RETURNING full_name', [
    subscriber.id,
    identity.name,
    now.toISOString(),
  ]);
  return { ...subscriber, full_name: rows[0]?.full_name ?? subscriber.full_name };
}

/**
 * The account a provider's identity signs in to (SEC-29): the one its subject is linked to; else
 * the account whose email equals the provider's verified email, now linked; else a new one. An
 * email the provider has not verified links to nothing and is not kept, so nobody reaches or
 * reserves an account by an address they did not prove. An Apple relay address is an email like
 * any other: it links only to an account that has that very address.
 */
export async function accountForIdentity(tx: Queryable, provider: IdentityProviderName, identity: ProviderIdentity, now: Date): Promise<IdentitySignInAccount> {
  const { rows } = await tx.query<{ subscriber_id: string }>('SELECT subscriber_id FROM product.subscriber_identities WHERE provider = $1 AND subject = $2 FOR UPDATE', [
    provider,
    identity.subject,
  ]);
  const linked = rows[0] ? await findSubscriberById(tx, rows[0].subscriber_id) : undefined;
  if (linked) {
    await tx.query('UPDATE product.subscriber_identities SET last_sign_in_at = $3 WHERE provider = $1 AND subject = $2', [provider, identity.subject, now.toISOString()]);
    return { subscriber: await keepFirstName(tx, linked, identity, now), account: 'returning' };
  }
  const provenEmail = identity.emailVerified ? identity.email : null;
  const sameEmail = provenEmail === null ? undefined : await findSubscriberByEmail(tx, provenEmail);
  if (sameEmail) {
    // The provider proved the email, as a code sent to it would: an account whose email nobody proved is taken over.
    const subscriber = await takeOverUnprovenEmail(tx, sameEmail, now);
    await linkIdentity(tx, provider, identity, subscriber.id, now);
    return { subscriber: await keepFirstName(tx, subscriber, identity, now), account: 'linked' };
  }
  const subscriber = await insertSubscriber(
    tx,
    { fullName: identity.name ?? '', email: provenEmail, phoneNumber: null, passwordHash: null, country: '', emailVerified: provenEmail !== null, madeByIdentityProvider: true },
    now,
  );
  await linkIdentity(tx, provider, identity, subscriber.id, now);
  return { subscriber, account: 'new' };
}
