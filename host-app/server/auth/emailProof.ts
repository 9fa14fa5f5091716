import type { Queryable } from '@payment-client/server-kit/db';
import { markEmailVerified, type SubscriberRow } from '../subscribers/subscriberStore';
import { revokeEverySession } from './sessions';
import { signUpChallengeKey } from './signUpVerification';

/**
 * Someone entered a sign-in code sent to the account's email, so they own it. If the email was
 * never proven, whoever made the account may have typed someone else's email: the password they
 * chose, every session they hold and their pending sign-up code all stop working.
 */
export async function takeOverUnprovenEmail(tx: Queryable, subscriber: SubscriberRow, now: Date): Promise<SubscriberRow> {
  if (subscriber.email_verified_at !== null) return subscriber;
  await revokeEverySession(tx, subscriber.id, now);
  await tx.query('UPDATE product.otp_challenges SET superseded_at = $2 WHERE target = $1 AND superseded_at IS NULL AND consumed_at IS NULL', [
    signUpChallengeKey(subscriber.id),
    now.toISOString(),
  ]);
  return (await markEmailVerified(tx, subscriber.id, now, { dropPassword: true })) ?? subscriber;
}
