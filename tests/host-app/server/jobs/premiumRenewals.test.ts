import { decodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevEmail, DevOtp } from '../../../../host-app/contract/account/accountTypes';
import type { SubscriptionDetails } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import type { BillingOtpSent, PaymentsClientConfiguration, SubscriptionGranted, VoucherChecked } from '../../../../host-app/contract/payments/paymentTypes';
import { retryPastDueRenewal } from '../../../../host-app/server/jobs/retryPastDue';
import { readSubscriptionDetails } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { MERCHANT_KEY } from '../../../sandbox/helpers';
import { injectAs, signUp, success, uniqueEmail, uniqueIp } from '../helpers';
import { cardPaymentFields, clientInitBody, payInBrowser, planString, runBilling, storeCard, usePremiumWorld, withChargeAnswersLost } from '../premiumHelpers';

const world = usePremiumWorld();
const app = () => world.product.app;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface HolderPayment {
  executionId: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  authorizations: { outcome: string; voidedAt: string | null }[];
}

/** The provider's own record of every payment of the subscriber (the holder), oldest first. */
async function providerPaymentsOf(subscriberId: string): Promise<HolderPayment[]> {
  const response = await world.sandbox.provider.inject({
    method: 'GET',
    url: `/v1/holders/${encodeURIComponent(subscriberId)}/payments`,
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payments: HolderPayment[] }).payments;
}

/** Each authorized payment's outcome, in order: what the subscriber was charged and declined (storing a card authorizes nothing). */
async function outcomesOf(subscriberId: string): Promise<string[]> {
  return (await providerPaymentsOf(subscriberId)).flatMap((payment) => payment.authorizations.map((authorization) => `${payment.amount.value} ${authorization.outcome}`));
}

/** A new account that bought the plan (or started the monthly free trial) by card on the site in `language`, keeping the card on file. */
async function subscribeByCard(language: 'en' | 'ar' = 'en', plan: 'monthly' | 'yearly' | 'monthly_trial_7days' = 'monthly') {
  const email = uniqueEmail();
  const { token, subscriber } = await signUp(app(), { email });
  const init = await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody(plan, { language }) });
  const configuration = success<PaymentsClientConfiguration>(init);
  await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(configuration.sdkConfiguration)), '4242424242424242', { storeInstrument: true });
  const granted = success<SubscriptionGranted>(
    await injectAs(app(), token.id, {
      method: 'POST',
      url: API_PATHS.paymentResponse,
      payload: { ...cardPaymentFields(plan, { language, canBenefitFromTrial: plan === 'monthly_trial_7days' }), paymentIntentId: configuration.executionId },
    }),
  );
  // The purchase's own receipt (a trial charged nothing, so it has none); the tests below read what came after it.
  const atPurchase = await allEmailsTo(email);
  expect(atPurchase.map((sent) => sent.kind)).toEqual(plan === 'monthly_trial_7days' ? [] : ['receipt']);
  emailsAtPurchase.set(email, atPurchase.length);
  return { token: token.id, email, subscriberId: subscriber.id, periodEndsAt: new Date(granted.subscription!.currentPeriodEndsAt!) };
}

const emailsAtPurchase = new Map<string, number>();

async function allEmailsTo(email: string): Promise<DevEmail[]> {
  return success<DevEmail[]>(await app().inject({ method: 'GET', url: API_PATHS.devEmails, query: { to: email } }));
}

/** The account emails the TEST outbox holds for the address, after the purchase's receipt. */
async function emailsTo(email: string): Promise<DevEmail[]> {
  return (await allEmailsTo(email)).slice(emailsAtPurchase.get(email) ?? 0);
}

/** The subscriber's card on file is now this one (as if the old one had been replaced). */
async function renewWithCard(subscriberId: string, cardNumber: string): Promise<void> {
  const instrumentId = await storeCard(world.sandbox, subscriberId, cardNumber);
  await world.product.db.query('UPDATE product.subscriptions SET payment_instrument_id = $2 WHERE subscriber_id = $1', [subscriberId, instrumentId]);
}

