import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevOtp, OtpSent, OtpVerified, Profile, SignedIn } from '../../../../host-app/contract/account/accountTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { sessionTtlSeconds } from '../../../../host-app/server/config';
import { OTP, SESSION_TTL_SECONDS } from '../../../../host-app/server/securityPolicy';
import { countRows, failure, injectAs, signUp, startTestProduct, success, uniqueEmail, uniqueIp, type TestProduct } from '../helpers';

const PASSWORD = 'correct horse battery';

function latestCode(app: FastifyInstance, email: string) {
  return app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email } });
}

function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password } });
}

function profileStatus(app: FastifyInstance, token: string) {
  return injectAs(app, token, { method: 'GET', url: API_PATHS.profile }).then((answer) => answer.statusCode);
}

/** Two sessions of one account: as on a phone and a laptop. */
async function accountWithTwoSessions(app: FastifyInstance) {
  const first = await signUp(app, { password: PASSWORD });
  const email = first.subscriber.email;
  const second = success<SignedIn>(await signIn(app, email, PASSWORD));
  return { email, subscriberId: first.subscriber.id, first: first.token.id, second: second.token.id };
}

describe('password reset by emailed code', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const start = (email: string) => product.app.inject({ method: 'POST', url: API_PATHS.passwordResetStart, remoteAddress: uniqueIp(), payload: { email } });
  const complete = (payload: Record<string, unknown>) =>
    product.app.inject({ method: 'POST', url: API_PATHS.passwordResetComplete, remoteAddress: uniqueIp(), payload });

  it('sets a new password with the emailed code: the new one signs in, the old one is refused and every session ends', async () => {
    const account = await accountWithTwoSessions(product.app);
    const started = await start(account.email);
    expect(started.statusCode).toBe(200);
    expect(success<OtpSent>(started)).toMatchObject({ channel: 'email', codeLength: OTP.codeLength, resendAfterSeconds: OTP.resendAfterSeconds });
    const { code } = success<DevOtp>(await latestCode(product.app, account.email));

    const done = await complete({ email: account.email, code, newPassword: 'a brand new passphrase' });
    expect(done.statusCode).toBe(200);

    expect((await signIn(product.app, account.email, 'a brand new passphrase')).statusCode).toBe(200);
    const old = await signIn(product.app, account.email, PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(failure(old).messageKey).toBe('auth.wrongCredentials');
    expect(await profileStatus(product.app, account.first)).toBe(401);
    expect(await profileStatus(product.app, account.second)).toBe(401);
    // The code is used up.
    expect((await complete({ email: account.email, code, newPassword: 'yet another passphrase' })).statusCode).toBe(400);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail();
    const before = await countRows(product.db);
    const answer = await start(email);
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(success<OtpSent>(answer)).sort()).toEqual(['channel', 'codeLength', 'expiresAt', 'resendAfterSeconds']);
    expect((await latestCode(product.app, email)).statusCode).toBe(404);
    const after = await countRows(product.db);
    expect(after['product.otp_challenges']).toBe(before['product.otp_challenges']);
  });

  it('lets a code be resent only after the cooldown; the resent code replaces the first', async () => {
    const { subscriber } = await signUp(product.app, { password: PASSWORD });
    expect((await start(subscriber.email)).statusCode).toBe(200);
    const first = success<DevOtp>(await latestCode(product.app, subscriber.email)).code;

    const tooSoon = await start(subscriber.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(failure(tooSoon).retryAfterSeconds).toBeGreaterThan(0);
    expect(failure(tooSoon).retryAfterSeconds).toBeLessThanOrEqual(OTP.resendAfterSeconds);
    expect(tooSoon.headers['retry-after']).toBeDefined();

    product.clock.advance(OTP.resendAfterSeconds * 1000);
    expect((await start(subscriber.email)).statusCode).toBe(200);
    const second = success<DevOtp>(await latestCode(product.app, subscriber.email)).code;
    // Two random 6-digit codes are equal one time in a million; only then is there nothing stale to try.
    if (second !== first) {
      const stale = await complete({ email: subscriber.email, code: first, newPassword: 'a brand new passphrase' });
      expect(stale.statusCode).toBe(400);
    }
    expect((await complete({ email: subscriber.email, code: second, newPassword: 'a brand new passphrase' })).statusCode).toBe(200);
  });

  it('refuses an expired code and keeps the old password', async () => {
    const { subscriber } = await signUp(product.app, { password: PASSWORD });
    await start(subscriber.email);
    const { code } = success<DevOtp>(await latestCode(product.app, subscriber.email));
    product.clock.advance(OTP.ttlSeconds * 1000 + 1);
    const answer = await complete({ email: subscriber.email, code, newPassword: 'a brand new passphrase' });
    expect(answer.statusCode).toBe(400);
    expect(failure(answer).messageKey).toBe('otp.expired');
    expect((await signIn(product.app, subscriber.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks the code after 5 wrong tries: then even the right code is refused', async () => {
    const { subscriber } = await signUp(product.app, { password: PASSWORD });
    await start(subscriber.email);
    const { code } = success<DevOtp>(await latestCode(product.app, subscriber.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < OTP.maxFailedAttempts; attempt += 1) {
      const answer = await complete({ email: subscriber.email, code: wrong, newPassword: 'a brand new passphrase' });
      expect(answer.statusCode).toBe(400);
      expect(failure(answer).fields).toEqual(['body.code']);
    }
    expect((await complete({ email: subscriber.email, code: wrong, newPassword: 'a brand new passphrase' })).statusCode).toBe(429);
    const right = await complete({ email: subscriber.email, code, newPassword: 'a brand new passphrase' });
    expect(right.statusCode).toBe(429);
    expect(failure(right).messageKey).toBe('otp.tooManyTries');
    expect((await signIn(product.app, subscriber.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short new password naming the field, and writes nothing', async () => {
    const { subscriber } = await signUp(product.app, { password: PASSWORD });
    await start(subscriber.email);
    const { code } = success<DevOtp>(await latestCode(product.app, subscriber.email));
    const before = await countRows(product.db);
    const answer = await complete({ email: subscriber.email, code, newPassword: 'short' });
    expect(answer.statusCode).toBe(400);
    expect(failure(answer)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields: ['body.newPassword'] });
    expect(await countRows(product.db)).toEqual(before);
  });
});

describe('changing the password and the email of a signed-in account', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const changePassword = (token: string, payload: Record<string, unknown>) =>
    injectAs(product.app, token, { method: 'POST', url: API_PATHS.passwordChange, remoteAddress: uniqueIp(), payload });
  const startEmail = (token: string, email: string) =>
    injectAs(product.app, token, { method: 'POST', url: API_PATHS.emailChangeStart, remoteAddress: uniqueIp(), payload: { email } });
  const verifyEmail = (token: string, email: string, code: string) =>
    injectAs(product.app, token, { method: 'POST', url: API_PATHS.emailChangeVerify, remoteAddress: uniqueIp(), payload: { email, code } });

  it('changes the password with the current one: the other session is refused afterwards, this one goes on', async () => {
    const account = await accountWithTwoSessions(product.app);
    const answer = await changePassword(account.first, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(answer.statusCode).toBe(200);
    expect(await profileStatus(product.app, account.first)).toBe(200);
    expect(await profileStatus(product.app, account.second)).toBe(401);
    expect((await signIn(product.app, account.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(product.app, account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong or missing current password naming the field, and changes nothing', async () => {
    const account = await accountWithTwoSessions(product.app);
    const wrong = await changePassword(account.first, { currentPassword: 'not the password', newPassword: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(failure(wrong)).toMatchObject({ messageKey: 'auth.currentPasswordWrong', fields: ['body.currentPassword'] });
    const missing = await changePassword(account.first, { newPassword: 'a brand new passphrase' });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing).fields).toEqual(['body.currentPassword']);
    expect(await profileStatus(product.app, account.second)).toBe(200);
    expect((await signIn(product.app, account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('changes the email once the code sent to the new address is entered: the other session is refused afterwards', async () => {
    const account = await accountWithTwoSessions(product.app);
    const newEmail = uniqueEmail();
    const started = await startEmail(account.first, newEmail);
    expect(started.statusCode).toBe(200);
    // Not yet: the code has not come back.
    expect(success<Profile>(await injectAs(product.app, account.first, { method: 'GET', url: API_PATHS.profile })).email).toBe(account.email);
    const { code } = success<DevOtp>(await latestCode(product.app, newEmail));

    const verified = await verifyEmail(account.first, newEmail, code);
    expect(verified.statusCode).toBe(200);
    expect(success<Profile>(verified).email).toBe(newEmail);
    expect(await profileStatus(product.app, account.first)).toBe(200);
    expect(await profileStatus(product.app, account.second)).toBe(401);
    expect((await signIn(product.app, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(product.app, account.email, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an email another account holds, and a code sent to another address', async () => {
    const account = await accountWithTwoSessions(product.app);
    const other = await signUp(product.app);
    const taken = await startEmail(account.first, other.subscriber.email);
    expect(taken.statusCode).toBe(409);
    expect(failure(taken)).toMatchObject({ messageKey: 'auth.emailTaken', fields: ['body.email'] });

    const wanted = uniqueEmail();
    await startEmail(account.first, wanted);
    const { code } = success<DevOtp>(await latestCode(product.app, wanted));
    const elsewhere = await verifyEmail(account.first, uniqueEmail(), code);
    expect(elsewhere.statusCode).toBe(400);
    expect(failure(elsewhere).messageKey).toBe('otp.notRequested');
    expect(await profileStatus(product.app, account.second)).toBe(200);
  });

  it('lets a phone-only account add an email, and then a password that signs in with it', async () => {
    const phoneNumber = `50${String(Date.now()).slice(-7)}`;
    const ip = uniqueIp();
    await product.app.inject({ method: 'POST', url: API_PATHS.otpSend, remoteAddress: ip, payload: { dialCode: '+971', phoneNumber } });
    const { code } = success<DevOtp>(await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { dialCode: '+971', phoneNumber } }));
    const verified = success<OtpVerified>(
      await product.app.inject({ method: 'POST', url: API_PATHS.otpVerify, remoteAddress: ip, payload: { dialCode: '+971', phoneNumber, code } }),
    );
    const signedIn = success<SignedIn>(
      await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: ip, payload: { token: verified.signInToken, fullName: 'Omar Saleh' } }),
    );
    expect(signedIn.subscriber.email).toBe('');

    const email = uniqueEmail();
    expect((await startEmail(signedIn.token.id, email)).statusCode).toBe(200);
    const emailed = success<DevOtp>(await latestCode(product.app, email));
    const added = await verifyEmail(signedIn.token.id, email, emailed.code);
    expect(added.statusCode).toBe(200);
    expect(success<Profile>(added)).toMatchObject({ email, phoneNumber: `+971${phoneNumber}` });

    // A password set without a current one (the account never had one) now signs in with the email.
    expect((await changePassword(signedIn.token.id, { newPassword: 'a brand new passphrase' })).statusCode).toBe(200);
    expect((await signIn(product.app, email, 'a brand new passphrase')).statusCode).toBe(200);
  });
});

describe('token renewal with a shortened TEST lifetime', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ sessionTtlSeconds: 60 });
  });
  afterAll(async () => {
    await product.close();
  });

  it('renews a session before it expires; the old token past its end and an expired one are refused', async () => {
    const { token } = await signUp(product.app, { staySignedIn: false });
    expect(new Date(token.expiresAt).getTime() - product.clock.now.getTime()).toBe(60_000);
    product.clock.advance(45_000);
    const renewed = await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: { token: token.id } });
    expect(renewed.statusCode).toBe(200);
    const next = success<SignedIn>(renewed).token;
    expect(new Date(next.expiresAt).getTime() - product.clock.now.getTime()).toBe(60_000);

    // Past the first token's end, the renewed one still works; past its own, it does not.
    product.clock.advance(30_000);
    expect(await profileStatus(product.app, token.id)).toBe(401);
    expect(await profileStatus(product.app, next.id)).toBe(200);
    product.clock.advance(31_000);
    expect(await profileStatus(product.app, next.id)).toBe(401);
    const late = await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: { token: next.id } });
    expect(late.statusCode).toBe(401);
  });
});

describe('the TEST session lifetime setting', () => {
  const previous = process.env.PRODUCT_TEST_SESSION_TTL_SECONDS;
  afterAll(() => {
    if (previous === undefined) delete process.env.PRODUCT_TEST_SESSION_TTL_SECONDS;
    else process.env.PRODUCT_TEST_SESSION_TTL_SECONDS = previous;
  });

  it('shortens sessions in TEST only, refusing it in production and out-of-range values', () => {
    process.env.PRODUCT_TEST_SESSION_TTL_SECONDS = '30';
    expect(sessionTtlSeconds('test', SESSION_TTL_SECONDS)).toBe(30);
    expect(() => sessionTtlSeconds('production', SESSION_TTL_SECONDS)).toThrow('PRODUCT_TEST_SESSION_TTL_SECONDS is for the TEST environment only');
    process.env.PRODUCT_TEST_SESSION_TTL_SECONDS = '5';
    expect(() => sessionTtlSeconds('test', SESSION_TTL_SECONDS)).toThrow('from 10 to 28800');
    delete process.env.PRODUCT_TEST_SESSION_TTL_SECONDS;
    expect(sessionTtlSeconds('production', SESSION_TTL_SECONDS)).toBe(SESSION_TTL_SECONDS);
  });
});
