import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevOtp } from '../../../../host-app/contract/account/accountTypes';
import type { BillingOtpSent, SubscriptionGranted, VoucherChecked } from '../../../../host-app/contract/payments/paymentTypes';
import { PaymentResultCode } from '../../../../host-app/contract/payments/paymentResultCodes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { countRows, failure, injectAs, signUp, startTestProduct, success, subscriptionDetailsOf, uniqueIp, type TestProduct } from '../helpers';
import { planString } from '../premiumHelpers';
import { PRODUCTION_OPTIONS } from '../productionOptions';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(async () => {
  await product.close();
});

let numbers = 0;
const numberBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);
/** A fresh UAE mobile number per call (never ending in 0000), so per-number limits stay apart. */
function uniqueNumber(): string {
  numbers += 1;
  return `5${numberBase + numbers * 3}`.replace(/0000$/, '0001');
}

const app = () => product.app;
const post = (token: string, url: string, payload: Record<string, unknown>, remoteAddress = uniqueIp()) => injectAs(app(), token, { method: 'POST', url, payload, remoteAddress });
const details = (token: string, subscriberId: string) => subscriptionDetailsOf(app(), token, subscriberId);
const latestCode = async (query: Record<string, string>) => success<DevOtp>(await app().inject({ method: 'GET', url: API_PATHS.devLatestOtp, query })).code;
const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function mobileStartBody(phoneNumber: string, overrides: Record<string, unknown> = {}) {
  return { operatorId: 'ae-falcon', dialCode: '+971', phoneNumber, billingPlan: planString('monthly'), campaignId: 'ramadan', ...overrides };
}

