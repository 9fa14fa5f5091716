import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { pathOf } from '../../../sandbox/helpers';
import { injectAs, signUp } from '../helpers';
import { clientInit, newIdempotencyKey, payInBrowser, planString, storeCard, storedCardPaymentsBody, usePremiumWorld } from '../premiumHelpers';

const world = usePremiumWorld();

/** What the provider holds for the subscriber as a holder: every session it was given, and every payout. */
async function providerRecordsOf(holderReference: string) {
  const { rows: sessions } = await world.sandbox.db.query<{ kind: string }>('SELECT kind FROM provider.executions WHERE holder_reference = $1', [holderReference]);
  const { rows: payouts } = await world.sandbox.db.query(
    'SELECT p.execution_id FROM provider.payouts p JOIN provider.executions e ON e.id = p.execution_id WHERE e.holder_reference = $1',
    [holderReference],
  );
  return { kinds: sessions.map((session) => session.kind), payouts };
}

describe('the product API and payouts', () => {
  it("never creates a payout session, pays out, or hands the subscriber's browser a session that can pay out", async () => {
    const { token, subscriber } = await signUp(world.product.app);
    const cardId = await storeCard(world.sandbox, subscriber.id, '4242424242424242');

    const methods = await injectAs(world.product.app, token.id, {
      method: 'POST',
      url: API_PATHS.paymentMethods,
      payload: { channel: 'Web', source: 'web', locale: 'en', billingPlan: planString('monthly') },
    });
    expect(methods.statusCode).toBe(200);
    const { session } = await clientInit(world.product.app, token.id);
    expect(session.links.payout).toBeUndefined();

    // The browser's own session token cannot pay out to the subscriber's stored card either.
    const payout = await world.sandbox.provider.inject({
      method: 'POST',
      url: `${pathOf(session.links.execution)}/payout`,
      headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': newIdempotencyKey() },
      payload: {
        amount: session.amount,
        payoutComposition: [{ integrationType: 'api', amount: session.amount, paymentMethodCode: 'card', paymentInstrumentId: cardId }],
      },
    });
    expect(payout.statusCode).toBe(403);

    await payInBrowser(world.sandbox, session, '4242424242424242');
    const paid = await injectAs(world.product.app, token.id, {
      method: 'POST',
      url: API_PATHS.payments,
      payload: storedCardPaymentsBody(cardId),
      headers: { 'idempotency-key': newIdempotencyKey() },
    });
    expect(paid.statusCode).toBeLessThan(500);

    const records = await providerRecordsOf(subscriber.id);
    // Sessions for storing the card, listing cards, the drop-in and the stored-card payment: payments all.
    expect(records.kinds.length).toBeGreaterThanOrEqual(4);
    expect(new Set(records.kinds)).toEqual(new Set(['payment']));
    expect(records.payouts).toEqual([]);
  });
});

describe('the site code', () => {
  it('names no payout call of the provider', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '../../../../host-app');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.(ts|tsx)$/.test(name) ? [path] : [];
      });
    const offenders = files(root).filter((file) => /payout/i.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
