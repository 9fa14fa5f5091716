import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { Profile } from '../../contract/account/accountTypes';
import { emailChangeChallengeKey } from '../auth/credentialChallenges';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireSubscriber, revokeOtherSessions } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { conflict, notFound, type ProductApiError, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { checkOtpCode, otpRefusal, writeOtpChallenge } from '../otp/otpChallenges';
import { RATE_LIMITS } from '../securityPolicy';
import { findSubscriberByEmail, findSubscriberById, isUniqueViolation, profileOf, type SubscriberRow } from '../subscribers/subscriberStore';
import { emailChangeStartBodySchema, emailChangeVerifyBodySchema, passwordChangeBodySchema } from './auth.schema';

const emailTaken = () => conflict('auth.emailTaken', [{ field: 'body.email', messageKey: 'auth.emailTaken' }]);

/** Another account holds this email. */
function heldByAnother(holder: SubscriberRow | undefined, subscriberId: string): boolean {
  return holder !== undefined && holder.id !== subscriberId;
}

/** A signed-in subscriber's password and email. Each change ends every other session of the account. */
export function registerCredentialRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.passwordChange, async (request, reply) => {
    const now = context.clock();
    const signedIn = await requireSubscriber(request, context, now);
    const body = parseInput(passwordChangeBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.credentialChangePerAccount, signedIn.subscriberId, now);
    const subscriber = await findSubscriberById(context.db, signedIn.subscriberId);
    if (!subscriber) throw notFound('notFound.subscriber');
    // An account made by a code has no password yet: it may set one without the current one.
    if (subscriber.password_hash !== null) {
      if (body.currentPassword === undefined) throw wrongInput('auth.currentPasswordNeeded', [{ field: 'body.currentPassword', messageKey: 'auth.currentPasswordNeeded' }]);
      if (!(await verifyPassword(body.currentPassword, subscriber.password_hash))) {
        throw wrongInput('auth.currentPasswordWrong', [{ field: 'body.currentPassword', messageKey: 'auth.currentPasswordWrong' }]);
      }
    }
    const passwordHash = await hashPassword(body.newPassword, context.passwordHashing);
    await context.db.transaction(async (tx) => {
      await tx.query('UPDATE product.subscribers SET password_hash = $2, updated_at = $3 WHERE id = $1', [subscriber.id, passwordHash, now.toISOString()]);
      await revokeOtherSessions(tx, subscriber.id, signedIn.sessionId, now);
    });
    return sendData(request, reply, null);
  });

  // A code to the new email; the account's email changes only once that code comes back.
  app.post(API_PATHS.emailChangeStart, async (request, reply) => {
    const now = context.clock();
    const signedIn = await requireSubscriber(request, context, now);
    const { email } = parseInput(emailChangeStartBodySchema, request.body, 'body');
    const subscriber = await findSubscriberById(context.db, signedIn.subscriberId);
    if (!subscriber) throw notFound('notFound.subscriber');
    if (subscriber.email === email) throw wrongInput('auth.emailUnchanged', [{ field: 'body.email', messageKey: 'auth.emailUnchanged' }]);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.credentialChangePerAccount, subscriber.id, now);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTargetShort, email, now);
    await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, email, now);
    if (heldByAnother(await findSubscriberByEmail(context.db, email), subscriber.id)) throw emailTaken();
    const sent = await context.db.transaction((tx) => writeOtpChallenge(tx, context, { kind: 'email', value: email }, now, emailChangeChallengeKey(subscriber.id, email)));
    return sendData(request, reply, sent);
  });

  app.post(API_PATHS.emailChangeVerify, async (request, reply) => {
    const now = context.clock();
    const signedIn = await requireSubscriber(request, context, now);
    const body = parseInput(emailChangeVerifyBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, request.ip, now);
    const result = await context.db
      .transaction(async (tx): Promise<{ profile: Profile } | { refusal: ProductApiError }> => {
        const outcome = await checkOtpCode(tx, context, emailChangeChallengeKey(signedIn.subscriberId, body.email), body.code, now);
        if (outcome.kind !== 'verified') return { refusal: otpRefusal(outcome) };
        // Taken since the code was sent: the code stays unused and nothing changes.
        if (heldByAnother(await findSubscriberByEmail(tx, body.email), signedIn.subscriberId)) throw emailTaken();
        await tx.query('UPDATE product.otp_challenges SET consumed_at = $2 WHERE id = $1', [outcome.challengeId, now.toISOString()]);
        const { rows } = await tx.query<SubscriberRow>(
          `UPDATE product.subscribers SET email = $2, email_verified_at = $3, updated_at = $3 WHERE id = $1
           RETURNING id, full_name, email, phone_number, password_hash, avatar, country, email_verified_at`,
          [signedIn.subscriberId, body.email, now.toISOString()],
        );
        const subscriber = rows[0];
        if (!subscriber) throw notFound('notFound.subscriber');
        await revokeOtherSessions(tx, subscriber.id, signedIn.sessionId, now);
        return { profile: profileOf(subscriber) };
      })
      .catch((error: unknown) => {
        // Two accounts proving one email at once: the unique index decides.
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    if ('refusal' in result) throw result.refusal;
    return sendData(request, reply, result.profile);
  });
}
