import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevEmail } from '../../../../host-app/contract/account/accountTypes';
import type { SubscriptionDetails } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import type { SubscriptionGranted, TrialOffer } from '../../../../host-app/contract/payments/paymentTypes';
import type { TrialChargeReport } from '../../../../host-app/contract/subscriptions/billingRunTypes';
import { chargeEndedTrials } from '../../../../host-app/server/jobs/trialCharges';
import { readSubscriptionDetails } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { MERCHANT_KEY } from '../../../sandbox/helpers';
import { failure, injectAs, signUp, success } from '../helpers';
import { cardPaymentFields, clientInit, clientInitBody, newIdempotencyKey, payInBrowser, planString, storeCard, storedCardPaymentsBody, usePremiumWorld, withChargeAnswersLost } from '../premiumHelpers';

const world = usePremiumWorld();
const app = () => world.product.app;

const DAY_MS = 86_400_000;
const TRIAL = 'monthly_trial_7days';

interface HolderPayment {
  executionId: string;
  amount: { value: number; currency: string };
  authorizations: { outcome: string; voidedAt: string | null }[];
}

/** The provider's own record of every payment of the subscriber (the holder), with its amount. */
async function providerPaymentsOf(subscriberId: string): Promise<HolderPayment[]> {
  const response = await world.sandbox.provider.inject({
    method: 'GET',
    url: `/v1/holders/${encodeURIComponent(subscriberId)}/payments`,
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payments: HolderPayment[] }).payments;
}

/** Amounts the provider authorized successfully and kept: what the subscriber actually paid. */
async function takenAmountsOf(subscriberId: string): Promise<number[]> {
  return (await providerPaymentsOf(subscriberId))
    .filter((payment) => payment.authorizations[0]?.outcome === 'authorizeSuccessful' && !payment.authorizations[0].voidedAt)
    .map((payment) => payment.amount.value);
}

const paymentResponse = (token: string, executionId: string) =>
  injectAs(app(), token, {
    method: 'POST',
    url: API_PATHS.paymentResponse,
    payload: { ...cardPaymentFields(TRIAL, { canBenefitFromTrial: true }), paymentIntentId: executionId },
  });

const trialOffer = async (token: string) => success<TrialOffer>(await injectAs(app(), token, { method: 'GET', url: API_PATHS.trialOffer }));

/** A new account that started the free trial by card, keeping the card on file. */
async function startTrial(cardNumber = '4242424242424242') {
  const { token, subscriber } = await signUp(app());
  const { configuration, session } = await clientInit(app(), token.id, TRIAL);
  await payInBrowser(world.sandbox, session, cardNumber, { storeInstrument: true });
  const granted = success<SubscriptionGranted>(await paymentResponse(token.id, configuration.executionId));
  return { token: token.id, subscriberId: subscriber.id, email: subscriber.email, configuration, granted };
}

const afterTrial = () => new Date(world.product.clock.now.getTime() + 8 * DAY_MS);
const runJob = (subscriberId: string, asOf = afterTrial()): Promise<TrialChargeReport> => chargeEndedTrials(world.product.context, asOf, { subscriberId });

