import { issueToken } from '../../../sandbox/shared/jwt';
import type { OtpTarget } from '../../shared/apiRequests';
import type { OtpSent, OtpVerified } from '../../shared/apiTypes';
import { ResultCode } from '../../shared/resultCodes';
import type { ProductContext } from '../context';
import { ProductApiError, wrongInput } from '../http/apiError';
import { newProductId } from '../ids';
import { OTP } from '../securityPolicy';
import { findSubscriberByOtpTarget } from '../subscribers/subscriberStore';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otpCode';

export const OTP_SIGN_IN_SCOPE = 'otp-sign-in';

/** Sends a new code; any earlier open code for the same target stops working. */
export async function startOtpChallenge(context: ProductContext, target: OtpTarget, now: Date): Promise<OtpSent> {
  const challengeId = newProductId('otp');
  const code = generateOtpCode();
  const expiresAt = new Date(now.getTime() + OTP.ttlSeconds * 1000);
  const channel = target.kind === 'email' ? 'email' : 'sms';
  // Delivery runs inside the transaction: a code that could not be sent is never stored.
  await context.db.transaction(async (tx) => {
    await tx.query('UPDATE product.otp_challenges SET superseded_at = $2 WHERE target = $1 AND superseded_at IS NULL AND consumed_at IS NULL', [
      target.value,
      now.toISOString(),
    ]);
    await tx.query(
      'INSERT INTO product.otp_challenges (id, target, channel, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [challengeId, target.value, channel, hashOtpCode(context.keys.otpCode, challengeId, code), now.toISOString(), expiresAt.toISOString()],
    );
    await context.otpSender.send({ target, code, sentAt: now, expiresAt });
  });
  return { channel, codeLength: OTP.codeLength, expiresAt: expiresAt.toISOString(), resendAfterSeconds: OTP.resendAfterSeconds };
}

interface ChallengeRow {
  id: string;
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

type VerifyOutcome = { kind: 'verified'; challengeId: string } | { kind: 'missing' | 'expired' | 'locked' | 'wrong' | 'lockedNow' };

async function checkCode(context: ProductContext, target: OtpTarget, code: string, now: Date): Promise<VerifyOutcome> {
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<ChallengeRow>(
      `SELECT id, code_hash, expires_at, failed_attempts FROM product.otp_challenges
       WHERE target = $1 AND superseded_at IS NULL AND verified_at IS NULL
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [target.value],
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
  });
}

/** Checks a code against the target's latest open challenge; wrong tries are recorded even though the answer is an error. */
export async function verifyOtpChallenge(context: ProductContext, target: OtpTarget, code: string, now: Date): Promise<OtpVerified> {
  const outcome = await checkCode(context, target, code, now);
  switch (outcome.kind) {
    case 'missing':
      throw new ProductApiError(400, ResultCode.CustomError, 'otp.notRequested');
    case 'expired':
      throw new ProductApiError(400, ResultCode.CustomError, 'otp.expired');
    case 'locked':
    case 'lockedNow':
      // The challenge stays locked: only a new code helps, so there is no time to wait for.
      throw new ProductApiError(429, ResultCode.TooManyRequests, 'otp.tooManyTries');
    case 'wrong':
      throw wrongInput('otp.wrongCode', [{ field: 'body.code', messageKey: 'otp.wrongCode' }]);
    case 'verified': {
      const subscriber = await findSubscriberByOtpTarget(context.db, target);
      return {
        signInToken: issueToken(outcome.challengeId, OTP_SIGN_IN_SCOPE, now, OTP.signInTokenTtlSeconds, context.keys.signInToken),
        expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + OTP.signInTokenTtlSeconds * 1000).toISOString(),
        isNewSubscriber: subscriber === undefined,
      };
    }
  }
}
