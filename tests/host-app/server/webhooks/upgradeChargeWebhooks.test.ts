import { afterEach, describe, expect, it } from 'vitest';
import {
  cardSubscriber,
  deliverDueWebhooks as deliverDueWebhooksIn,
  hearChargeAgain,
  emailKindsTo,
  holdChargeAnswer,
  providerChargesOf,
  useWebhookWorld,
} from './webhookWorld';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { PlanChangeQuote, PlanChangeResult } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import { failure, injectAs, success } from '../helpers';
import { runBilling, withChargeAnswersLost } from '../premiumHelpers';

/**
 * A monthly → yearly upgrade is charged to the card on file while the subscriber's confirm waits;
 * the provider's webhook about that charge settles it too, so whichever records it first wins and
 * the other changes nothing. Both servers read one clock: the real one, held still from the quote
 * on, so the amount confirmed is the amount quoted and signatures hold.
 */
let heldAt: Date | null = null;
const clock = () => heldAt ?? new Date();

const world = useWebhookWorld(clock);

afterEach(() => {
  heldAt = null;
});

const app = () => world.product.app;
const deliverDueWebhooks = () => deliverDueWebhooksIn(world);

/** A monthly card subscriber and the upgrade to yearly quoted to them, the clock held at the quote. */
async function quotedUpgrade() {
  const subscriber = await cardSubscriber(world);
  heldAt = new Date();
  const quote = success<PlanChangeQuote>(await injectAs(app(), subscriber.token, { method: 'GET', url: API_PATHS.subscriptionPlanChange, query: { plan: 'yearly' } }));
  expect(quote).toMatchObject({ kind: 'upgrade', fromPlan: 'monthly', toPlan: 'yearly' });
  const confirm = () => injectAs(app(), subscriber.token, { method: 'POST', url: API_PATHS.subscriptionPlanChange, payload: { plan: 'yearly', amount: quote.amount } });
  return { ...subscriber, quote, confirm };
}

/** What the product's books say of the subscription and its upgrade charges. */
async function booksOf(subscriberId: string) {
  const { rows: subscriptions } = await world.product.db.query<Record<string, unknown>>('SELECT * FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId]);
  const { rows: upgrades } = await world.product.db.query<Record<string, unknown>>('SELECT * FROM product.plan_change_charges WHERE subscriber_id = $1', [subscriberId]);
  return { subscriptions, upgrades };
}

async function planOf(subscriberId: string): Promise<{ plan: string; endsAt: string }> {
  const { rows } = await world.product.db.query<{ plan_key: string; e: Date }>('SELECT plan_key, current_period_ends_at AS e FROM product.subscriptions WHERE subscriber_id = $1', [
    subscriberId,
  ]);
  return { plan: rows[0]!.plan_key, endsAt: new Date(rows[0]!.e).toISOString() };
}

describe('an upgrade charge settled by its webhook', () => {
  it('before the confirm hears its answer: the plan changes once, one receipt, and the confirm answers the upgrade', async () => {
    const { subscriberId, email, quote, confirm } = await quotedUpgrade();
    const { executionId, answer, run } = await holdChargeAnswer(world, confirm);
    expect((await planOf(subscriberId)).plan).toBe('monthly');

    await deliverDueWebhooks();
    expect(await planOf(subscriberId)).toEqual({ plan: 'yearly', endsAt: quote.periodEndsAt });
    const { upgrades } = await booksOf(subscriberId);
    expect(upgrades).toEqual([expect.objectContaining({ status: 'charged', provider_execution_id: executionId, applied_at: expect.anything(), voided_at: null, card_last_four: '4242' })]);
    expect(await emailKindsTo(world, email)).toEqual(['receipt', 'receipt']);
    const settled = await booksOf(subscriberId);

    answer();
    const done = success<PlanChangeResult>(await run);
    expect(done.quote).toMatchObject({ amount: quote.amount, periodEndsAt: quote.periodEndsAt });
    expect(done.details).toMatchObject({ plan: 'yearly', currentPeriodEndsAt: quote.periodEndsAt });
    expect(await booksOf(subscriberId)).toEqual(settled);
    expect(await emailKindsTo(world, email)).toEqual(['receipt', 'receipt']);
    expect(await providerChargesOf(world, subscriberId)).toEqual(['800 authorizeSuccessful', `${quote.amount} authorizeSuccessful`]);
  });

  it("after the confirm lost its answer: the plan changes once, one receipt, and neither the billing run nor a second confirm charges again", async () => {
    const { subscriberId, email, quote, confirm } = await quotedUpgrade();
    expect(failure(await withChargeAnswersLost(world.product, confirm)).messageKey).toBe('subscription.planChangeRetry');
    expect((await planOf(subscriberId)).plan).toBe('monthly');

    await deliverDueWebhooks();
    expect(await planOf(subscriberId)).toEqual({ plan: 'yearly', endsAt: quote.periodEndsAt });
    expect(await emailKindsTo(world, email)).toEqual(['receipt', 'receipt']);
    const settled = await booksOf(subscriberId);

    // The billing run's follow-up finds nothing left to finish, and the viewer confirming again is told the plan is already yearly.
    const report = await runBilling(app(), subscriberId, new Date(heldAt!.getTime() + 10 * 60_000));
    expect(report.others.planChangeCharges).toMatchObject({ applied: [], voided: [], declined: [], retryLater: [] });
    expect(failure(await confirm()).messageKey).toBe('subscription.planUnchanged');
    expect(await booksOf(subscriberId)).toEqual(settled);
    expect(await emailKindsTo(world, email)).toEqual(['receipt', 'receipt']);
    expect(await providerChargesOf(world, subscriberId)).toEqual(['800 authorizeSuccessful', `${quote.amount} authorizeSuccessful`]);
  });

  it('heard again (a repeated delivery, its capture, a reprocessed event) changes nothing more and sends no second receipt', async () => {
    const { subscriberId, email, confirm } = await quotedUpgrade();
    // The confirm never hears its answer: only the webhook records the charge.
    const { executionId } = await holdChargeAnswer(world, confirm);
    await deliverDueWebhooks();
    expect((await planOf(subscriberId)).plan).toBe('yearly');
    const settled = await booksOf(subscriberId);
    // A minute on, so anything recorded again would show in the books.
    heldAt = new Date(heldAt!.getTime() + 60_000);

    await hearChargeAgain(world, executionId);
    expect(await booksOf(subscriberId)).toEqual(settled);
    expect(await emailKindsTo(world, email)).toEqual(['receipt', 'receipt']);
  });
});