describe('a free trial is free at checkout', () => {
  it('verifies the card for zero, keeps it on file and grants 7 trial days: the provider took nothing', async () => {
    const { token } = await signUp(app());
    expect(await trialOffer(token.id)).toEqual({ canBenefitFromTrial: true });
    const { configuration, session } = await clientInit(app(), token.id, TRIAL);
    expect(configuration).toMatchObject({ billingPlan: TRIAL, isTrial: true, amount: { value: 0, currency: 'AED' } });
    expect(session.amount).toEqual({ value: 0, currency: 'AED' });
    // A card is what can be charged when the trial ends.
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['card']);

    await payInBrowser(world.sandbox, session, '4242424242424242', { storeInstrument: true });
    const granted = success<SubscriptionGranted>(await paymentResponse(token.id, configuration.executionId));
    expect(granted.subscription).toMatchObject({ hasVIPContentAccess: true, isTrial: true, plan: TRIAL, currentPeriodEndsAt: '2026-06-08T10:00:00.000Z' });
    const subscriberId = (await world.product.db.query<{ subscriber_id: string }>('SELECT subscriber_id FROM product.payment_sessions WHERE execution_id = $1', [configuration.executionId]))
      .rows[0]!.subscriber_id;
    expect(await providerPaymentsOf(subscriberId)).toEqual([
      { executionId: configuration.executionId, merchantReference: expect.any(String), amount: { value: 0, currency: 'AED' }, authorizations: [{ outcome: 'authorizeSuccessful', voidedAt: null }] },
    ]);
    expect(await trialOffer(token.id)).toEqual({ canBenefitFromTrial: false });
  });

  it('a plan without a trial still takes its price', async () => {
    const { token } = await signUp(app());
    const { configuration } = await clientInit(app(), token.id, 'monthly');
    expect(configuration).toMatchObject({ isTrial: false, amount: { value: 800, currency: 'AED' } });
  });

  it('a trial whose card was not kept on file is not granted', async () => {
    const { token, subscriber } = await signUp(app());
    const { configuration, session } = await clientInit(app(), token.id, TRIAL);
    await payInBrowser(world.sandbox, session, '4242424242424242', { storeInstrument: false });
    const refused = await paymentResponse(token.id, configuration.executionId);
    expect(refused.statusCode).toBe(402);
    expect(failure(refused)).toMatchObject({ messageKey: 'payment.cardNotKept' });
    const details = success<SubscriptionDetails>(
      await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.subscriptionDetails, payload: { subscriberId: subscriber.id } }),
    );
    expect(details.hasVIPContentAccess).toBe(false);
    // Not a used trial: the account may still start one.
    expect(await trialOffer(token.id)).toEqual({ canBenefitFromTrial: true });
  });

  it('an account that had its trial is refused before any payment form exists, by card or stored card', async () => {
    const { token, subscriberId } = await startTrial();
    const cancel = await injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionCancel, payload: { subscriberId } });
    expect(success<SubscriptionDetails>(cancel).hasVIPContentAccess).toBe(false);
    expect(await trialOffer(token)).toEqual({ canBenefitFromTrial: false });

    const sessionsBefore = await world.product.db.query('SELECT 1 FROM product.payment_sessions WHERE subscriber_id = $1', [subscriberId]);
    const init = await injectAs(app(), token, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody(TRIAL) });
    expect(init.statusCode).toBe(400);
    expect(failure(init)).toMatchObject({ messageKey: 'payment.trialNotAllowed', fields: ['body.billingPlan'] });

    const instrumentId = await storeCard(world.sandbox, subscriberId, '4242424242424242');
    const stored = await injectAs(app(), token, {
      method: 'POST',
      url: API_PATHS.payments,
      headers: { 'idempotency-key': newIdempotencyKey() },
      payload: storedCardPaymentsBody(instrumentId, { billingPlan: planString(TRIAL) }),
    });
    expect(stored.statusCode).toBe(400);
    expect(failure(stored)).toMatchObject({ messageKey: 'payment.trialNotAllowed' });
    const sessionsAfter = await world.product.db.query('SELECT 1 FROM product.payment_sessions WHERE subscriber_id = $1', [subscriberId]);
    expect(sessionsAfter.rows.length).toBe(sessionsBefore.rows.length);
    // Only the trial's zero-amount verification was ever authorized.
    expect(await takenAmountsOf(subscriberId)).toEqual([0]);
  });

  it('two trial checkouts of one account: the second verified a card but gets no second trial', async () => {
    const { token, subscriber } = await signUp(app());
    const first = await clientInit(app(), token.id, TRIAL);
    const second = await clientInit(app(), token.id, TRIAL);
    await payInBrowser(world.sandbox, first.session, '4242424242424242', { storeInstrument: true });
    await payInBrowser(world.sandbox, second.session, '4242424242424242', { storeInstrument: true });
    success<SubscriptionGranted>(await paymentResponse(token.id, first.configuration.executionId));
    const again = await paymentResponse(token.id, second.configuration.executionId);
    // Already Premium by the first: nothing more is granted, the second verification is released.
    expect(success<{ resultCode: number }>(again).resultCode).toBe(10132);
    const { rows } = await world.product.db.query('SELECT 1 FROM product.subscriptions WHERE subscriber_id = $1', [subscriber.id]);
    expect(rows).toHaveLength(1);
    expect(await takenAmountsOf(subscriber.id)).toEqual([0]);
  });
});