describe('mobile-operator billing', () => {
  it('sends a code by SMS; a wrong code grants nothing, the right one grants Mobile VIP once', async () => {
    const { token, subscriber } = await signUp(app());
    const phoneNumber = uniqueNumber();
    const sent = success<BillingOtpSent>(await post(token.id, API_PATHS.mobileBillingStart, mobileStartBody(phoneNumber)));
    expect(sent).toMatchObject({ channel: 'sms', codeLength: 6, resendAfterSeconds: 30 });
    expect(sent.transactionId).toMatch(/^btx_/);
    const code = await latestCode({ dialCode: '+971', phoneNumber });

    const wrong = await post(token.id, API_PATHS.mobileBillingVerify, { transactionId: sent.transactionId, code: wrongCodeOf(code) });
    expect(wrong.statusCode).toBe(400);
    expect(failure(wrong)).toMatchObject({ errorCode: ResultCode.WrongInputs, messageKey: 'otp.wrongCode', fields: ['body.code'] });
    expect(await details(token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });

    const granted = success<SubscriptionGranted>(await post(token.id, API_PATHS.mobileBillingVerify, { transactionId: sent.transactionId, code }));
    expect(granted).toMatchObject({ resultCode: PaymentResultCode.SUCCESS, paymentMethod: 'Mobile' });
    expect(granted.subscription).toMatchObject({ hasVIPContentAccess: true, sessionType: 'Mobile', plan: 'monthly', canUnsubscribe: true });

    const again = success<SubscriptionGranted>(await post(token.id, API_PATHS.mobileBillingVerify, { transactionId: sent.transactionId, code }));
    expect(again).toEqual(granted);
    const { rows } = await product.db.query<{ count: number; campaign_id: string }>(
      'SELECT count(*)::int AS count, min(campaign_id) AS campaign_id FROM product.subscriptions WHERE subscriber_id = $1',
      [subscriber.id],
    );
    expect(rows[0]).toEqual({ count: 1, campaign_id: 'ramadan' });
    const transaction = await product.db.query<{ status: string; msisdn: string }>('SELECT status, msisdn FROM product.billing_transactions WHERE id = $1', [sent.transactionId]);
    expect(transaction.rows[0]).toEqual({ status: 'completed', msisdn: `+971${phoneNumber}` });

    // Already Premium: a new start is refused with 10132 and sends nothing.
    const before = await countRows(product.db);
    const refused = await post(token.id, API_PATHS.mobileBillingStart, mobileStartBody(uniqueNumber()));
    expect(refused.statusCode).toBe(409);
    expect(failure(refused)).toMatchObject({ messageKey: 'payment.alreadySubscribed', resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });
    expect(await countRows(product.db)).toEqual(before);
  });

  it('refuses unknown or not-live operators, bad numbers and forged plans, writing nothing', async () => {
    const { token } = await signUp(app());
    const before = await countRows(product.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ operatorId: 'xx-none' }, 'billing.operatorInvalid', 'body.operatorId'],
      [{ operatorId: 'sa-palm' }, 'billing.operatorInvalid', 'body.operatorId'],
      [{ dialCode: '+999' }, 'phone.dialCode', 'body.dialCode'],
      [{ phoneNumber: '12' }, 'phone.number', 'body.phoneNumber'],
      [{ billingPlan: btoa('{"billingOption":"monthly","price":1,"trialDuration":0,"allowAllUsersToHaveTrial":false}') }, 'payment.planInvalid', 'body.billingPlan'],
      [{ extra: true }, 'input.unknownField', 'body.extra'],
    ];
    for (const [overrides, messageKey, field] of cases) {
      const response = await post(token.id, API_PATHS.mobileBillingStart, mobileStartBody(uniqueNumber(), overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(failure(response)).toMatchObject({ messageKey, fields: [field] });
    }
    expect(await countRows(product.db)).toEqual(before);
  });

  it('the simulated operator refuses numbers ending in 0000', async () => {
    const { token } = await signUp(app());
    const before = await countRows(product.db);
    const response = await post(token.id, API_PATHS.mobileBillingStart, mobileStartBody('501230000'));
    expect(response.statusCode).toBe(400);
    expect(failure(response)).toMatchObject({ messageKey: 'billing.operatorRefused', fields: ['body.phoneNumber'] });
    expect(await countRows(product.db)).toEqual(before);
  });

  it('resends after the wait, the old code then fails; a sign-in code to the same phone neither replaces nor pays', async () => {
    const { token, subscriber } = await signUp(app());
    const phoneNumber = uniqueNumber();
    const { transactionId } = success<BillingOtpSent>(await post(token.id, API_PATHS.mobileBillingStart, mobileStartBody(phoneNumber)));
    const firstCode = await latestCode({ dialCode: '+971', phoneNumber });
    const tooSoon = await post(token.id, API_PATHS.mobileBillingResend, { transactionId });
    expect(tooSoon.statusCode).toBe(429);

    product.clock.advance(31_000);
    const resent = success<BillingOtpSent>(await post(token.id, API_PATHS.mobileBillingResend, { transactionId }));
    expect(resent.transactionId).toBe(transactionId);
    const secondCode = await latestCode({ dialCode: '+971', phoneNumber });
    if (secondCode !== firstCode) {
      const stale = await post(token.id, API_PATHS.mobileBillingVerify, { transactionId, code: firstCode });
      expect(failure(stale).messageKey).toBe('otp.wrongCode');
    }

    // A sign-in code to the same number is a different challenge.
    product.clock.advance(31_000);
    expect((await app().inject({ method: 'POST', url: API_PATHS.otpSend, payload: { dialCode: '+971', phoneNumber }, remoteAddress: uniqueIp() })).statusCode).toBe(200);
    const signInCode = await latestCode({ dialCode: '+971', phoneNumber });
    if (signInCode !== secondCode) {
      expect(failure(await post(token.id, API_PATHS.mobileBillingVerify, { transactionId, code: signInCode })).messageKey).toBe('otp.wrongCode');
    }
    expect(await details(token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
    expect(success<SubscriptionGranted>(await post(token.id, API_PATHS.mobileBillingVerify, { transactionId, code: secondCode })).resultCode).toBe(PaymentResultCode.SUCCESS);
  });

  it('locks after 5 wrong codes and fails the transaction', async () => {
    const { token, subscriber } = await signUp(app());
    const phoneNumber = uniqueNumber();
    const { transactionId } = success<BillingOtpSent>(await post(token.id, API_PATHS.mobileBillingStart, mobileStartBody(phoneNumber)));
    const code = await latestCode({ dialCode: '+971', phoneNumber });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(token.id, API_PATHS.mobileBillingVerify, { transactionId, code: wrongCodeOf(code) });
      expect(response.statusCode).toBe(attempt < 5 ? 400 : 429);
    }
    const closed = await post(token.id, API_PATHS.mobileBillingVerify, { transactionId, code });
    expect(closed.statusCode).toBe(409);
    expect(failure(closed)).toMatchObject({ messageKey: 'billing.transactionClosed' });
    expect(await details(token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
  });

  it('needs a token; another subscriber\'s transaction does not exist for you', async () => {
    const owner = await signUp(app());
    const intruder = await signUp(app());
    const phoneNumber = uniqueNumber();
    expect((await app().inject({ method: 'POST', url: API_PATHS.mobileBillingStart, payload: mobileStartBody(phoneNumber) })).statusCode).toBe(401);
    const { transactionId } = success<BillingOtpSent>(await post(owner.token.id, API_PATHS.mobileBillingStart, mobileStartBody(phoneNumber)));
    const code = await latestCode({ dialCode: '+971', phoneNumber });
    const before = await countRows(product.db);
    for (const url of [API_PATHS.mobileBillingResend, API_PATHS.mobileBillingVerify]) {
      const response = await post(intruder.token.id, url, url === API_PATHS.mobileBillingVerify ? { transactionId, code } : { transactionId });
      expect(response.statusCode).toBe(404);
      expect(failure(response)).toMatchObject({ messageKey: 'billing.transactionNotFound' });
    }
    expect((await app().inject({ method: 'POST', url: API_PATHS.mobileBillingVerify, payload: { transactionId, code } })).statusCode).toBe(401);
    expect(await countRows(product.db)).toEqual(before);
    expect(await details(intruder.token.id, intruder.subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
    expect(success<SubscriptionGranted>(await post(owner.token.id, API_PATHS.mobileBillingVerify, { transactionId, code })).resultCode).toBe(PaymentResultCode.SUCCESS);
  });
});

describe('vouchers', () => {
  const startVoucher = (token: string, email: string, voucherCode: string) => post(token, API_PATHS.voucherStart, { email, voucherCode });
  /** Codes are random: tests take a fresh one from the TEST-only endpoint. */
  const freshVoucher = async (plan: 'monthly' | 'yearly') => success<{ code: string }>(await app().inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan } })).code;

  it('checks email and code, sends a code to the email, and redeems the voucher once as a non-renewing subscription', async () => {
    const { token, subscriber } = await signUp(app());
    const yearly = await freshVoucher('yearly');
    const checked = success<VoucherChecked>(await startVoucher(token.id, subscriber.email, ` ${yearly.toLowerCase()} `));
    expect(checked).toMatchObject({ channel: 'email', plan: 'yearly', codeLength: 6 });
    const code = await latestCode({ email: subscriber.email });
    expect(failure(await post(token.id, API_PATHS.voucherVerify, { transactionId: checked.transactionId, code: wrongCodeOf(code) })).messageKey).toBe('otp.wrongCode');
    const granted = success<SubscriptionGranted>(await post(token.id, API_PATHS.voucherVerify, { transactionId: checked.transactionId, code }));
    expect(granted).toMatchObject({ resultCode: PaymentResultCode.SUCCESS, paymentMethod: 'Voucher' });
    expect(granted.subscription).toMatchObject({ hasVIPContentAccess: true, sessionType: 'Voucher', plan: 'yearly', canUnsubscribe: false });
    const { rows } = await product.db.query<{ redeemed_by: string }>('SELECT redeemed_by FROM product.vouchers WHERE code = $1', [yearly]);
    expect(rows[0]?.redeemed_by).toBe(subscriber.id);

    // Already Premium: refused with 10132.
    const refused = await startVoucher(token.id, subscriber.email, await freshVoucher('yearly'));
    expect(refused.statusCode).toBe(409);
    expect(failure(refused).resultCode).toBe(PaymentResultCode.USER_ALREADY_SUBSCRIBED);

    // Used once: nobody else can start with it.
    const other = await signUp(app());
    const twice = await startVoucher(other.token.id, other.subscriber.email, yearly);
    expect(twice.statusCode).toBe(400);
    expect(failure(twice)).toMatchObject({ messageKey: 'voucher.codeUsed', fields: ['body.voucherCode'] });
  });

  it('of two accounts that started with the same voucher, only the first to verify gets it', async () => {
    const first = await signUp(app());
    const second = await signUp(app());
    const shared = await freshVoucher('monthly');
    const a = success<VoucherChecked>(await startVoucher(first.token.id, first.subscriber.email, shared));
    const b = success<VoucherChecked>(await startVoucher(second.token.id, second.subscriber.email, shared));
    const codeA = await latestCode({ email: first.subscriber.email });
    const codeB = await latestCode({ email: second.subscriber.email });
    expect(success<SubscriptionGranted>(await post(first.token.id, API_PATHS.voucherVerify, { transactionId: a.transactionId, code: codeA })).resultCode).toBe(
      PaymentResultCode.SUCCESS,
    );
    const late = await post(second.token.id, API_PATHS.voucherVerify, { transactionId: b.transactionId, code: codeB });
    expect(late.statusCode).toBe(400);
    expect(failure(late)).toMatchObject({ messageKey: 'voucher.codeUsed' });
    expect(await details(second.token.id, second.subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
    const { rows } = await product.db.query<{ status: string }>('SELECT status FROM product.billing_transactions WHERE id = $1', [b.transactionId]);
    expect(rows[0]?.status).toBe('failed');
  });

  it('refuses another email, unknown and used codes, bad input and visitors; only the attempt counters move', async () => {
    const { token, subscriber } = await signUp(app());
    const unused = await freshVoucher('monthly');
    const used = await freshVoucher('monthly');
    await product.db.query("UPDATE product.vouchers SET redeemed_by = 'someone', redeemed_at = now() WHERE code = $1", [used]);
    const before = await countRows(product.db);
    const cases: [string, string, string, string][] = [
      ['someone.else@example.com', unused, 'voucher.emailMismatch', 'body.email'],
      [subscriber.email, 'VIP-NOPE-0001', 'voucher.codeInvalid', 'body.voucherCode'],
      [subscriber.email, used, 'voucher.codeUsed', 'body.voucherCode'],
      [subscriber.email, 'no!', 'voucher.codeInvalid', 'body.voucherCode'],
      ['not-an-email', unused, 'email.invalid', 'body.email'],
    ];
    for (const [email, voucherCode, messageKey, field] of cases) {
      const response = await startVoucher(token.id, email, voucherCode);
      expect(response.statusCode, voucherCode).toBe(400);
      expect(failure(response)).toMatchObject({ messageKey, fields: [field] });
    }
    expect((await app().inject({ method: 'POST', url: API_PATHS.voucherStart, payload: { email: subscriber.email, voucherCode: unused } })).statusCode).toBe(401);
    // Every attempt that reached a lookup counts against the voucher limits, before the lookup; nothing else is written.
    expect({ ...(await countRows(product.db)), 'product.rate_limit_buckets': 0 }).toEqual({ ...before, 'product.rate_limit_buckets': 0 });
  });

  it('resends to the email after the wait; another subscriber cannot verify or resend it', async () => {
    const { token, subscriber } = await signUp(app());
    const intruder = await signUp(app());
    const { transactionId } = success<VoucherChecked>(await startVoucher(token.id, subscriber.email, await freshVoucher('monthly')));
    product.clock.advance(31_000);
    expect(success<VoucherChecked>(await post(token.id, API_PATHS.voucherResend, { transactionId }))).toMatchObject({ transactionId, plan: 'monthly' });
    const code = await latestCode({ email: subscriber.email });
    expect((await post(intruder.token.id, API_PATHS.voucherVerify, { transactionId, code })).statusCode).toBe(404);
    expect((await post(intruder.token.id, API_PATHS.voucherResend, { transactionId })).statusCode).toBe(404);
    // A mobile transaction id is not a voucher's, and the other way round.
    expect((await post(token.id, API_PATHS.mobileBillingVerify, { transactionId, code })).statusCode).toBe(404);
    expect(success<SubscriptionGranted>(await post(token.id, API_PATHS.voucherVerify, { transactionId, code })).paymentMethod).toBe('Voucher');
  });
});

describe('development analytics read-back', () => {
  it('answers the events of one analytics session in stored order (TEST only)', async () => {
    const sessionId = `session-${Date.now()}`;
    const events = [
      { name: 'vpay_mobile_start_flow', occurredAt: '2026-06-01T10:00:00.000Z', screen: 'premium' },
      { name: 'vpay_mobile_click_go_vip', occurredAt: '2026-06-01T10:00:01.000Z', properties: { operator: 'ae-falcon' } },
    ];
    const { token, subscriber } = await signUp(app());
    expect((await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.analyticsEvents, remoteAddress: uniqueIp(), payload: { deviceId: 'device-1', sessionId, events } })).statusCode).toBe(202);
    await app().inject({ method: 'POST', url: API_PATHS.analyticsEvents, remoteAddress: uniqueIp(), payload: { deviceId: 'device-2', sessionId: 'other-session', events } });
    const stored = success<unknown[]>(await app().inject({ method: 'GET', url: API_PATHS.devAnalyticsEvents, query: { sessionId } }));
    expect(stored).toEqual([
      { name: 'vpay_mobile_start_flow', screen: 'premium', userId: subscriber.id, occurredAt: '2026-06-01T10:00:00.000Z', properties: {} },
      { name: 'vpay_mobile_click_go_vip', screen: null, userId: subscriber.id, occurredAt: '2026-06-01T10:00:01.000Z', properties: { operator: 'ae-falcon' } },
    ]);
    const bad = await app().inject({ method: 'GET', url: API_PATHS.devAnalyticsEvents, query: { sessionId: 'no spaces' } });
    expect(failure(bad)).toMatchObject({ fields: ['query.sessionId'] });
  });

  it('neither read-back nor fresh vouchers exist in production', async () => {
    const production = await startTestProduct(PRODUCTION_OPTIONS);
    try {
      const analytics = await production.app.inject({ method: 'GET', url: API_PATHS.devAnalyticsEvents, query: { sessionId: 'abc' } });
      const vouchers = await production.app.inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } });
      expect([analytics.statusCode, vouchers.statusCode]).toEqual([404, 404]);
    } finally {
      await production.close();
    }
  });
});

describe('development vouchers', () => {
  it('issues a fresh voucher that redeems like a seeded one (TEST only)', async () => {
    const issued = success<{ code: string; plan: string; redeemed: boolean }>(await app().inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'quarterly' } }));
    expect(issued).toMatchObject({ plan: 'quarterly', redeemed: false });
    expect(issued.code).toMatch(/^VIP(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const { token, subscriber } = await signUp(app());
    const started = await post(token.id, API_PATHS.voucherStart, { email: subscriber.email, voucherCode: issued.code });
    expect(success<VoucherChecked>(started).plan).toBe('quarterly');

    const trial = await app().inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly_trial_7days' } });
    expect(failure(trial)).toMatchObject({ fields: ['body.plan'] });
  });

});
