import { beforeEach, describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevEmail } from '../../../../host-app/contract/account/accountTypes';
import type { PlanChangeQuote, PlanChangeResult } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import type { BillingRunReport } from '../../../../host-app/contract/subscriptions/billingRunTypes';
import type { PaymentsClientConfiguration, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { openSession } from '../../../../host-app/server/auth/sessions';
import { chargeRenewals } from '../../../../host-app/server/jobs/renewals';
import { readBillingHistory } from '../../../../host-app/server/subscriptions/billingHistory';
import { readSubscriptionDetails } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { MERCHANT_KEY } from '../../../sandbox/helpers';
import { failure, injectAs, signUp, START_TIME, success, uniqueEmail } from '../helpers';
import { cardPaymentFields, clientInitBody, payInBrowser, runBilling, usePremiumWorld, withChargeAnswersLost } from '../premiumHelpers';

const world = usePremiumWorld();
const app = () => world.product.app;

beforeEach(() => {
  world.product.clock.now = new Date(START_TIME);
});

/** The provider's own record: each authorization of the subscriber (the holder), as `amount outcome`, oldest first. */
async function outcomesOf(subscriberId: string): Promise<string[]> {
  const response = await world.sandbox.provider.inject({
    method: 'GET',
    url: `/v1/holders/${encodeURIComponent(subscriberId)}/payments`,
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { payments } = response.json() as { payments: { amount: { value: number }; authorizations: { outcome: string; voidedAt?: string | null }[] }[] };
  return payments.flatMap((payment) =>
    payment.authorizations.map((authorization) => `${payment.amount.value} ${authorization.outcome}${authorization.voidedAt ? ' voided' : ''}`),
  );
}

/** A new account that bought `plan` by card on 1 June 2026 at 10:00 UTC, keeping the card on file. */
async function subscribe(plan: 'monthly' | 'yearly') {
  // Signed in for 30 days, so the viewer is still signed in weeks into the month.
  const email = uniqueEmail();
  const { token, subscriber } = await signUp(app(), { email, staySignedIn: true });
  const configuration = success<PaymentsClientConfiguration>(
    await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody(plan) }),
  );
  await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(configuration.sdkConfiguration)), '4242424242424242', { storeInstrument: true });
  const granted = success<SubscriptionGranted>(
    await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentResponse, payload: { ...cardPaymentFields(plan), paymentIntentId: configuration.executionId } }),
  );
  return { token: token.id, subscriberId: subscriber.id, email, periodEndsAt: new Date(granted.subscription!.currentPeriodEndsAt!) };
}

const quote = (token: string, plan: string) => injectAs(app(), token, { method: 'GET', url: API_PATHS.subscriptionPlanChange, query: { plan } });
const confirm = (token: string, payload: unknown) => injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionPlanChange, payload: payload as object });

async function receiptsTo(email: string): Promise<DevEmail[]> {
  const emails = success<DevEmail[]>(await app().inject({ method: 'GET', url: API_PATHS.devEmails, query: { to: email } }));
  return emails.filter((sent) => sent.kind === 'receipt');
}

const withAnswersLost = <T>(during: () => Promise<T>) => withChargeAnswersLost(world.product, during);

async function planChangeRows(subscriberId: string): Promise<number> {
  const { rows } = await world.product.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product.plan_change_charges WHERE subscriber_id = $1', [subscriberId]);
  return rows[0]!.n;
}

// 20 June 2026 at 04:00 UTC: 10 days and 6 hours (885,600 s) of the 30-day month (2,592,000 s) are unused.
const AS_OF = new Date('2026-06-21T04:00:00.000Z');
// Credit: 800 × 885,600 ÷ 2,592,000 = 273.33…, rounded up in the customer's favour to 274; charge 6000 − 274.
const EXPECTED_CREDIT = 274;
const EXPECTED_CHARGE = 5726;

