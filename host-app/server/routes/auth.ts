import type { FastifyInstance } from 'fastify';
import { verifyToken } from '../../../sandbox/shared/jwt';
import type { Transaction } from '../../../sandbox/db';
import { API_PATHS } from '../../shared/apiPaths';
import type { OtpTarget } from '../../shared/apiRequests';
import type { SignedIn } from '../../shared/apiTypes';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { checkSessionToken, openSession, requireSubscriber, revokeSession } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { conflict, unauthorized, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { OTP_SIGN_IN_SCOPE } from '../otp/otpChallenges';
import { RATE_LIMITS } from '../securityPolicy';
import {
  findSubscriberByEmail,
  findSubscriberById,
  findSubscriberByOtpTarget,
  insertSubscriber,
  isUniqueViolation,
  profileOf,
} from '../subscribers/subscriberStore';
import { signInBodySchema, signInTokenBodySchema, signUpBodySchema } from './auth.schema';

interface OtpSignIn {
  fullName: string | undefined;
  staySignedIn: boolean;
}

/** Redeems a verified one-time code once: signs in to the account of its phone or email, creating it when new. */
async function redeemOtpSignIn(tx: Transaction, context: ProductContext, challengeId: string, signIn: OtpSignIn, now: Date): Promise<SignedIn> {
  const { rows } = await tx.query<{ target: string; channel: 'sms' | 'email'; verified_at: Date | null; consumed_at: Date | null }>(
    'SELECT target, channel, verified_at, consumed_at FROM product.otp_challenges WHERE id = $1 FOR UPDATE',
    [challengeId],
  );
  const challenge = rows[0];
  if (!challenge || challenge.verified_at === null) throw unauthorized('auth.invalidToken');
  if (challenge.consumed_at !== null) throw unauthorized('auth.signInTokenUsed');
  const target: OtpTarget = challenge.channel === 'email' ? { kind: 'email', value: challenge.target } : { kind: 'phone', value: challenge.target };
  let subscriber = await findSubscriberByOtpTarget(tx, target);
  if (!subscriber) {
    if (signIn.fullName === undefined) throw wrongInput('auth.fullNameNeeded', [{ field: 'body.fullName', messageKey: 'auth.fullNameNeeded' }]);
    subscriber = await insertSubscriber(
      tx,
      {
        fullName: signIn.fullName,
        email: target.kind === 'email' ? target.value : null,
        phoneNumber: target.kind === 'phone' ? target.value : null,
        passwordHash: null,
        country: '',
      },
      now,
    );
  }
  await tx.query('UPDATE product.otp_challenges SET consumed_at = $2 WHERE id = $1', [challengeId, now.toISOString()]);
  return { token: await openSession(tx, context, subscriber.id, signIn.staySignedIn, now), subscriber: profileOf(subscriber) };
}

export function registerAuthRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.signUp, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signUpBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.signUpPerIp, request.ip, now);
    const passwordHash = await hashPassword(body.password);
    const emailTaken = () => conflict('auth.emailTaken', [{ field: 'body.email', messageKey: 'auth.emailTaken' }]);
    const answer = await context.db
      .transaction(async (tx): Promise<SignedIn> => {
        if (await findSubscriberByEmail(tx, body.email)) throw emailTaken();
        const subscriber = await insertSubscriber(
          tx,
          { fullName: body.fullName, email: body.email, phoneNumber: null, passwordHash, country: body.country ?? '' },
          now,
        );
        return { token: await openSession(tx, context, subscriber.id, body.staySignedIn ?? false, now), subscriber: profileOf(subscriber) };
      })
      .catch((error: unknown) => {
        // Two sign-ups with one email at once: the unique index decides, the loser gets the same answer.
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    return sendData(request, reply, answer, 201);
  });

  app.post(API_PATHS.signIn, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signInBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.signInPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.signInPerEmail, body.email, now);
    const subscriber = await findSubscriberByEmail(context.db, body.email);
    const passwordMatches = await verifyPassword(body.password, subscriber?.password_hash ?? (await decoyPasswordHash()));
    if (!subscriber || !subscriber.password_hash || !passwordMatches) throw unauthorized('auth.wrongCredentials');
    const token = await openSession(context.db, context, subscriber.id, body.staySignedIn ?? false, now);
    return sendData(request, reply, { token, subscriber: profileOf(subscriber) } satisfies SignedIn);
  });

  app.post(API_PATHS.signInWithToken, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signInTokenBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.signInTokenPerIp, request.ip, now);
    const otpCheck = verifyToken(body.token, context.keys.signInToken, now);
    if (otpCheck.ok && otpCheck.claims.scope === OTP_SIGN_IN_SCOPE) {
      const signIn: OtpSignIn = { fullName: body.fullName, staySignedIn: body.staySignedIn ?? false };
      const challengeId = otpCheck.claims.sub;
      return sendData(request, reply, await context.db.transaction((tx) => redeemOtpSignIn(tx, context, challengeId, signIn, now)));
    }
    if (!otpCheck.ok && otpCheck.reason === 'expired') throw unauthorized('auth.expiredToken');
    // Otherwise it must be a current session token: the session is renewed and the old token stops working.
    const current = await checkSessionToken(body.token, context, now);
    const subscriber = await findSubscriberById(context.db, current.subscriberId);
    if (!subscriber) throw unauthorized('auth.invalidToken');
    const answer = await context.db.transaction(async (tx): Promise<SignedIn> => {
      await revokeSession(tx, current.sessionId, now);
      return { token: await openSession(tx, context, subscriber.id, body.staySignedIn ?? current.staySignedIn, now), subscriber: profileOf(subscriber) };
    });
    return sendData(request, reply, answer);
  });

  app.post(API_PATHS.signOut, async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    await revokeSession(context.db, subscriber.sessionId, now);
    return sendData(request, reply, null);
  });
}
