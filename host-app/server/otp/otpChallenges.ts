import type { Queryable } from '@payment-client/server-kit/db';
import { issueToken } from '@payment-client/server-kit/jwt';
import type { OtpTarget } from '../../contract/account/accountRequests';
import type { OtpSent, OtpVerified } from '../../contract/account/accountTypes';
import { ResultCode } from '../../contract/http/resultCodes';
import type { ProductContext } from '../context';
import { ProductApiError, wrongInput } from '../http/apiError';
import { newProductId } from '../ids';
import { OTP } from '../securityPolicy';
import { findSubscriberByOtpTarget } from '../subscribers/subscriberStore';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otpCode';

export const OTP_SIGN_IN_SCOPE = 'otp-sign-in';

/**
 * Stores a new code under `challengeKey` and hands it to the sender, inside the caller's
 * transaction: a code that could not be sent is never stored. Any earlier open code under the
 * same key stops working. The key is the target itself for sign-in; other flows use their own
 * key, so a sign-in code and a payment code to the same phone never replace or stand for each other.
 */
export async function writeOtpChallenge(tx: Queryable, context: ProductContext, target: OtpTarget, now: Date, challengeKey = target.value): Promise<OtpSent> {
  return (await writeNamedOtpChallenge(tx, context, target, now, challengeKey)).sent;
}

/** As `writeOtpChallenge`, with the new challenge's id for a flow that binds a token to this one code. */
export async function writeNamedOtpChallenge(
  tx: Queryable,
  context: ProductContext,
  target: OtpTarget,
  now: Date,
  challengeKey: string,
): Promise<{ challengeId: string; sent: OtpSent }> {
  const challengeId = newProductId('otp');
  const code = generateOtpCode();
  const expiresAt = new Date(now.getTime() + OTP.ttlSeconds * 1000);
  const channel = target.kind === 'email' ? 'email' : 'sms';
  await tx.query('UPDATE product.otp_challenges SET superseded_at = $2 WHERE target = $1 AND superseded_at IS NULL AND consumed_at IS NULL', [
    challengeKey,
    now.toISOString(),
  ]);
  await tx.query(
    'INSERT INTO product.otp_challenges (id, target, channel, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [challengeId, challengeKey, channel, hashOtpCode(context.keys.otpCode, challengeId, code), now.toISOString(), expiresAt.toISOString()],
  );
  await context.otpSender.send({ target, code, sentAt: now, expiresAt });
  return { challengeId, sent: { channel, codeLength: OTP.codeLength, expiresAt: expiresAt.toISOString(), resendAfterSeconds: OTP.resendAfterSeconds } };
}

/** Sends a new sign-in code; any earlier open code for the same target stops working. */
export async function startOtpChallenge(context: ProductContext, target: OtpTarget, now: Date): Promise<OtpSent> {
  return context.db.transaction((tx) => writeOtpChallenge(tx, context, target, now));
}

interface ChallengeRow {
  id: string;
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

export type OtpCheckOutcome = { kind: 'verified'; challengeId: string } | { kind: 'missing' | 'expired' | 'locked' | 'wrong' | 'lockedNow' };
export type OtpRefusedOutcome = Exclude<OtpCheckOutcome, { kind: 'verified' }>;

/**
 * Checks a code against the latest open challenge under `challengeKey`, inside the caller's
 * transaction. A wrong try is recorded, so the caller must commit before answering the refusal.
 */
export async function checkOtpCode(tx: Queryable, context: ProductContext, challengeKey: string, code: string, now: Date): Promise<OtpCheckOutcome> {
  const { rows } = await tx.query<ChallengeRow>(
    `SELECT id, code_hash, expires_at, failed_attempts FROM product.otp_challenges
     WHERE target = $1 AND superseded_at IS NULL AND verified_at IS NULL
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [challengeKey],
  );
  const challenge = rows[0];
  if (!challenge) return { kind: 'missing' };
  if (new Date(challenge.expires_at).getTime() <= now.getTime()) return { kind: 'expired' };
  if (challenge.failed_attempts >= OTP.maxFailedAttempts) return { kind: 'locked' };
  if (otpCodeMatches(context.keys.otpCode, challenge.id, code, challenge.code_hash)) {
    await tx.query('UPDATE product.otp_challenges SET verified_at = $2 WHERE id = $1', [challenge.id, now.toISOString()]);
    return { kind: 'verified', challengeId: challenge.id };
  }
  const attempts = challenge.failed_attempts + 1;
  await tx.query('UPDATE product.otp_challenges SET failed_attempts = $2 WHERE id = $1', [challenge.id, attempts]);
  return { kind: attempts >= OTP.maxFailedAttempts ? 'lockedNow' : 'wrong' };
}

/** The answer to a code that did not verify. */
export function otpRefusal(outcome: OtpRefusedOutcome): ProductApiError {
  switch (outcome.kind) {
    case 'missing':
      return new ProductApiError(400, ResultCode.CustomError, 'otp.notRequested');
    case 'expired':
      return new ProductApiError(400, ResultCode.CustomError, 'otp.expired');
    case 'locked':
    case 'lockedNow':
      // The challenge stays locked: only a new code helps, so there is no time to wait for.
      return new ProductApiError(429, ResultCode.TooManyRequests, 'otp.tooManyTries');
    case 'wrong':
      return wrongInput('otp.wrongCode', [{ field: 'body.code', messageKey: 'otp.wrongCode' }]);
  }
}

/** Checks a sign-in code against the target's latest open challenge; wrong tries are recorded even though the answer is an error. */
export async function verifyOtpChallenge(context: ProductContext, target: OtpTarget, code: string, now: Date): Promise<OtpVerified> {
  const outcome = await context.db.transaction((tx) => checkOtpCode(tx, context, target.value, code, now));
  if (outcome.kind !== 'verified') throw otpRefusal(outcome);
  const subscriber = await findSubscriberByOtpTarget(context.db, target);
  return {
    signInToken: await issueToken(outcome.challengeId, OTP_SIGN_IN_SCOPE, now, OTP.signInTokenTtlSeconds, context.keys.signInToken),
    expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + OTP.signInTokenTtlSeconds * 1000).toISOString(),
    isNewSubscriber: subscriber === undefined,
  };
}
