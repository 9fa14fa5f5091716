import { describe, expect, it } from 'vitest';
import {
  cardSubscriber as cardSubscriberIn,
  deliverDueWebhooks as deliverDueWebhooksIn,
  hearChargeAgain,
  holdChargeAnswer,
  emailKindsTo as emailKindsIn,
  providerChargesOf as providerChargesIn,
  useWebhookWorld,
} from './webhookWorld';
import { runBilling, storeCard } from '../premiumHelpers';

/**
 * Renewals and trial ends are charged by a job through the provider's merchant-key API; the provider's webhooks
 * about those charges settle any whose answer the job lost. Both servers read the real clock, so
 * signatures hold; the renewal job runs at a simulated instant (its `asOf`).
 */
const clock = () => new Date();
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const world = useWebhookWorld(clock);

const app = () => world.product.app;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

const deliverDueWebhooks = () => deliverDueWebhooksIn(world);

const providerChargesOf = (subscriberId: string) => providerChargesIn(world, subscriberId);

/** What the product's books say of the subscription and its renewal attempts. */
async function booksOf(subscriberId: string) {
  const { rows: subscriptions } = await world.product.db.query<Record<string, unknown>>('SELECT * FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId]);
  const { rows: renewals } = await world.product.db.query<Record<string, unknown>>(
    `SELECT c.* FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1 ORDER BY c.attempt`,
    [subscriberId],
  );
  return { subscriptions, renewals };
}

async function periodOf(subscriberId: string): Promise<{ status: string; endsAt: string; attempt: number; nextRenewalAt: string | null }> {
  const { rows } = await world.product.db.query<{ status: string; e: Date; renewal_attempt: number; next_renewal_at: Date | null }>(
    'SELECT status, current_period_ends_at AS e, renewal_attempt, next_renewal_at FROM product.subscriptions WHERE subscriber_id = $1',
    [subscriberId],
  );
  const row = rows[0]!;
  return { status: row.status, endsAt: new Date(row.e).toISOString(), attempt: row.renewal_attempt, nextRenewalAt: row.next_renewal_at && new Date(row.next_renewal_at).toISOString() };
}

const emailKindsTo = (email: string) => emailKindsIn(world, email);
const cardSubscriber = (plan?: 'monthly' | 'monthly_trial_7days') => cardSubscriberIn(world, plan);

/** The billing run (a renewal, or a trial's end) at `asOf`, its charge's answer held at the provider until `answer` is called, if ever. */
const chargeWithAnswerHeld = (subscriberId: string, asOf: Date) => holdChargeAnswer(world, () => runBilling(app(), subscriberId, asOf));

describe("a renewal whose job lost the provider's answer", () => {
  it('is settled by its webhook: one period more, and the job retried after its lease charges nothing and extends nothing', async () => {
    const { subscriberId, email, periodEndsAt, renewedUntil } = await cardSubscriber();
    const { executionId } = await chargeWithAnswerHeld(subscriberId, periodEndsAt);
    expect((await periodOf(subscriberId)).endsAt).toBe(periodEndsAt.toISOString());

    await deliverDueWebhooks();
    expect(await periodOf(subscriberId)).toEqual({ status: 'active', endsAt: renewedUntil, attempt: 0, nextRenewalAt: null });
    const { renewals } = await booksOf(subscriberId);
    expect(renewals).toEqual([expect.objectContaining({ status: 'charged', provider_execution_id: executionId, card_last_four: '4242' })]);
    expect(await emailKindsTo(email)).toEqual(['receipt', 'receipt']);

    // The job's lease runs out and another run takes the renewal up again: there is nothing left to do.
    const retry = await runBilling(app(), subscriberId, later(periodEndsAt, 6 * MINUTE_MS));
    expect(retry.renewals).toEqual({ renewed: [], declined: [], skipped: [], retryLater: [] });
    expect((await periodOf(subscriberId)).endsAt).toBe(renewedUntil);
    expect(await providerChargesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
  });

  it('when the job hears its answer after the webhook settled it, the job records nothing more', async () => {
    const { subscriberId, email, periodEndsAt, renewedUntil } = await cardSubscriber();
    const { answer, run } = await chargeWithAnswerHeld(subscriberId, periodEndsAt);
    await deliverDueWebhooks();
    const settled = await booksOf(subscriberId);
    expect((await periodOf(subscriberId)).endsAt).toBe(renewedUntil);

    answer();
    const report = await run;
    expect(report.renewals.renewed).toEqual([]);
    expect(report.renewals.skipped).toHaveLength(1);
    expect(await booksOf(subscriberId)).toEqual(settled);
    expect(await emailKindsTo(email)).toEqual(['receipt', 'receipt']);
  });

  it('the same charge heard again (a repeated delivery, its capture, a reprocessed event) extends nothing more and sends no second receipt', async () => {
    const { subscriberId, email, periodEndsAt, renewedUntil } = await cardSubscriber();
    const { executionId } = await chargeWithAnswerHeld(subscriberId, periodEndsAt);
    await deliverDueWebhooks();
    const settled = await booksOf(subscriberId);
    expect((await periodOf(subscriberId)).endsAt).toBe(renewedUntil);

    await hearChargeAgain(world, executionId);
    expect(await booksOf(subscriberId)).toEqual(settled);
    expect(await emailKindsTo(email)).toEqual(['receipt', 'receipt']);
  });

  it('a declined one enters dunning from its webhook, as the job would have: past due, retried a day after the attempt', async () => {
    const { subscriberId, email, periodEndsAt } = await cardSubscriber();
    const softDecline = await storeCard(world.sandbox, subscriberId, '4000000000009995');
    await world.product.db.query('UPDATE product.subscriptions SET payment_instrument_id = $2 WHERE subscriber_id = $1', [subscriberId, softDecline]);
    const { executionId } = await chargeWithAnswerHeld(subscriberId, periodEndsAt);

    await deliverDueWebhooks();
    expect(await periodOf(subscriberId)).toEqual({ status: 'past_due', endsAt: periodEndsAt.toISOString(), attempt: 1, nextRenewalAt: later(periodEndsAt, DAY_MS).toISOString() });
    const { renewals } = await booksOf(subscriberId);
    expect(renewals).toEqual([expect.objectContaining({ status: 'declined', provider_execution_id: executionId, hard_decline: false })]);
    expect(await emailKindsTo(email)).toEqual(['receipt', 'renewalFailed']);
    // The next try is the day-one retry, not the lost attempt again.
    expect((await runBilling(app(), subscriberId, later(periodEndsAt, 6 * MINUTE_MS))).renewals.declined).toEqual([]);
    expect(await providerChargesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeFailed']);
  });
});

describe('a renewal the job recorded itself', () => {
  it('is left as it is by its webhook', async () => {
    const { subscriberId, email, periodEndsAt, renewedUntil } = await cardSubscriber();
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    const recorded = await booksOf(subscriberId);
    expect((await periodOf(subscriberId)).endsAt).toBe(renewedUntil);
    await deliverDueWebhooks();
    expect(await booksOf(subscriberId)).toEqual(recorded);
    expect(await emailKindsTo(email)).toEqual(['receipt', 'receipt']);
    expect(await providerChargesOf(subscriberId)).toEqual(['800 authorizeSuccessful', '800 authorizeSuccessful']);
  });
});

describe("a trial's end charge whose job lost the provider's answer", () => {
  it('is settled by its webhook: one paid period from the trial end, one receipt, and the job hearing its answer later records nothing more', async () => {
    const { subscriberId, email, periodEndsAt: trialEndsAt, renewedUntil } = await cardSubscriber('monthly_trial_7days');
    const { executionId, answer, run } = await chargeWithAnswerHeld(subscriberId, trialEndsAt);

    await deliverDueWebhooks();
    const { rows: paid } = await world.product.db.query<{ e: Date; is_trial: boolean; status: string }>(
      'SELECT current_period_ends_at AS e, is_trial, status FROM product.subscriptions WHERE subscriber_id = $1 AND NOT is_trial',
      [subscriberId],
    );
    expect(paid.map((row) => ({ endsAt: new Date(row.e).toISOString(), status: row.status }))).toEqual([{ endsAt: renewedUntil, status: 'active' }]);
    const { rows: trialCharges } = await world.product.db.query('SELECT c.status, c.provider_execution_id FROM product.trial_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1', [
      subscriberId,
    ]);
    expect(trialCharges).toEqual([{ status: 'charged', provider_execution_id: executionId }]);
    const settled = await booksOf(subscriberId);
    expect(await emailKindsTo(email)).toEqual(['receipt']);

    answer();
    expect((await run).trialCharges).toMatchObject({ charged: [], skipped: [expect.any(String)] });
    expect((await runBilling(app(), subscriberId, later(trialEndsAt, 6 * MINUTE_MS))).trialCharges.charged).toEqual([]);
    expect(await booksOf(subscriberId)).toEqual(settled);
    expect(await emailKindsTo(email)).toEqual(['receipt']);
    expect(await providerChargesOf(subscriberId)).toEqual(['0 authorizeSuccessful', '800 authorizeSuccessful']);
  });
});