describe('the trial-end job', () => {
  it('charges the plan price once when the trial ends: a second run charges nothing more', async () => {
    const { subscriberId, email } = await startTrial();
    // Before the trial ends nothing is due.
    expect(await runJob(subscriberId, new Date(world.product.clock.now.getTime() + 6 * DAY_MS))).toEqual({ charged: [], declined: [], skipped: [], retryLater: [] });
    expect(await takenAmountsOf(subscriberId)).toEqual([0]);

    const first = await runJob(subscriberId);
    expect(first.charged).toHaveLength(1);
    const second = await runJob(subscriberId);
    expect(second).toEqual({ charged: [], declined: [], skipped: [], retryLater: [] });
    expect(await takenAmountsOf(subscriberId)).toEqual([0, 800]);

    // The first paid month starts where the trial ended.
    expect(await readSubscriptionDetails(world.product.db, subscriberId, afterTrial())).toMatchObject({
      hasVIPContentAccess: true,
      isTrial: false,
      plan: TRIAL,
      currentPeriodEndsAt: '2026-07-08T10:00:00.000Z',
    });
    // A receipt for the charge, and only for it.
    const emails = success<DevEmail[]>(await app().inject({ method: 'GET', url: API_PATHS.devEmails, query: { to: email } }));
    expect(emails.map((sent) => sent.kind)).toEqual(['receipt']);
    expect(emails[0]?.text).toMatch(/We charged AED\s8\.00 to your card on file for Premium \(Monthly\), which is now paid until 8 July 2026\./);
  });

  it('two runs at once charge once', async () => {
    const { subscriberId } = await startTrial();
    const runs = await Promise.all([runJob(subscriberId), runJob(subscriberId), runJob(subscriberId)]);
    expect(runs.flatMap((run) => run.charged)).toHaveLength(1);
    expect(runs.flatMap((run) => run.declined)).toEqual([]);
    expect(await takenAmountsOf(subscriberId)).toEqual([0, 800]);
  });

  it("a charge whose answer was lost is finished by the next run with the same key: still one charge", async () => {
    const { subscriberId } = await startTrial();
    // The charge reaches the provider, but its answer never comes back.
    expect((await withChargeAnswersLost(world.product, () => runJob(subscriberId))).retryLater).toHaveLength(1);
    expect(await takenAmountsOf(subscriberId)).toEqual([0, 800]);
    const next = await runJob(subscriberId);
    expect(next.charged).toHaveLength(1);
    expect(await takenAmountsOf(subscriberId)).toEqual([0, 800]);
    expect((await readSubscriptionDetails(world.product.db, subscriberId, afterTrial())).hasVIPContentAccess).toBe(true);
  });

  it('a trial cancelled before it ends is never charged', async () => {
    const { token, subscriberId } = await startTrial();
    const cancel = await injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionCancel, payload: { subscriberId } });
    expect(cancel.statusCode).toBe(200);
    expect(await runJob(subscriberId)).toEqual({ charged: [], declined: [], skipped: [], retryLater: [] });
    expect(await takenAmountsOf(subscriberId)).toEqual([0]);
  });

  it('a card no longer on file when the trial ends: Premium ends, and it is not tried again', async () => {
    const { subscriberId } = await startTrial();
    // The subscriber deleted the card with the provider during the trial.
    await world.sandbox.db.query(`UPDATE provider.instruments SET status = 'deleted' WHERE source_execution_id IN (SELECT id FROM provider.executions WHERE holder_reference = $1)`, [subscriberId]);
    const first = await runJob(subscriberId);
    expect(first.declined).toHaveLength(1);
    expect((await runJob(subscriberId)).declined).toEqual([]);
    expect(await takenAmountsOf(subscriberId)).toEqual([0]);
    expect((await readSubscriptionDetails(world.product.db, subscriberId, afterTrial())).hasVIPContentAccess).toBe(false);
  });
});
