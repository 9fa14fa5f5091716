import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevOtp, OtpCountry, OtpSent, OtpVerified, SignedIn } from '../../../../host-app/contract/account/accountTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { OTP, RATE_LIMITS } from '../../../../host-app/server/securityPolicy';
import { countRows, failure, signUp, startTestProduct, success, uniqueEmail, uniqueIp, type TestProduct } from '../helpers';
import { PRODUCTION_OPTIONS } from '../productionOptions';

let phoneSequence = 0;
function uniquePhone(): { dialCode: string; phoneNumber: string } {
  phoneSequence += 1;
  return { dialCode: '+971', phoneNumber: `50${String(1_000_000 + phoneSequence * 7919).slice(-7)}` };
}

describe('one-time codes', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const send = (payload: Record<string, unknown>, ip = uniqueIp()) => product.app.inject({ method: 'POST', url: API_PATHS.otpSend, remoteAddress: ip, payload });
  const verify = (payload: Record<string, unknown>, ip = uniqueIp()) => product.app.inject({ method: 'POST', url: API_PATHS.otpVerify, remoteAddress: ip, payload });
  const latestCode = async (query: Record<string, string>) => {
    const response = await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query });
    return success<DevOtp>(response).code;
  };

  it('lists the dial-code picker countries with ISO codes (GB for the United Kingdom) and flags', async () => {
    const countries = success<OtpCountry[]>(await product.app.inject({ method: 'GET', url: API_PATHS.otpCountries }));
    expect(countries).toContainEqual({ isoCode: 'GB', dialCode: '+44', flag: '🇬🇧', name: 'United Kingdom' });
    expect(countries).toContainEqual(expect.objectContaining({ isoCode: 'AE', dialCode: '+971', flag: '🇦🇪' }));
    expect(countries.some((country) => country.isoCode === 'UK')).toBe(false);
  });

  it('sends a random 6-digit code, stores only its keyed hash, and the dev endpoint returns it in TEST', async () => {
    const phone = uniquePhone();
    const response = await send({ ...phone, phoneNumber: `0${phone.phoneNumber.slice(0, 2)} ${phone.phoneNumber.slice(2)}` });
    expect(response.statusCode).toBe(200);
    const sent = success<OtpSent>(response);
    expect(sent).toEqual({ channel: 'sms', codeLength: 6, expiresAt: new Date(product.clock.now.getTime() + OTP.ttlSeconds * 1000).toISOString(), resendAfterSeconds: 30 });

    const target = `${phone.dialCode}${phone.phoneNumber}`;
    const dev = success<DevOtp>(await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: phone }));
    expect(dev.target).toBe(target);
    expect(dev.code).toMatch(/^[0-9]{6}$/);
    const { rows } = await product.db.query<{ code_hash: string }>('SELECT code_hash FROM product.otp_challenges WHERE target = $1', [target]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(dev.code);
    expect(rows[0]?.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('codes differ between sends', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const email = uniqueEmail();
      await send({ email });
      codes.add(await latestCode({ email }));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('verifies the right code once, then signs a new subscriber in with signin-token and a full name', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await latestCode(phone);
    const verified = success<OtpVerified>(await verify({ ...phone, code }));
    expect(verified.isNewSubscriber).toBe(true);

    const again = await verify({ ...phone, code });
    expect(again.statusCode).toBe(400);
    expect(failure(again).messageKey).toBe('otp.notRequested');

    const noName = await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: { token: verified.signInToken } });
    expect(noName.statusCode).toBe(400);
    expect(failure(noName)).toMatchObject({ messageKey: 'auth.fullNameNeeded', fields: ['body.fullName'] });

    const signedIn = await product.app.inject({
      method: 'POST',
      url: API_PATHS.signInWithToken,
      remoteAddress: uniqueIp(),
      payload: { token: verified.signInToken, fullName: 'Omar Khalid' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(success<SignedIn>(signedIn).subscriber).toMatchObject({ fullName: 'Omar Khalid', phoneNumber: `${phone.dialCode}${phone.phoneNumber}`, email: '' });

    // The sign-in token is single use.
    const reuse = await product.app.inject({
      method: 'POST',
      url: API_PATHS.signInWithToken,
      remoteAddress: uniqueIp(),
      payload: { token: verified.signInToken, fullName: 'Omar Khalid' },
    });
    expect(reuse.statusCode).toBe(401);
    expect(failure(reuse).messageKey).toBe('auth.signInTokenUsed');
  });

  it('signs an existing subscriber in by email code, without a name', async () => {
    const email = uniqueEmail();
    const existing = (await signUp(product.app, { fullName: 'Sara Nasser', email, password: 'long enough password' })).subscriber;
    await send({ email });
    const verified = success<OtpVerified>(await verify({ email, code: await latestCode({ email }) }));
    expect(verified.isNewSubscriber).toBe(false);
    const signedIn = success<SignedIn>(
      await product.app.inject({ method: 'POST', url: API_PATHS.signInWithToken, remoteAddress: uniqueIp(), payload: { token: verified.signInToken } }),
    );
    expect(signedIn.subscriber.id).toBe(existing.id);
  });

  it('expires codes after 5 minutes (injected clock)', async () => {
    const email = uniqueEmail();
    await send({ email });
    const code = await latestCode({ email });
    product.clock.advance(OTP.ttlSeconds * 1000);
    const late = await verify({ email, code });
    expect(late.statusCode).toBe(400);
    expect(failure(late)).toMatchObject({ errorCode: ResultCode.CustomError, messageKey: 'otp.expired' });
  });

  it('allows 5 wrong tries; after that even the right code is refused until a new one is sent', async () => {
    const email = uniqueEmail();
    await send({ email });
    const code = await latestCode({ email });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP.maxFailedAttempts; i++) {
      const response = await verify({ email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.WrongInputs, messageKey: 'otp.wrongCode', fields: ['body.code'] });
    }
    const last = await verify({ email, code: wrong });
    expect(last.statusCode).toBe(429);
    expect(failure(last)).toMatchObject({ errorCode: ResultCode.TooManyRequests, messageKey: 'otp.tooManyTries' });
    const right = await verify({ email, code });
    expect(right.statusCode).toBe(429);

    product.clock.advance(OTP.resendAfterSeconds * 1000);
    await send({ email });
    const fresh = await verify({ email, code: await latestCode({ email }) });
    expect(fresh.statusCode).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const email = uniqueEmail();
    await send({ email });
    const first = await latestCode({ email });
    product.clock.advance(OTP.resendAfterSeconds * 1000);
    await send({ email });
    const second = await latestCode({ email });
    if (first !== second) expect((await verify({ email, code: first })).statusCode).toBe(400);
    expect((await verify({ email, code: second })).statusCode).toBe(200);
  });

  it('rate limits sending: one code per 30 s per target, then 5 per hour', async () => {
    const email = uniqueEmail();
    expect((await send({ email })).statusCode).toBe(200);
    const tooSoon = await send({ email });
    expect(tooSoon.statusCode).toBe(429);
    expect(failure(tooSoon).retryAfterSeconds).toBe(OTP.resendAfterSeconds);
    for (let i = 1; i < RATE_LIMITS.otpSendPerTarget.limit; i++) {
      product.clock.advance(OTP.resendAfterSeconds * 1000);
      expect((await send({ email })).statusCode).toBe(200);
    }
    product.clock.advance(OTP.resendAfterSeconds * 1000);
    expect((await send({ email })).statusCode).toBe(429);
  });

  it('rate limits verification per address', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.otpVerifyPerIp.limit; i++) last = (await verify({ email: uniqueEmail(), code: '123456' }, ip)).statusCode;
    expect(last).toBe(429);
  });

  it('refuses bad targets and codes with 400 naming the field, writing nothing', async () => {
    const before = await countRows(product.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ dialCode: '+999', phoneNumber: '501234567' }, 'body.dialCode', 'phone.dialCode'],
      [{ dialCode: '+971', phoneNumber: '12ab' }, 'body.phoneNumber', 'phone.number'],
      [{ dialCode: '+971' }, 'body.phoneNumber', 'phone.number'],
      [{ email: 'not-an-email' }, 'body.email', 'email.invalid'],
      [{ email: uniqueEmail(), dialCode: '+971', phoneNumber: '501234567' }, 'body.email', 'otp.oneTarget'],
    ];
    for (const [payload, field, messageKey] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failure(response).issues).toContainEqual(expect.objectContaining({ field, messageKey }));
    }
    const badCode = await verify({ email: uniqueEmail(), code: '12345' });
    expect(failure(badCode).issues).toContainEqual(expect.objectContaining({ field: 'body.code', messageKey: 'otp.code' }));
    expect(await countRows(product.db)).toEqual(before);
  });

  it('the dev endpoint answers 404 for a target that was never sent a code', async () => {
    const response = await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email: uniqueEmail() } });
    expect(response.statusCode).toBe(404);
  });
});

describe('one-time codes in production', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct(PRODUCTION_OPTIONS);
  });
  afterAll(async () => {
    await product.close();
  });

  it('has no development OTP endpoint', async () => {
    const response = await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email: 'someone@example.com' } });
    expect(response.statusCode).toBe(404);
    expect(failure(response)).toMatchObject({ errorCode: ResultCode.EntityNotFound, messageKey: 'notFound.route' });
    expect(product.context.devOtpOutbox).toBeNull();
  });

  it('without a delivery gateway, sending answers 503 and stores no code', async () => {
    const before = await countRows(product.db);
    const response = await product.app.inject({ method: 'POST', url: API_PATHS.otpSend, payload: { email: uniqueEmail() } });
    expect(response.statusCode).toBe(503);
    expect(failure(response).messageKey).toBe('otp.deliveryUnavailable');
    const after = await countRows(product.db);
    expect(after['product.otp_challenges']).toBe(before['product.otp_challenges']);
  });
});
