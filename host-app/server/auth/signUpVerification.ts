import type { Queryable } from '@payment-client/server-kit/db';
import { issueToken, verifyToken } from '@payment-client/server-kit/jwt';
import type { ProductContext } from '../context';
import { unauthorized } from '../http/apiError';
import { SIGN_UP } from '../securityPolicy';

const SIGN_UP_SCOPE = 'sign-up';
const KEY_PREFIX = 'signup:';

/**
 * A sign-up's code is kept under its own key, so it never stands for a sign-in code to the same
 * email, and a sign-in code never confirms the password someone chose at sign-up.
 */
export function signUpChallengeKey(subscriberId: string): string {
  return `${KEY_PREFIX}${subscriberId}`;
}

/**
 * Handed only to the browser that chose the password, naming the one code sent for it. With that
 * code it proves that whoever chose the password also reads the email, so the password may stay.
 */
export function issueSignUpToken(context: ProductContext, challengeId: string, now: Date): Promise<string> {
  return issueToken(challengeId, SIGN_UP_SCOPE, now, SIGN_UP.verificationTokenTtlSeconds, context.keys.signUpToken);
}

/** The challenge a sign-up token names, or a 401 asking to sign up again. */
export async function readSignUpToken(context: ProductContext, token: string, now: Date): Promise<string> {
  const check = await verifyToken(token, context.keys.signUpToken, now);
  if (!check.ok || check.claims.scope !== SIGN_UP_SCOPE) throw unauthorized('auth.signUpExpired');
  return check.claims.sub;
}

/**
 * The account and challenge key of a token's code, locked, while it is still the sign-up's
 * current code; null once a newer sign-up or the email's owner replaced it.
 */
export async function lockCurrentSignUpChallenge(tx: Queryable, challengeId: string): Promise<{ subscriberId: string; challengeKey: string } | null> {
  const { rows } = await tx.query<{ target: string; superseded_at: Date | null }>(
    'SELECT target, superseded_at FROM product.otp_challenges WHERE id = $1 FOR UPDATE',
    [challengeId],
  );
  const challenge = rows[0];
  if (!challenge || challenge.superseded_at !== null || !challenge.target.startsWith(KEY_PREFIX)) return null;
  return { subscriberId: challenge.target.slice(KEY_PREFIX.length), challengeKey: challenge.target };
}