const detailsAt = (subscriberId: string, at: Date) => readSubscriptionDetails(world.product.db, subscriberId, at);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('renewals', () => {
  it('charges the card on file once when the period ends, and the next period starts where the last one ended', async () => {
    const { subscriberId, email, periodEndsAt } = await subscribeByCard();
    expect(periodEndsAt.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    // Before the end nothing is due.
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, -1000))).renewals.renewed).toEqual([]);

    // Run two hours late: the new period still starts at the old end.
    const late = later(periodEndsAt, 2 * 60 * MINUTE_MS);
    const first = await runBilling(app(), subscriberId, late);
    expect(first.renewals.renewed).toHaveLength(1);
    expect((await runBilling(app(), subscriberId, late)).renewals).toEqual({ renewed: [], declined: [], skipped: [], retryLater: [] });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
    expect(await detailsAt(subscriberId, late)).toMatchObject({ hasVIPContentAccess: true, status: 'active', currentPeriodEndsAt: '2026-08-01T10:00:00.000Z' });
    // One receipt for the one charge.
    expect(await emailsTo(email)).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        language: 'en',
        subject: 'Your Premium receipt',
        text: expect.stringMatching(/^Thank you\. We charged AED\s8\.00 to your card on file for Premium \(Monthly\), which is now paid until 1 August 2026\./),
      }),
    ]);
  });

  it('two runs at once charge once', async () => {
    const { subscriberId, periodEndsAt } = await subscribeByCard();
    const runs = await Promise.all([1, 2, 3].map(() => runBilling(app(), subscriberId, periodEndsAt)));
    expect(runs.flatMap((run) => run.renewals.renewed)).toHaveLength(1);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
  });

  it('a renewal whose answer was lost is finished by the next run with the same key: one charge, one period more', async () => {
    const { subscriberId, periodEndsAt } = await subscribeByCard();
    expect((await withChargeAnswersLost(world.product, () => runBilling(app(), subscriberId, periodEndsAt))).renewals.retryLater).toHaveLength(1);
    // Still unpaid in the product's books, but not yet over: the period ends where it did.
    expect((await detailsAt(subscriberId, periodEndsAt)).currentPeriodEndsAt).toBe(periodEndsAt.toISOString());
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
    expect((await detailsAt(subscriberId, periodEndsAt)).currentPeriodEndsAt).toBe('2026-08-01T10:00:00.000Z');
  });

  it('a run that stopped after the provider charged, before recording it, is finished once its lease runs out: charged once, extended once', async () => {
    const { subscriberId, periodEndsAt } = await subscribeByCard();
    const provider = world.product.context.payments.provider;
    const original = provider.chargeStoredCard;
    let charged!: () => void;
    const reachedProvider = new Promise<void>((resolve) => (charged = resolve));
    // The process dies here: the charge is made, and nothing after it ever runs.
    provider.chargeStoredCard = async (charge, key) => {
      await original(charge, key);
      charged();
      return new Promise(() => {});
    };
    void runBilling(app(), subscriberId, periodEndsAt);
    await reachedProvider;
    provider.chargeStoredCard = original;

    // While its lease holds, other runs leave it alone.
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, MINUTE_MS))).renewals.renewed).toEqual([]);
    const after = later(periodEndsAt, 6 * MINUTE_MS);
    expect((await runBilling(app(), subscriberId, after)).renewals.renewed).toHaveLength(1);
    expect((await runBilling(app(), subscriberId, after)).renewals.renewed).toEqual([]);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
    expect((await detailsAt(subscriberId, after)).currentPeriodEndsAt).toBe('2026-08-01T10:00:00.000Z');
  });

  it('cancelled before its period ends: VIP stays until the end, and nothing is charged after', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribeByCard();
    const cancel = await injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionCancel, payload: { subscriberId } });
    expect(success<SubscriptionDetails>(cancel)).toMatchObject({ hasVIPContentAccess: true, status: 'cancelled', canResume: true, currentPeriodEndsAt: periodEndsAt.toISOString() });
    expect(await detailsAt(subscriberId, later(periodEndsAt, -1000))).toMatchObject({ hasVIPContentAccess: true });
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toEqual([]);
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 40 * DAY_MS))).renewals.renewed).toEqual([]);
    expect(await detailsAt(subscriberId, periodEndsAt)).toMatchObject({ hasVIPContentAccess: false, status: 'cancelled' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful']);
  });

  it('resumed before the end, it renews as normal', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribeByCard();
    const post = (url: string) => injectAs(app(), token, { method: 'POST', url, payload: { subscriberId } });
    expect((await post(API_PATHS.subscriptionCancel)).statusCode).toBe(200);
    const resumed = success<SubscriptionDetails>(await post(API_PATHS.subscriptionResume));
    expect(resumed).toMatchObject({ hasVIPContentAccess: true, status: 'active', canUnsubscribe: true, canResume: false });
    expect((await post(API_PATHS.subscriptionResume)).statusCode).toBe(409);
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    expect(await detailsAt(subscriberId, periodEndsAt)).toMatchObject({ hasVIPContentAccess: true, currentPeriodEndsAt: '2026-08-01T10:00:00.000Z' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
  });
});

