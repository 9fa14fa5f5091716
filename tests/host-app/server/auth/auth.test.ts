import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevOtp, Profile, SignedIn, SignUpStarted } from '../../../../host-app/contract/account/accountTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { RATE_LIMITS, RENEWED_TOKEN_OVERLAP_SECONDS, SESSION_TTL_SECONDS, STAY_SIGNED_IN_SESSION_TTL_SECONDS } from '../../../../host-app/server/securityPolicy';
import { bearer, countRows, failure, injectAs, signUp, startTestProduct, success, uniqueEmail, uniqueIp, type TestProduct } from '../helpers';

describe('sign-up, sign-in and sessions', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  it('signs up: 201 with a code sent to the email; the code signs in for 8 h with the profile; the password is stored only as an scrypt hash', async () => {
    const email = uniqueEmail();
    const response = await product.app.inject({
      method: 'POST',
      url: API_PATHS.signUp,
      remoteAddress: uniqueIp(),
      payload: { fullName: ' محمد Ali 2 ', email: email.toUpperCase(), password: 'correct horse battery', country: 'AE' },
    });
    expect(response.statusCode).toBe(201);
    const started = success<SignUpStarted>(response);
    expect(started).toMatchObject({ channel: 'email', codeLength: 6, signUpToken: expect.any(String) });
    const { code } = success<DevOtp>(await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email } }));
    const verified = await product.app.inject({ method: 'POST', url: API_PATHS.signUpVerify, remoteAddress: uniqueIp(), payload: { signUpToken: started.signUpToken, code } });
    expect(verified.statusCode).toBe(200);
    const signedIn = success<SignedIn>(verified);
    expect(signedIn.subscriber).toEqual({ id: expect.stringMatching(/^sub_/), fullName: 'محمد Ali 2', email, avatar: '', country: 'AE', phoneNumber: '' });
    expect(new Date(signedIn.token.expiresAt).getTime() - product.clock.now.getTime()).toBe(SESSION_TTL_SECONDS * 1000);

    const { rows } = await product.db.query<{ password_hash: string }>('SELECT password_hash FROM product.subscribers WHERE email = $1', [email]);
    const stored = rows[0]?.password_hash ?? '';
    // This server hashes at the tests' lower cost (helpers.ts); the policy's cost is checked below.
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(stored).not.toContain('correct horse battery');
  });

  it('salts every hash: the same password gives different stored values', async () => {
    const first = await signUp(product.app, { password: 'same password 123' });
    const second = await signUp(product.app, { password: 'same password 123' });
    const { rows } = await product.db.query<{ password_hash: string }>('SELECT password_hash FROM product.subscribers WHERE id = ANY($1::text[])', [
      [first.subscriber.id, second.subscriber.id],
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });

  it('refuses bad sign-up input with 400, the fields named, messages in the request language, and writes nothing', async () => {
    const before = await countRows(product.db);
    const response = await product.app.inject({
      method: 'POST',
      url: API_PATHS.signUp,
      headers: { 'x-language': 'ar' },
      payload: { fullName: 'Robert; DROP TABLE', email: 'someone@example.toolong', password: 'short', extra: true },
    });
    expect(response.statusCode).toBe(400);
    const body = failure(response);
    expect(body.errorCode).toBe(ResultCode.WrongInputs);
    expect(body.fields).toEqual(expect.arrayContaining(['body.fullName', 'body.email', 'body.password', 'body.extra']));
    expect(body.issues).toContainEqual({ field: 'body.fullName', messageKey: 'fullName.characters', message: 'استخدم في اسمك الكامل الأحرف والأرقام والمسافات فقط' });
    expect(body.issues?.find((issue) => issue.field === 'body.email')?.messageKey).toBe('email.invalid');
    expect(body.issues?.find((issue) => issue.field === 'body.password')?.messageKey).toBe('password.tooShort');
    expect(await countRows(product.db)).toEqual(before);
  });

  it('refuses a second account with the same email (409) without writing', async () => {
    const email = uniqueEmail();
    await signUp(product.app, { email });
    const before = await countRows(product.db);
    const response = await product.app.inject({
      method: 'POST',
      url: API_PATHS.signUp,
      remoteAddress: uniqueIp(),
      payload: { fullName: 'Other Person', email, password: 'another password' },
    });
    expect(response.statusCode).toBe(409);
    expect(failure(response)).toMatchObject({ errorCode: ResultCode.CustomError, messageKey: 'auth.emailTaken', fields: ['body.email'] });
    const after = await countRows(product.db);
    // Only the sign-up rate-limit counter moved.
    expect({ ...after, 'product.rate_limit_buckets': 0 }).toEqual({ ...before, 'product.rate_limit_buckets': 0 });
  });

  it('signs in with the right password and refuses a wrong one or an unknown email alike (401)', async () => {
    const email = uniqueEmail();
    await signUp(product.app, { email, password: 'right password' });
    const ok = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'right password' } });
    expect(ok.statusCode).toBe(200);
    expect(success<SignedIn>(ok).subscriber.email).toBe(email);

    const wrong = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'wrong password' } });
    const unknown = await product.app.inject({
      method: 'POST',
      url: API_PATHS.signIn,
      remoteAddress: uniqueIp(),
      payload: { email: uniqueEmail(), password: 'wrong password' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.Unauthorized, messageKey: 'auth.wrongCredentials' });
    }
  });

  it('rate limits sign-in per email: the 11th try in 15 minutes is a 429 with TooManyRequests and Retry-After', async () => {
    const email = uniqueEmail();
    await signUp(product.app, { email, password: 'right password' });
    const attempt = () =>
      product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'wrong password' } });
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(failure(limited)).toMatchObject({ errorCode: ResultCode.TooManyRequests, messageKey: 'rateLimit.exceededMinutes' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits for the window to pass.
    const blocked = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'right password' } });
    expect(blocked.statusCode).toBe(429);

    product.clock.advance(RATE_LIMITS.signInPerEmail.windowSeconds * 1000);
    const later = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'right password' } });
    expect(later.statusCode).toBe(200);
  });

  it('rate limits sign-in per address across emails', { timeout: 120_000 }, async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.signInPerIp.limit; i++) {
      last = (await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: ip, payload: { email: uniqueEmail(), password: 'x' } })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('validates the token on every call: missing, malformed, tampered and expired tokens are 401', async () => {
    const { token } = await signUp(product.app);
    const profile = (headers: Record<string, string>) => product.app.inject({ method: 'GET', url: API_PATHS.profile, headers });

    expect((await profile(bearer(token.id))).statusCode).toBe(200);
    const missing = await profile({});
    expect(missing.statusCode).toBe(401);
    expect(failure(missing)).toMatchObject({ errorCode: ResultCode.Unauthorized, messageKey: 'auth.required' });
    expect(failure(await profile({ authorization: `Token ${token.id}` })).messageKey).toBe('auth.invalidToken');

    const [header, payload, signature] = token.id.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { exp: number };
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 999_999 })).toString('base64url')}.${signature}`;
    const tampered = await profile(bearer(forged));
    expect(tampered.statusCode).toBe(401);
    expect(failure(tampered).messageKey).toBe('auth.invalidToken');

    product.clock.advance(SESSION_TTL_SECONDS * 1000);
    const expired = await profile(bearer(token.id));
    expect(expired.statusCode).toBe(401);
    expect(failure(expired).messageKey).toBe('auth.expiredToken');
  });

  it('keeps a stay-signed-in session for 30 days', async () => {
    const signedIn = await signUp(product.app, { staySignedIn: true });
    expect(new Date(signedIn.token.expiresAt).getTime() - product.clock.now.getTime()).toBe(STAY_SIGNED_IN_SESSION_TTL_SECONDS * 1000);
    product.clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
    expect((await injectAs(product.app, signedIn.token.id, { method: 'GET', url: API_PATHS.profile })).statusCode).toBe(200);
  });

  it('signs out: the token stops working at once', async () => {
    const { token } = await signUp(product.app);
    const out = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.signOut });
    expect(out.statusCode).toBe(200);
    const after = await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile });
    expect(after.statusCode).toBe(401);
    expect(failure(after).messageKey).toBe('auth.invalidToken');
  });

  it('renews a session through signin-token: a new token works, the old one only for the overlap', async () => {
    const { token, subscriber } = await signUp(product.app);
    const renewed = await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: { token: token.id } });
    expect(renewed.statusCode).toBe(200);
    const next = success<SignedIn>(renewed);
    expect(next.token.id).not.toBe(token.id);
    expect(next.subscriber.id).toBe(subscriber.id);
    expect(success<Profile>(await injectAs(product.app, next.token.id, { method: 'GET', url: API_PATHS.profile })).id).toBe(subscriber.id);
    // Calls already on their way with the old token still succeed, for a moment.
    expect((await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile })).statusCode).toBe(200);
    product.clock.advance(RENEWED_TOKEN_OVERLAP_SECONDS * 1000);
    expect((await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile })).statusCode).toBe(401);
    expect((await injectAs(product.app, next.token.id, { method: 'GET', url: API_PATHS.profile })).statusCode).toBe(200);
  });

  it('refuses signin-token with a token that is not ours (401) and without one (400)', async () => {
    const bad = await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: { token: 'a.b.c' } });
    expect(bad.statusCode).toBe(401);
    const missing = await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields: ['body.token'], messageKey: 'input.required' });
  });

  it('answers malformed JSON and other content types with a clear 4xx', async () => {
    const malformed = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(failure(malformed)).toMatchObject({ errorCode: ResultCode.WrongInputs, messageKey: 'input.malformedJson' });
    const text = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
  });
});

describe('password hashing at the security policy\'s cost', () => {
  it('a server given no cost stores scrypt with N = 2^15, r = 8, p = 1, and signs the viewer in with it', async () => {
    // No `passwordHashing`: what every real server runs with (nothing in the environment lowers it).
    const product = await startTestProduct({ passwordHashing: undefined });
    try {
      const email = uniqueEmail();
      await signUp(product.app, { email, password: 'policy cost 12345' });
      const { rows } = await product.db.query<{ password_hash: string }>('SELECT password_hash FROM product.subscribers WHERE email = $1', [email]);
      expect(rows[0]?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
      const signedIn = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'policy cost 12345' } });
      expect(signedIn.statusCode).toBe(200);
      const refused = await product.app.inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'policy cost 12346' } });
      expect(refused.statusCode).toBe(401);
    } finally {
      await product.close();
    }
  });
});
