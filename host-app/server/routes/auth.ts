import type { FastifyInstance } from 'fastify';
import { verifyToken } from '@payment-client/server-kit/jwt';
import type { Transaction } from '@payment-client/server-kit/db';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { OtpTarget } from '../../contract/account/accountRequests';
import type { SignedIn, SignUpStarted } from '../../contract/account/accountTypes';
import { takeOverUnprovenEmail } from '../auth/emailProof';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { checkSessionToken, endSessionSoon, openSession, requireSubscriber, revokeSession } from '../auth/sessions';
import { issueSignUpToken, lockCurrentSignUpChallenge, readSignUpToken, signUpChallengeKey } from '../auth/signUpVerification';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { conflict, forbidden, ProductApiError, unauthorized, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { checkOtpCode, OTP_SIGN_IN_SCOPE, otpRefusal, writeNamedOtpChallenge } from '../otp/otpChallenges';
import { RATE_LIMITS, RENEWED_TOKEN_OVERLAP_SECONDS } from '../securityPolicy';
import {
  findSubscriberByEmail,
  findSubscriberById,
  findSubscriberByOtpTarget,
  insertSubscriber,
  isUniqueViolation,
  markEmailVerified,
  profileOf,
  restartPendingSignUp,
} from '../subscribers/subscriberStore';
import { signInBodySchema, signInTokenBodySchema, signUpBodySchema, signUpVerifyBodySchema } from './auth.schema';

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
  if (subscriber && target.kind === 'email') subscriber = await takeOverUnprovenEmail(tx, subscriber, now);
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
        emailVerified: target.kind === 'email',
      },
      now,
    );
  }
  await tx.query('UPDATE product.otp_challenges SET consumed_at = $2 WHERE id = $1', [challengeId, now.toISOString()]);
  return { token: await openSession(tx, context, subscriber.id, signIn.staySignedIn, now), subscriber: profileOf(subscriber) };
}

export function registerAuthRoutes(app: FastifyInstance, context: ProductContext): void {
  // Sign-up makes the account and sends a code to its email; it signs in only once that code is entered.
  app.post(API_PATHS.signUp, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signUpBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.signUpPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.signUpPerEmail, body.email, now);
    const details = { fullName: body.fullName, passwordHash: await hashPassword(body.password, context.passwordHashing), country: body.country ?? '' };
    const emailTaken = () => conflict('auth.emailTaken', [{ field: 'body.email', messageKey: 'auth.emailTaken' }]);
    const answer = await context.db
      .transaction(async (tx): Promise<SignUpStarted> => {
        let subscriberId = await restartPendingSignUp(tx, body.email, details, now);
        if (subscriberId === null) {
          if (await findSubscriberByEmail(tx, body.email)) throw emailTaken();
          subscriberId = (await insertSubscriber(tx, { ...details, email: body.email, phoneNumber: null, emailVerified: false }, now)).id;
        }
        const { challengeId, sent } = await writeNamedOtpChallenge(tx, context, { kind: 'email', value: body.email }, now, signUpChallengeKey(subscriberId));
        return { ...sent, signUpToken: await issueSignUpToken(context, challengeId, now) };
      })
      .catch((error: unknown) => {
        // Two sign-ups with one email at once: the unique index decides, the loser gets the same answer.
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    return sendData(request, reply, answer, 201);
  });

  // The code sent by sign-up, from the browser that signed up: the email is proven and the password kept.
  app.post(API_PATHS.signUpVerify, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signUpVerifyBodySchema, request.body, 'body');
    const challengeId = await readSignUpToken(context, body.signUpToken, now);
    await context.rateLimiter.consume(RATE_LIMITS.signUpVerifyPerIp, request.ip, now);
    // A wrong code is recorded, so refusals are answered after the transaction commits.
    const result = await context.db.transaction(async (tx): Promise<{ signedIn: SignedIn } | { refusal: ProductApiError }> => {
      // Only the code this token was issued with: a later sign-up with the same email replaced it.
      const signUp = await lockCurrentSignUpChallenge(tx, challengeId);
      if (!signUp) return { refusal: unauthorized('auth.signUpExpired') };
      const outcome = await checkOtpCode(tx, context, signUp.challengeKey, body.code, now);
      if (outcome.kind !== 'verified') return { refusal: otpRefusal(outcome) };
      const subscriber = await markEmailVerified(tx, signUp.subscriberId, now, { dropPassword: false });
      // Already proven meanwhile, by a sign-in code that dropped this password.
      if (!subscriber) return { refusal: unauthorized('auth.signUpExpired') };
      await tx.query('UPDATE product.otp_challenges SET consumed_at = $2 WHERE id = $1', [outcome.challengeId, now.toISOString()]);
      return { signedIn: { token: await openSession(tx, context, subscriber.id, body.staySignedIn ?? false, now), subscriber: profileOf(subscriber) } };
    });
    if ('refusal' in result) throw result.refusal;
    return sendData(request, reply, result.signedIn);
  });

  app.post(API_PATHS.signIn, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signInBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.signInPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.signInPerEmail, body.email, now);
    const subscriber = await findSubscriberByEmail(context.db, body.email);
    const passwordMatches = await verifyPassword(body.password, subscriber?.password_hash ?? (await decoyPasswordHash(context.passwordHashing)));
    if (!subscriber || !subscriber.password_hash || !passwordMatches) throw unauthorized('auth.wrongCredentials');
    // Said only to whoever knows the password: the email must be proven by a code before a password signs in.
    if (subscriber.email_verified_at === null) throw forbidden('auth.emailNotVerified');
    const token = await openSession(context.db, context, subscriber.id, body.staySignedIn ?? false, now);
    return sendData(request, reply, { token, subscriber: profileOf(subscriber) } satisfies SignedIn);
  });

  app.post(API_PATHS.signInWithToken, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(signInTokenBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.signInTokenPerIp, request.ip, now);
    const otpCheck = await verifyToken(body.token, context.keys.signInToken, now);
    if (otpCheck.ok && otpCheck.claims.scope === OTP_SIGN_IN_SCOPE) {
      const signIn: OtpSignIn = { fullName: body.fullName, staySignedIn: body.staySignedIn ?? false };
      const challengeId = otpCheck.claims.sub;
      return sendData(request, reply, await context.db.transaction((tx) => redeemOtpSignIn(tx, context, challengeId, signIn, now)));
    }
    if (!otpCheck.ok && otpCheck.reason === 'expired') throw unauthorized('auth.expiredToken');
    // Otherwise it must be a current session token: the session is renewed and the old token stops
    // working shortly after, so calls already on their way with it (or another tab's) still succeed.
    const current = await checkSessionToken(body.token, context, now);
    const subscriber = await findSubscriberById(context.db, current.subscriberId);
    if (!subscriber) throw unauthorized('auth.invalidToken');
    const answer = await context.db.transaction(async (tx): Promise<SignedIn> => {
      await endSessionSoon(tx, current.sessionId, new Date(now.getTime() + RENEWED_TOKEN_OVERLAP_SECONDS * 1000));
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