describe('failed renewals (dunning)', () => {
  it('a soft decline is past due with VIP, retried 1, 3 and 5 days after the first failure, then ends with the grace and VIP stops', async () => {
    const { subscriberId, email, periodEndsAt } = await subscribeByCard();
    await renewWithCard(subscriberId, '4000000000009995');
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.declined).toHaveLength(1);
    expect(await detailsAt(subscriberId, later(periodEndsAt, 1000))).toMatchObject({ hasVIPContentAccess: true, status: 'past_due' });
    // Told at once, in the language they paid in, with the grace they have and where to update the card.
    expect(await emailsTo(email)).toEqual([
      expect.objectContaining({
        kind: 'renewalFailed',
        language: 'en',
        subject: 'Your Premium payment did not go through',
        text: expect.stringContaining('You keep Premium until 8 July 2026 while we try again. To keep it, update your card: http://localhost:3000/profile-settings/subscription'),
      }),
    ]);

    // Nothing is tried before a retry is due.
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, DAY_MS - 1000))).renewals.declined).toEqual([]);
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, DAY_MS))).renewals.declined).toHaveLength(1);
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 2 * DAY_MS))).renewals.declined).toEqual([]);
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 3 * DAY_MS))).renewals.declined).toHaveLength(1);
    expect(await detailsAt(subscriberId, later(periodEndsAt, 4 * DAY_MS))).toMatchObject({ hasVIPContentAccess: true, status: 'past_due' });
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 5 * DAY_MS))).renewals.declined).toHaveLength(1);

    // No retry is left, but the grace the email promised holds: VIP to day 7, then the end.
    expect(await detailsAt(subscriberId, later(periodEndsAt, 6 * DAY_MS))).toMatchObject({ hasVIPContentAccess: true, status: 'past_due' });
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 6 * DAY_MS))).renewals.declined).toEqual([]);
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 7 * DAY_MS))).periodEnds.ended).toHaveLength(1);
    expect(await detailsAt(subscriberId, later(periodEndsAt, 7 * DAY_MS))).toMatchObject({ hasVIPContentAccess: false, status: 'expired' });
    const afterGrace = await runBilling(app(), subscriberId, later(periodEndsAt, 30 * DAY_MS));
    expect([...afterGrace.renewals.declined, ...afterGrace.renewals.renewed, ...afterGrace.periodEnds.ended]).toEqual([]);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', ...Array(4).fill('800 authorizeFailed')]);
    expect((await emailsTo(email)).map((sent) => sent.kind)).toEqual(['renewalFailed', 'subscriptionEnded']);
  });

  it('a hard decline is not retried, and ends when the 7 days of grace are over', async () => {
    const { subscriberId, email, periodEndsAt } = await subscribeByCard('ar');
    await renewWithCard(subscriberId, '4000000000000069');
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.declined).toHaveLength(1);
    expect(await emailsTo(email)).toEqual([
      expect.objectContaining({
        kind: 'renewalFailed',
        language: 'ar',
        subject: 'تعذّر إتمام دفعة اشتراك بريميوم',
        text: expect.stringContaining('حدّث بطاقتك: http://localhost:3000/ar/profile-settings/subscription'),
      }),
    ]);
    for (const day of [1, 3, 5, 6]) {
      const run = await runBilling(app(), subscriberId, later(periodEndsAt, day * DAY_MS));
      expect([...run.renewals.declined, ...run.renewals.renewed, ...run.periodEnds.ended]).toEqual([]);
      expect(await detailsAt(subscriberId, later(periodEndsAt, day * DAY_MS))).toMatchObject({ hasVIPContentAccess: true, status: 'past_due' });
    }
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 7 * DAY_MS))).periodEnds.ended).toHaveLength(1);
    expect(await detailsAt(subscriberId, later(periodEndsAt, 7 * DAY_MS))).toMatchObject({ hasVIPContentAccess: false, status: 'expired' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeFailed']);
    expect((await emailsTo(email)).map((sent) => `${sent.language} ${sent.kind}`)).toEqual(['ar renewalFailed', 'ar subscriptionEnded']);
  });

  it('a retry that succeeds recovers: the period runs on from where it ended, as if paid on time', async () => {
    const { subscriberId, periodEndsAt } = await subscribeByCard();
    await renewWithCard(subscriberId, '4000000000009995');
    await runBilling(app(), subscriberId, periodEndsAt);
    await renewWithCard(subscriberId, '5555555555554444');
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, DAY_MS))).renewals.renewed).toHaveLength(1);
    expect(await detailsAt(subscriberId, later(periodEndsAt, DAY_MS))).toMatchObject({
      hasVIPContentAccess: true,
      status: 'active',
      currentPeriodEndsAt: '2026-08-01T10:00:00.000Z',
    });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeFailed', '800 authorizeSuccessful']);
  });
});