describe('monthly → yearly', () => {
  it('charges exactly yearly − the unused monthly credit, by the second, once, and a yearly period starts now', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribe('monthly');
    expect(periodEndsAt.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    world.product.clock.now = new Date(AS_OF);
    // The details say which change the settings offer: the server's rule, not the page's.
    expect((await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).planChangeTarget).toBe('yearly');

    const quoted = success<PlanChangeQuote>(await quote(token, 'yearly'));
    expect(quoted).toEqual({
      kind: 'upgrade',
      fromPlan: 'monthly',
      toPlan: 'yearly',
      amount: EXPECTED_CHARGE,
      credit: EXPECTED_CREDIT,
      currency: 'AED',
      effectiveAt: AS_OF.toISOString(),
      periodEndsAt: '2027-06-21T04:00:00.000Z',
    });
    // Quoting writes nothing.
    expect(await planChangeRows(subscriberId)).toBe(0);

    const done = success<PlanChangeResult>(await confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE }));
    expect(done.quote.amount).toBe(EXPECTED_CHARGE);
    expect(done.details).toMatchObject({
      plan: 'yearly',
      status: 'active',
      hasVIPContentAccess: true,
      currentPeriodEndsAt: '2027-06-21T04:00:00.000Z',
      planChangeTarget: 'monthly',
    });

    // Confirming again charges nothing more.
    expect(failure(await confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE })).messageKey).toBe('subscription.planUnchanged');
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful`]);

    // The old month's end renews nothing; the yearly period renews a year after the upgrade, at the yearly price.
    const run = async (asOf: Date) =>
      success<BillingRunReport>(await app().inject({ method: 'POST', url: API_PATHS.devBillingRun, payload: { asOf: asOf.toISOString(), subscriberId } }));
    expect((await run(periodEndsAt)).renewals.renewed).toEqual([]);
    expect((await run(new Date('2027-06-21T04:00:00.000Z'))).renewals.renewed).toHaveLength(1);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful`, '6000 authorizeSuccessful']);
  });

  it('an upgrade whose provider answer was lost is finished by confirming again with the same key: charged once', async () => {
    const { token, subscriberId } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    const provider = world.product.context.payments.provider;
    const original = provider.chargeStoredCard;
    provider.chargeStoredCard = async (charge, key) => {
      await original(charge, key);
      throw new Error('connection reset');
    };
    try {
      const lost = await confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE });
      expect(lost.statusCode).toBe(503);
      expect(failure(lost).messageKey).toBe('subscription.planChangeRetry');
    } finally {
      provider.chargeStoredCard = original;
    }
    expect((await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).plan).toBe('monthly');
    expect(success<PlanChangeResult>(await confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE })).details.plan).toBe('yearly');
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful`]);
  });

  it('an upgrade whose answer was lost and that nobody confirms again is finished by the next billing run: charged once, receipt sent', async () => {
    const { token, subscriberId, email } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    const receiptsBefore = (await receiptsTo(email)).length;
    expect((await withAnswersLost(() => confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE }))).statusCode).toBe(503);

    const run = await runBilling(app(), subscriberId, new Date(AS_OF.getTime() + 60_000));
    expect(run.others.planChangeCharges).toMatchObject({ applied: [expect.stringMatching(/^plan-change:/)], voided: [], retryLater: [] });
    // The period starts when the viewer confirmed, and is anchored there.
    expect(await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).toMatchObject({ plan: 'yearly', currentPeriodEndsAt: '2027-06-21T04:00:00.000Z' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful`]);
    expect(await receiptsTo(email)).toHaveLength(receiptsBefore + 1);
    // A second run finds nothing left to finish.
    expect((await runBilling(app(), subscriberId, new Date(AS_OF.getTime() + 120_000))).others.planChangeCharges).toMatchObject({ applied: [], voided: [], lost: [] });
  });

  it('an upgrade whose answer was lost until its period renewed changes nothing: the charge is voided, no receipt, and a new confirm charges the new upgrade once', async () => {
    const { token, subscriberId, email, periodEndsAt } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    const receiptsBefore = (await receiptsTo(email)).length;
    expect((await withAnswersLost(() => confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE }))).statusCode).toBe(503);

    // The month ends before anyone finishes the upgrade: the renewal charges the next month first.
    const run = await runBilling(app(), subscriberId, periodEndsAt);
    expect(run.renewals.renewed).toHaveLength(1);
    expect(run.others.planChangeCharges).toMatchObject({ applied: [], voided: [expect.stringMatching(/^plan-change:/)] });
    expect(await readSubscriptionDetails(world.product.db, subscriberId, periodEndsAt)).toMatchObject({ plan: 'monthly', currentPeriodEndsAt: '2026-08-01T10:00:00.000Z' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful voided`, '800 authorizeSuccessful']);
    expect(await receiptsTo(email)).toHaveLength(receiptsBefore + 1); // the renewal's only
    // The billing history shows the upgrade's money given back.
    expect((await readBillingHistory(world.product.db, subscriberId)).filter((entry) => entry.reason === 'upgrade')).toMatchObject([
      { kind: 'refund', amount: EXPECTED_CHARGE },
    ]);

    // Upgrading in the new month is a new upgrade, charged once.
    const later = new Date('2026-07-11T10:00:00.000Z');
    world.product.clock.now = later;
    // Signed in again: the first sign-in lasted the month.
    const again = (await openSession(world.product.db, world.product.context, subscriberId, true, later)).id;
    const fresh = success<PlanChangeQuote>(await quote(again, 'yearly'));
    expect(success<PlanChangeResult>(await confirm(again, { plan: 'yearly', amount: fresh.amount })).details.plan).toBe('yearly');
    expect(await outcomesOf(subscriberId)).toEqual([
      '800 authorizeSuccessful',
      `${EXPECTED_CHARGE} authorizeSuccessful voided`,
      '800 authorizeSuccessful',
      `${fresh.amount} authorizeSuccessful`,
    ]);
  });

  it('a confirm after the period renewed finishes the unfinished upgrade with its own key first: voided, then the new upgrade charged once', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    expect((await withAnswersLost(() => confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE }))).statusCode).toBe(503);
    // Only the renewal job runs at the month's end (no follow-up job yet): the upgrade's claim is still unfinished.
    expect((await chargeRenewals(world.product.context, periodEndsAt, { subscriberId })).renewed).toHaveLength(1);

    const later = new Date('2026-07-11T10:00:00.000Z');
    world.product.clock.now = later;
    const again = (await openSession(world.product.db, world.product.context, subscriberId, true, later)).id;
    const fresh = success<PlanChangeQuote>(await quote(again, 'yearly'));
    expect(success<PlanChangeResult>(await confirm(again, { plan: 'yearly', amount: fresh.amount })).details.plan).toBe('yearly');
    expect(await outcomesOf(subscriberId)).toEqual([
      '800 authorizeSuccessful',
      `${EXPECTED_CHARGE} authorizeSuccessful voided`,
      '800 authorizeSuccessful',
      `${fresh.amount} authorizeSuccessful`,
    ]);
    const { rows } = await world.product.db.query<{ status: string; applied: boolean; voided: boolean }>(
      `SELECT status, applied_at IS NOT NULL AS applied, voided_at IS NOT NULL AS voided FROM product.plan_change_charges WHERE subscriber_id = $1 ORDER BY claimed_at`,
      [subscriberId],
    );
    expect(rows).toEqual([
      { status: 'charged', applied: false, voided: true },
      { status: 'charged', applied: true, voided: false },
    ]);
  });

  it('a charge recorded after the subscription moved on changes nothing: no receipt, and the charge is voided', async () => {
    const { token, subscriberId, email } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    const receiptsBefore = (await receiptsTo(email)).length;
    const provider = world.product.context.payments.provider;
    const original = provider.chargeStoredCard;
    provider.chargeStoredCard = async (charge, key) => {
      const answer = await original(charge, key);
      // Meanwhile another process renewed the subscription: its period is not the one the upgrade replaces.
      await world.product.db.query(`UPDATE product.subscriptions SET current_period_ends_at = '2026-08-01T10:00:00Z' WHERE subscriber_id = $1`, [subscriberId]);
      return answer;
    };
    try {
      expect(failure(await confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE })).messageKey).toBe('subscription.planChangeInProgress');
    } finally {
      provider.chargeStoredCard = original;
    }
    expect(await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).toMatchObject({ plan: 'monthly', currentPeriodEndsAt: '2026-08-01T10:00:00.000Z' });
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful voided`]);
    expect(await receiptsTo(email)).toHaveLength(receiptsBefore);
  });

  it('two confirms at once charge once', async () => {
    const { token, subscriberId } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    const answers = await Promise.all([1, 2].map(() => confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful', `${EXPECTED_CHARGE} authorizeSuccessful`]);
    expect((await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).plan).toBe('yearly');
  });

  it('a quote that changed, bad input or no card subscription is refused and writes nothing', async () => {
    // Without a subscription there is nothing to change.
    const { token: other } = await signUp(app(), { email: uniqueEmail() });
    const none = await quote(other.id, 'yearly');
    expect(none.statusCode, none.body).toBe(409);
    expect(failure(none).messageKey).toBe('subscription.planChangeUnavailable');

    const { token, subscriberId } = await subscribe('monthly');
    world.product.clock.now = new Date(AS_OF);
    const before = await readSubscriptionDetails(world.product.db, subscriberId, AS_OF);

    // An hour later the credit is 273, not 274: the amount shown an hour ago is not charged.
    world.product.clock.now = new Date(AS_OF.getTime() + 3_600_000);
    const changed = await confirm(token, { plan: 'yearly', amount: EXPECTED_CHARGE });
    expect(changed.statusCode).toBe(409);
    expect(failure(changed).messageKey).toBe('subscription.planChangeQuoteChanged');

    for (const payload of [{ plan: 'quarterly', amount: 1 }, { plan: 'yearly', amount: -1 }, { plan: 'yearly', amount: 1.5 }, { plan: 'yearly' }, { plan: 'yearly', amount: 1, extra: 1 }]) {
      expect((await confirm(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await quote(token, 'weekly')).statusCode).toBe(400);
    expect(failure(await quote(token, 'monthly')).messageKey).toBe('subscription.planUnchanged');

    expect(await planChangeRows(subscriberId)).toBe(0);
    expect(await outcomesOf(subscriberId)).toEqual(['800 authorizeSuccessful']);
    expect(await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).toEqual(before);

    // Nor when it is not paid by card: an operator bill cannot be charged the difference.
    await world.product.db.query(`UPDATE product.subscriptions SET payment_method = 'Mobile', payment_instrument_id = NULL WHERE subscriber_id = $1`, [subscriberId]);
    expect(failure(await confirm(token, { plan: 'yearly', amount: 1 })).messageKey).toBe('subscription.planChangeUnavailable');
    expect(await planChangeRows(subscriberId)).toBe(0);
    expect((await readSubscriptionDetails(world.product.db, subscriberId, AS_OF)).planChangeTarget).toBeUndefined();
  });
});

describe('the billing anchor of an upgrade', () => {
  it('an upgrade on 31 January anchors the periods there: a later monthly plan renews on 29 February, then 31 March', async () => {
    world.product.clock.now = new Date('2027-01-01T10:00:00.000Z');
    const { token, subscriberId } = await subscribe('monthly');
    const upgradedAt = new Date('2027-01-31T09:00:00.000Z');
    world.product.clock.now = upgradedAt;
    const upgradeQuote = success<PlanChangeQuote>(await quote(token, 'yearly'));
    expect(success<PlanChangeResult>(await confirm(token, { plan: 'yearly', amount: upgradeQuote.amount })).details.currentPeriodEndsAt).toBe('2028-01-31T09:00:00.000Z');

    const downgradeAt = new Date('2027-12-01T10:00:00.000Z');
    world.product.clock.now = downgradeAt;
    const again = (await openSession(world.product.db, world.product.context, subscriberId, true, downgradeAt)).id;
    success<PlanChangeResult>(await confirm(again, { plan: 'monthly', amount: 800 }));
    expect((await runBilling(app(), subscriberId, new Date('2028-01-31T09:00:00.000Z'))).renewals.renewed).toHaveLength(1);
    expect((await readSubscriptionDetails(world.product.db, subscriberId, downgradeAt)).currentPeriodEndsAt).toBe('2028-02-29T09:00:00.000Z');
    expect((await runBilling(app(), subscriberId, new Date('2028-02-29T09:00:00.000Z'))).renewals.renewed).toHaveLength(1);
    expect((await readSubscriptionDetails(world.product.db, subscriberId, downgradeAt)).currentPeriodEndsAt).toBe('2028-03-31T09:00:00.000Z');
  });
});

describe('yearly → monthly', () => {
  it('charges nothing now, and the renewal at the period end charges the monthly plan', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribe('yearly');
    expect(periodEndsAt.toISOString()).toBe('2027-06-01T10:00:00.000Z');
    world.product.clock.now = new Date(AS_OF);

    const quoted = success<PlanChangeQuote>(await quote(token, 'monthly'));
    expect(quoted).toMatchObject({ kind: 'downgrade', amount: 800, credit: 0, currency: 'AED', effectiveAt: periodEndsAt.toISOString() });
    const done = success<PlanChangeResult>(await confirm(token, { plan: 'monthly', amount: 800 }));
    expect(done.details).toMatchObject({ plan: 'yearly', nextPlan: 'monthly', hasVIPContentAccess: true, currentPeriodEndsAt: periodEndsAt.toISOString() });
    // A change already waits: no other is offered until it is made.
    expect(done.details.planChangeTarget).toBeUndefined();
    expect(await outcomesOf(subscriberId)).toEqual(['6000 authorizeSuccessful']);

    const run = await app().inject({ method: 'POST', url: API_PATHS.devBillingRun, payload: { asOf: periodEndsAt.toISOString(), subscriberId } });
    expect(success<BillingRunReport>(run).renewals.renewed).toHaveLength(1);
    expect(await outcomesOf(subscriberId)).toEqual(['6000 authorizeSuccessful', '800 authorizeSuccessful']);
    const after = await readSubscriptionDetails(world.product.db, subscriberId, periodEndsAt);
    expect(after).toMatchObject({ plan: 'monthly', status: 'active', currentPeriodEndsAt: '2027-07-01T10:00:00.000Z' });
    expect(after.nextPlan).toBeUndefined();
  });
});
