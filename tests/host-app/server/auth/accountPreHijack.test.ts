import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../../host-app/server/auth/sessions';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevOtp, OtpVerified, Profile, SignedIn } from '../../../../host-app/contract/account/accountTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { countRows, failure, injectAs, startTestProduct, success, uniqueEmail, uniqueIp, type TestProduct } from '../helpers';

describe('an email proven before it holds a password sign-in', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const post = (url: string, payload: Record<string, unknown>) => product.app.inject({ method: 'POST', url, remoteAddress: uniqueIp(), payload });
  const latestCode = async (email: string) => success<DevOtp>(await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email } })).code;
  const signUpWithPassword = (email: string, password: string) => post(API_PATHS.signUp, { fullName: 'Someone Else', email, password });
  const signInWithPassword = (email: string, password: string) => post(API_PATHS.signIn, { email, password });
  const accountOf = async (email: string) =>
    (
      await product.db.query<{ id: string; password_hash: string | null; email_verified_at?: Date | null }>(
        'SELECT * FROM product.subscribers WHERE email = $1',
        [email],
      )
    ).rows[0];
  /** The victim signs in with a code sent to their email, as the forgotten-password page does. */
  const signInByEmailCode = async (email: string): Promise<SignedIn> => {
    expect((await post(API_PATHS.otpSend, { email })).statusCode).toBe(200);
    const verified = success<OtpVerified>(await post(API_PATHS.otpVerify, { email, code: await latestCode(email) }));
    const signedIn = await post(API_PATHS.signInWithToken, { token: verified.signInToken, ...(verified.isNewSubscriber ? { fullName: 'Victim Person' } : {}) });
    expect(signedIn.statusCode).toBe(200);
    return success<SignedIn>(signedIn);
  };

  it('sign-up signs nobody in: its answer carries no session, and the password is refused until the emailed code is entered', async () => {
    const email = uniqueEmail();
    const started = await signUpWithPassword(email, 'attacker password');
    expect(started.statusCode).toBe(201);
    expect(success<Record<string, unknown>>(started)).not.toHaveProperty('token');

    const refused = await signInWithPassword(email, 'attacker password');
    expect(refused.statusCode).toBe(403);
    expect(failure(refused)).toMatchObject({ errorCode: ResultCode.Unauthorized, messageKey: 'auth.emailNotVerified' });
    // A wrong password still gets the usual answer, so the refusal tells nothing to who lacks the password.
    expect(failure(await signInWithPassword(email, 'some other password')).messageKey).toBe('auth.wrongCredentials');

    const { signUpToken } = success<{ signUpToken: string }>(started);
    const verified = await post(API_PATHS.signUpVerify, { signUpToken, code: await latestCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(success<SignedIn>(verified).subscriber.email).toBe(email);
    expect((await signInWithPassword(email, 'attacker password')).statusCode).toBe(200);
  });

  it("an email-code sign-in to an unproven account proves it, drops the password and every other session", async () => {
    const email = uniqueEmail();
    expect((await signUpWithPassword(email, 'attacker password')).statusCode).toBe(201);
    const planted = await accountOf(email);
    // A session the account already had (accounts made before emails were proven kept theirs).
    const attackerSession = await openSession(product.db, product.context, planted!.id, true, product.clock.read());

    const victim = await signInByEmailCode(email);
    expect(victim.subscriber.id).toBe(planted!.id);
    const proven = await accountOf(email);
    expect(proven?.password_hash).toBeNull();
    expect(proven?.email_verified_at).toBeInstanceOf(Date);

    const oldSession = await injectAs(product.app, attackerSession.id, { method: 'GET', url: API_PATHS.profile });
    expect(oldSession.statusCode).toBe(401);
    expect(failure(oldSession).messageKey).toBe('auth.invalidToken');
    expect(failure(await signInWithPassword(email, 'attacker password'))).toMatchObject({ messageKey: 'auth.wrongCredentials' });
    expect(success<Profile>(await injectAs(product.app, victim.token.id, { method: 'GET', url: API_PATHS.profile })).id).toBe(planted!.id);
  });

  it("the sign-up's own code cannot finish the attacker's sign-up once the owner has proven the email", async () => {
    const email = uniqueEmail();
    const started = success<{ signUpToken: string }>(await signUpWithPassword(email, 'attacker password'));
    const signUpCode = await latestCode(email);
    await signInByEmailCode(email);
    const late = await post(API_PATHS.signUpVerify, { signUpToken: started.signUpToken, code: signUpCode });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
    expect((await signInWithPassword(email, 'attacker password')).statusCode).toBe(401);
  });

  it("a sign-in code does not confirm a sign-up, and a sign-up's code needs the sign-up's token", async () => {
    const email = uniqueEmail();
    const started = success<{ signUpToken: string }>(await signUpWithPassword(email, 'attacker password'));
    const forged = await post(API_PATHS.signUpVerify, { signUpToken: `${started.signUpToken}x`, code: await latestCode(email) });
    expect(forged.statusCode).toBe(401);
    expect(failure(forged).messageKey).toBe('auth.signUpExpired');

    expect((await post(API_PATHS.otpSend, { email })).statusCode).toBe(200);
    const signInCode = await latestCode(email);
    const crossed = await post(API_PATHS.signUpVerify, { signUpToken: started.signUpToken, code: signInCode });
    expect(crossed.statusCode).toBe(400);
    expect((await signInWithPassword(email, 'attacker password')).statusCode).toBe(403);
  });

  it('a new sign-up replaces one never confirmed, but never a proven account', async () => {
    const email = uniqueEmail();
    const first = success<{ signUpToken: string }>(await signUpWithPassword(email, 'first password 1'));
    const second = await post(API_PATHS.signUp, { fullName: 'Real Owner', email, password: 'second password 2' });
    expect(second.statusCode).toBe(201);
    const code = await latestCode(email);
    // The first sign-up's token names its own code, which the second replaced: even the new code does not finish it.
    const stale = await post(API_PATHS.signUpVerify, { signUpToken: first.signUpToken, code });
    expect(stale.statusCode).toBe(401);
    expect(failure(stale).messageKey).toBe('auth.signUpExpired');
    const owner = success<SignedIn>(await post(API_PATHS.signUpVerify, { signUpToken: success<{ signUpToken: string }>(second).signUpToken, code }));
    expect(owner.subscriber.fullName).toBe('Real Owner');
    expect((await signInWithPassword(email, 'first password 1')).statusCode).toBe(401);

    const taken = await post(API_PATHS.signUp, { fullName: 'Someone Else', email, password: 'third password 3' });
    expect(taken.statusCode).toBe(409);
    expect(failure(taken).messageKey).toBe('auth.emailTaken');
    expect((await signInWithPassword(email, 'second password 2')).statusCode).toBe(200);
  });

  it('refuses bad verification input with 400 and a forged token with 401, writing nothing', async () => {
    const before = await countRows(product.db);
    const response = await post(API_PATHS.signUpVerify, { signUpToken: '', code: '12', extra: true });
    expect(response.statusCode).toBe(400);
    expect(failure(response).fields).toEqual(expect.arrayContaining(['body.signUpToken', 'body.code', 'body.extra']));
    expect((await post(API_PATHS.signUpVerify, { signUpToken: 'a.b.c', code: '123456' })).statusCode).toBe(401);
    expect(await countRows(product.db)).toEqual(before);
  });
});