describe('a free trial that turned paid', () => {
  it('renews month after month on the card it kept, from the end of the first paid month', async () => {
    const { subscriberId, periodEndsAt: trialEndsAt } = await subscribeByCard('en', 'monthly_trial_7days');
    expect(trialEndsAt.toISOString()).toBe('2026-06-08T10:00:00.000Z');
    const trialEnd = await runBilling(app(), subscriberId, trialEndsAt);
    expect([trialEnd.trialCharges.charged.length, trialEnd.renewals.renewed.length]).toEqual([1, 0]);
    const firstPaidEnd = new Date('2026-07-08T10:00:00.000Z');
    expect(await detailsAt(subscriberId, trialEndsAt)).toMatchObject({ hasVIPContentAccess: true, isTrial: false, currentPeriodEndsAt: firstPaidEnd.toISOString() });
    expect((await runBilling(app(), subscriberId, firstPaidEnd)).renewals.renewed).toHaveLength(1);
    expect((await runBilling(app(), subscriberId, new Date('2026-08-08T10:00:00.000Z'))).renewals.renewed).toHaveLength(1);
    expect(await detailsAt(subscriberId, firstPaidEnd)).toMatchObject({ hasVIPContentAccess: true, currentPeriodEndsAt: '2026-09-08T10:00:00.000Z' });
    expect(await outcomesOf(subscriberId)).toEqual(['0 authorizeSuccessful', '800 authorizeSuccessful', '800 authorizeSuccessful', '800 authorizeSuccessful']);
  });
});

