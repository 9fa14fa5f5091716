import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import { MERCHANT_KEY, authorizeBody, authorizeRequest, card, countRows, createSession, merchantHeaders, storeCard, tokenize, useTestSandbox } from '../../helpers';

const t = useTestSandbox({ settleDelayMs: 0 });

const AED_800 = { value: 800, currency: 'AED' };

const charge = (payload: Record<string, unknown>, headers: Record<string, string> = merchantHeaders()) =>
  t.provider.inject({ method: 'POST', url: '/v1/merchant-initiated-charges', headers, payload });

const cardOnFile = (executionId: string) =>
  t.provider.inject({ method: 'GET', url: `/v1/payment-sessions/${executionId}/card-on-file`, headers: { authorization: `Bearer ${MERCHANT_KEY}` } });

async function paymentsOf(holderReference: string) {
  const response = await t.provider.inject({ method: 'GET', url: `/v1/holders/${encodeURIComponent(holderReference)}/payments`, headers: { authorization: `Bearer ${MERCHANT_KEY}` } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payments: { executionId: string; amount: { value: number }; authorizations: { outcome: string }[] }[] }).payments;
}

/** A zero-amount authorization that stores the card, as a trial checkout makes it in the browser. */
async function verifyCard(holderReference: string, number: string): Promise<PaymentClientSession> {
  const session = await createSession(t.provider, { holderReference, amount: { value: 0, currency: 'AED' } });
  const { tokens } = await tokenize(t.vault, session, card(number));
  const body = authorizeBody(session, tokens);
  body.paymentComposition[0] = { ...body.paymentComposition[0]!, storeInstrument: true } as (typeof body.paymentComposition)[0];
  const response = await authorizeRequest(t.provider, session, body);
  expect(response.statusCode, response.body).toBe(202);
  return session;
}

describe('cards on file: a zero-amount verification, then merchant-initiated charges', () => {
  it('a zero-amount authorization stores the card and says which instrument it left on file', async () => {
    const holderReference = `trial-${Math.random()}`;
    const session = await verifyCard(holderReference, '4242424242424242');
    const onFile = await cardOnFile(session.execution.id);
    expect(onFile.statusCode, onFile.body).toBe(200);
    expect(onFile.json()).toMatchObject({ executionId: session.execution.id, amount: { value: 0, currency: 'AED' }, outcome: 'authorizeSuccessful', paymentInstrumentId: expect.any(String) });
    // The card as its holder knows it, for receipts and billing histories: network and last four, nothing more.
    expect((onFile.json() as { card: unknown }).card).toEqual({ network: 'visa', lastFour: '4242' });
    expect(await paymentsOf(holderReference)).toEqual([
      { executionId: session.execution.id, merchantReference: 'order-1', amount: { value: 0, currency: 'AED' }, authorizations: [{ outcome: 'authorizeSuccessful', voidedAt: null }] },
    ]);
  });

  it('charges the stored card once per idempotency key: a repeat answers the first charge', async () => {
    const holderReference = `trial-${Math.random()}`;
    const session = await verifyCard(holderReference, '4242424242424242');
    const instrumentId = ((await cardOnFile(session.execution.id)).json() as { paymentInstrumentId: string }).paymentInstrumentId;
    const headers = merchantHeaders({ 'idempotency-key': `trial-end-${holderReference}` });
    const body = { amount: AED_800, merchantReference: 'renewal-1', holderReference, paymentInstrumentId: instrumentId };
    const [first, second] = await Promise.all([charge(body, headers), charge(body, headers)]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount: AED_800, paymentInstrumentId: instrumentId, outcome: 'authorizeSuccessful' });
    expect(second.body).toBe(first.body);
    const payments = await paymentsOf(holderReference);
    expect(payments.map((payment) => [payment.amount.value, payment.authorizations.map((entry) => entry.outcome)])).toEqual([
      [0, ['authorizeSuccessful']],
      [800, ['authorizeSuccessful']],
    ]);
    // The same key with another request is refused, and charges nothing.
    const reused = await charge({ ...body, amount: { value: 6000, currency: 'AED' } }, headers);
    expect(reused.statusCode).toBe(422);
    expect(await paymentsOf(holderReference)).toHaveLength(2);
  });

  it('a card that declines declines the charge too, with its reason', async () => {
    const holderReference = `trial-${Math.random()}`;
    const instrumentId = await storeCard(t.provider, t.vault, holderReference, '4000000000009995');
    const response = await charge({ amount: AED_800, merchantReference: 'renewal-2', holderReference, paymentInstrumentId: instrumentId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ outcome: 'authorizeFailed', reason: 'Insufficient funds', card: { network: 'visa', lastFour: '9995' } });
    expect(Object.keys((response.json() as { card: object }).card).sort()).toEqual(['lastFour', 'network']);
  });

  it('a card short of funds passes a zero-amount verification and stays on file; charging it then declines', async () => {
    const holderReference = `trial-${Math.random()}`;
    const session = await verifyCard(holderReference, '4000000000009995');
    const onFile = (await cardOnFile(session.execution.id)).json() as { outcome: string; paymentInstrumentId: string | null };
    expect(onFile).toMatchObject({ outcome: 'authorizeSuccessful', paymentInstrumentId: expect.any(String) });
    const response = await charge({ amount: AED_800, merchantReference: 'renewal-4', holderReference, paymentInstrumentId: onFile.paymentInstrumentId });
    expect(response.json()).toMatchObject({ outcome: 'authorizeFailed', reason: 'Insufficient funds' });
  });

  it('refuses, writing nothing: no key, a zero amount, another holder’s card, and no merchant key', async () => {
    const holderReference = `trial-${Math.random()}`;
    const instrumentId = await storeCard(t.provider, t.vault, holderReference, '4242424242424242');
    const body = { amount: AED_800, merchantReference: 'renewal-3', holderReference, paymentInstrumentId: instrumentId };
    const before = await countRows(t.db);
    const noKey = await charge(body, { authorization: `Bearer ${MERCHANT_KEY}` });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    const zero = await charge({ ...body, amount: { value: 0, currency: 'AED' } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual(['amount.value']);
    const otherHolder = await charge({ ...body, holderReference: `someone-else-${Math.random()}` });
    expect(otherHolder.statusCode).toBe(422);
    expect(otherHolder.json()).toMatchObject({ errorCode: 'INVALID_INSTRUMENT', fields: ['paymentInstrumentId'] });
    const browserToken = await charge(body, { authorization: 'Bearer not-the-merchant-key', 'idempotency-key': 'k1' });
    expect(browserToken.statusCode).toBe(401);
    expect(await countRows(t.db)).toEqual(before);
  });
});
