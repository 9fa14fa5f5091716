import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { OtpSent } from '../../contract/account/accountTypes';
import { passwordResetChallengeKey } from '../auth/credentialChallenges';
import { hashPassword } from '../auth/passwords';
import { revokeEverySession } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import type { ProductApiError } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { checkOtpCode, otpRefusal, writeOtpChallenge } from '../otp/otpChallenges';
import { OTP, RATE_LIMITS } from '../securityPolicy';
import { findSubscriberByEmail } from '../subscribers/subscriberStore';
import { passwordResetCompleteBodySchema, passwordResetStartBodySchema } from './auth.schema';

/** What a reset start answers whether or not the email has an account, so it cannot be used to find accounts. */
function resetCodeAnswer(now: Date): OtpSent {
  return { channel: 'email', codeLength: OTP.codeLength, expiresAt: new Date(now.getTime() + OTP.ttlSeconds * 1000).toISOString(), resendAfterSeconds: OTP.resendAfterSeconds };
}

/**
 * A forgotten password: a code to the account's email, then that code with a new password. Resending
 * is starting again, under the same limits as sign-in codes (one per 30 s and five per hour per email).
 */
export function registerPasswordResetRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.passwordResetStart, async (request, reply) => {
    const now = context.clock();
    const { email } = parseInput(passwordResetStartBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.passwordResetPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTargetShort, email, now);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, email, now);
    const subscriber = await findSubscriberByEmail(context.db, email);
    if (!subscriber) return sendData(request, reply, resetCodeAnswer(now));
    const sent = await context.db.transaction((tx) => writeOtpChallenge(tx, context, { kind: 'email', value: email }, now, passwordResetChallengeKey(subscriber.id)));
    return sendData(request, reply, sent);
  });

  app.post(API_PATHS.passwordResetComplete, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(passwordResetCompleteBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, request.ip, now);
    const subscriber = await findSubscriberByEmail(context.db, body.email);
    // An unknown email was never sent a code: the same answer as a code never requested.
    if (!subscriber) throw otpRefusal({ kind: 'missing' });
    // Hashed before the transaction: scrypt is slow and must not hold the challenge's row lock.
    const passwordHash = await hashPassword(body.newPassword, context.passwordHashing);
    // A wrong code is recorded, so refusals are answered after the transaction commits.
    const refusal = await context.db.transaction(async (tx): Promise<ProductApiError | null> => {
      const outcome = await checkOtpCode(tx, context, passwordResetChallengeKey(subscriber.id), body.code, now);
      if (outcome.kind !== 'verified') return otpRefusal(outcome);
      await tx.query('UPDATE product.otp_challenges SET consumed_at = $2 WHERE id = $1', [outcome.challengeId, now.toISOString()]);
      // The code proves the email, so the new password may sign in; whoever held a session (or the old password) is out.
      await tx.query(
        'UPDATE product.subscribers SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3), updated_at = $3 WHERE id = $1',
        [subscriber.id, passwordHash, now.toISOString()],
      );
      await revokeEverySession(tx, subscriber.id, now);
      return null;
    });
    if (refusal) throw refusal;
    return sendData(request, reply, null);
  });
}