describe('a new card while past due', () => {
  it('is tried at once, even after a hard decline, and recovers: the period runs on from where it ended', async () => {
    const { subscriberId, email, periodEndsAt } = await subscribeByCard('ar');
    await renewWithCard(subscriberId, '4000000000000002');
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.declined).toHaveLength(1);
    // Two hours later the subscriber gives a card that works: no waiting for a retry day.
    await renewWithCard(subscriberId, '5555555555554444');
    const now = later(periodEndsAt, 2 * 60 * MINUTE_MS);
    expect((await retryPastDueRenewal(world.product.context, subscriberId, now)).renewed).toHaveLength(1);
    expect(await detailsAt(subscriberId, now)).toMatchObject({ hasVIPContentAccess: true, status: 'active', currentPeriodEndsAt: '2026-08-01T10:00:00.000Z' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeFailed', '800 authorizeSuccessful']);
    const receipt = (await emailsTo(email)).at(-1);
    expect(receipt).toMatchObject({ kind: 'receipt', language: 'ar', subject: 'إيصال اشتراك بريميوم' });
    expect(receipt?.text).toContain('مقابل بريميوم (شهري)، وأصبح مدفوعاً حتى 1 أغسطس 2026');
    // Not past due any more: nothing more is tried.
    expect((await retryPastDueRenewal(world.product.context, subscriberId, now)).renewed).toEqual([]);
  });
});

describe('operator and voucher subscriptions', () => {
  const latestCode = async (query: Record<string, string>) => success<DevOtp>(await app().inject({ method: 'GET', url: API_PATHS.devLatestOtp, query })).code;

  async function subscribeByOperator(phoneNumber: string) {
    const { token, subscriber } = await signUp(app());
    const post = (url: string, payload: Record<string, unknown>) => injectAs(app(), token.id, { method: 'POST', url, payload, remoteAddress: uniqueIp() });
    const sent = success<BillingOtpSent>(await post(API_PATHS.mobileBillingStart, { operatorId: 'ae-falcon', dialCode: '+971', phoneNumber, billingPlan: planString('monthly') }));
    const code = await latestCode({ dialCode: '+971', phoneNumber });
    const granted = success<SubscriptionGranted>(await post(API_PATHS.mobileBillingVerify, { transactionId: sent.transactionId, code }));
    return { subscriberId: subscriber.id, periodEndsAt: new Date(granted.subscription!.currentPeriodEndsAt!) };
  }

  it('an operator subscription renews through the operator, once per period', async () => {
    const { subscriberId, periodEndsAt } = await subscribeByOperator(`5${Math.floor(1_000_000 + Math.random() * 8_000_000)}1`);
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toEqual([]);
    expect(await detailsAt(subscriberId, periodEndsAt)).toMatchObject({ hasVIPContentAccess: true, sessionType: 'Mobile', currentPeriodEndsAt: '2026-08-01T10:00:00.000Z' });
    const { rows } = await world.product.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1 AND c.status = 'charged'`,
      [subscriberId],
    );
    expect(rows[0]?.count).toBe(1);
  });

  async function subscribeByVoucher() {
    const { token, subscriber } = await signUp(app());
    const post = (url: string, payload: Record<string, unknown>) => injectAs(app(), token.id, { method: 'POST', url, payload, remoteAddress: uniqueIp() });
    const { code: voucherCode } = success<{ code: string }>(await app().inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } }));
    const checked = success<VoucherChecked>(await post(API_PATHS.voucherStart, { email: subscriber.email, voucherCode }));
    const code = await latestCode({ email: subscriber.email });
    const granted = success<SubscriptionGranted>(await post(API_PATHS.voucherVerify, { transactionId: checked.transactionId, code }));
    return { subscriberId: subscriber.id, periodEndsAt: new Date(granted.subscription!.currentPeriodEndsAt!) };
  }

  it('a voucher subscription is never charged: at its period end it simply ends, and the renewal job asks the provider nothing', async () => {
    const { subscriberId, periodEndsAt } = await subscribeByVoucher();
    expect(await detailsAt(subscriberId, later(periodEndsAt, -1000))).toMatchObject({ hasVIPContentAccess: true, sessionType: 'Voucher' });
    const provider = world.product.context.payments.provider;
    const original = provider.chargeStoredCard;
    const charged: string[] = [];
    provider.chargeStoredCard = async (charge, key) => {
      if (charge.holderReference === subscriberId) charged.push(key);
      return original(charge, key);
    };
    try {
      for (const at of [periodEndsAt, later(periodEndsAt, DAY_MS), later(periodEndsAt, 40 * DAY_MS)]) {
        expect((await runBilling(app(), subscriberId, at)).renewals, at.toISOString()).toEqual({ renewed: [], declined: [], skipped: [], retryLater: [] });
      }
    } finally {
      provider.chargeStoredCard = original;
    }
    expect(charged).toEqual([]);
    expect(await outcomesOf(subscriberId)).toEqual([]);
    const { rows } = await world.product.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1',
      [subscriberId],
    );
    expect(rows[0]?.count).toBe(0);
    // No renewal is due, so no grace: VIP stops at the end of the period the voucher paid for.
    expect(await detailsAt(subscriberId, periodEndsAt)).toMatchObject({ hasVIPContentAccess: false, status: 'expired', currentPeriodEndsAt: periodEndsAt.toISOString() });
  });
});

describe('the billing anchor', () => {
  const periodEnd = async (subscriberId: string) =>
    new Date((await world.product.db.query<{ e: Date }>('SELECT current_period_ends_at AS e FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId])).rows[0]!.e).toISOString();

  it('a monthly plan bought on 31 January renews on the last day of each shorter month and on the 31st after', async () => {
    world.product.clock.now = new Date('2027-01-31T10:00:00.000Z');
    try {
      const { subscriberId, periodEndsAt } = await subscribeByCard();
      expect(periodEndsAt.toISOString()).toBe('2027-02-28T10:00:00.000Z');
      const renewedUntil: string[] = [];
      for (const end of ['2027-02-28T10:00:00.000Z', '2027-03-31T10:00:00.000Z', '2027-04-30T10:00:00.000Z']) {
        expect((await runBilling(app(), subscriberId, new Date(end))).renewals.renewed, end).toHaveLength(1);
        renewedUntil.push(await periodEnd(subscriberId));
      }
      expect(renewedUntil).toEqual(['2027-03-31T10:00:00.000Z', '2027-04-30T10:00:00.000Z', '2027-05-31T10:00:00.000Z']);
    } finally {
      world.product.clock.now = new Date('2026-06-01T10:00:00.000Z');
    }
  });

  it("a trial ending on 31 January anchors the paid months on the trial's end", async () => {
    world.product.clock.now = new Date('2027-01-24T10:00:00.000Z');
    try {
      const { subscriberId, periodEndsAt: trialEndsAt } = await subscribeByCard('en', 'monthly_trial_7days');
      expect(trialEndsAt.toISOString()).toBe('2027-01-31T10:00:00.000Z');
      expect((await runBilling(app(), subscriberId, trialEndsAt)).trialCharges.charged).toHaveLength(1);
      expect(await periodEnd(subscriberId)).toBe('2027-02-28T10:00:00.000Z');
      expect((await runBilling(app(), subscriberId, new Date('2027-02-28T10:00:00.000Z'))).renewals.renewed).toHaveLength(1);
      expect(await periodEnd(subscriberId)).toBe('2027-03-31T10:00:00.000Z');
    } finally {
      world.product.clock.now = new Date('2026-06-01T10:00:00.000Z');
    }
  });

  it('a subscription recorded before anchors were kept keeps the day of its period end', async () => {
    const { subscriberId } = await subscribeByCard();
    await world.product.db.query(`UPDATE product.subscriptions SET billing_anchor_at = NULL, current_period_ends_at = '2026-08-31T10:00:00Z' WHERE subscriber_id = $1`, [
      subscriberId,
    ]);
    expect((await runBilling(app(), subscriberId, new Date('2026-08-31T10:00:00.000Z'))).renewals.renewed).toHaveLength(1);
    expect(await periodEnd(subscriberId)).toBe('2026-09-30T10:00:00.000Z');
    expect((await runBilling(app(), subscriberId, new Date('2026-09-30T10:00:00.000Z'))).renewals.renewed).toHaveLength(1);
    expect(await periodEnd(subscriberId)).toBe('2026-10-31T10:00:00.000Z');
  });
});

describe('a year of a monthly subscriber', () => {
  it('is charged 12 times at the provider, each once, with period ends on the second and VIP throughout', async () => {
    const { subscriberId, periodEndsAt: firstEnd } = await subscribeByCard();
    const start = new Date(firstEnd);
    start.setUTCMonth(start.getUTCMonth() - 1);
    const monthEnd = (months: number) => {
      const end = new Date(start);
      end.setUTCMonth(end.getUTCMonth() + months);
      return end;
    };
    for (let month = 1; month <= 11; month += 1) {
      const end = monthEnd(month);
      expect(await detailsAt(subscriberId, later(end, -1000))).toMatchObject({ hasVIPContentAccess: true, currentPeriodEndsAt: end.toISOString() });
      // Between the period's end and the run, the renewal is due: VIP does not blink.
      expect((await detailsAt(subscriberId, end)).hasVIPContentAccess).toBe(true);
      const run = await runBilling(app(), subscriberId, end);
      expect(run.renewals.renewed, `month ${month}`).toHaveLength(1);
      // A second run of the same instant (another process, a retry) charges nothing.
      expect((await runBilling(app(), subscriberId, end)).renewals.renewed).toEqual([]);
      expect(await detailsAt(subscriberId, end)).toMatchObject({ hasVIPContentAccess: true, status: 'active', currentPeriodEndsAt: monthEnd(month + 1).toISOString() });
    }
    expect(monthEnd(12).toISOString()).toBe('2027-06-01T10:00:00.000Z');
    const payments = await providerPaymentsOf(subscriberId);
    expect(payments).toHaveLength(12);
    expect(new Set(payments.map((payment) => payment.executionId)).size).toBe(12);
    expect(payments.every((payment) => payment.amount.value === 800 && payment.authorizations.length === 1 && payment.authorizations[0]!.outcome === 'authorizeSuccessful')).toBe(true);
  });
});

describe('years of a yearly card subscriber', () => {
  it('is renewed once a year, each year from the old end however late the run, with one charge per year', async () => {
    const { subscriberId, email, periodEndsAt: firstEnd } = await subscribeByCard('en', 'yearly');
    expect(firstEnd.toISOString()).toBe('2027-06-01T10:00:00.000Z');
    const yearEnd = (years: number) => {
      const end = new Date(firstEnd);
      end.setUTCFullYear(end.getUTCFullYear() + years - 1);
      return end;
    };
    const inYearBefore = (end: Date, month: number) => {
      const at = new Date(end);
      at.setUTCMonth(at.getUTCMonth() - 12 + month);
      return at;
    };
    for (let year = 1; year <= 3; year += 1) {
      const end = yearEnd(year);
      // Run every month of the year, and a second before its end: nothing is due before the year is over.
      for (const at of [...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((month) => inYearBefore(end, month)), later(end, -1000)]) {
        expect((await runBilling(app(), subscriberId, at)).renewals.renewed, `year ${year}, ${at.toISOString()}`).toEqual([]);
      }
      // Three days late: the new year still starts at the old end, and a second run charges nothing.
      const late = later(end, 3 * DAY_MS);
      expect((await runBilling(app(), subscriberId, late)).renewals.renewed, `year ${year}`).toHaveLength(1);
      expect((await runBilling(app(), subscriberId, late)).renewals.renewed).toEqual([]);
      expect(await detailsAt(subscriberId, late)).toMatchObject({ hasVIPContentAccess: true, status: 'active', plan: 'yearly', currentPeriodEndsAt: yearEnd(year + 1).toISOString() });
    }
    expect(yearEnd(4).toISOString()).toBe('2030-06-01T10:00:00.000Z');
    const payments = await providerPaymentsOf(subscriberId);
    expect(payments.map((payment) => payment.authorizations.map((authorization) => `${payment.amount.value} ${authorization.outcome}`))).toEqual(
      Array(4).fill(['6000 authorizeSuccessful']),
    );
    expect(new Set(payments.map((payment) => payment.executionId)).size).toBe(4);
    expect((await emailsTo(email)).map((sent) => sent.kind)).toEqual(['receipt', 'receipt', 'receipt']);
  });
});
