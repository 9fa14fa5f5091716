import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import {
  PROVIDER_ORIGIN,
  SETTLE_DELAY_MS,
  authorizeRequest,
  callLink,
  countRows,
  createSession,
  getExecution,
  statusCodes,
  useTestSandbox,
} from '../helpers';

const t = useTestSandbox();

function payPalBody(session: PaymentClientSession, storeInstrument = false) {
  return {
    amount: session.amount,
    paymentComposition: [
      {
        paymentMethodCode: 'payPal',
        integrationType: 'api',
        amount: session.amount,
        storeInstrument,
        paymentInstrumentData: { providerData: { riskSessionCorrelationId: 'risk-1' } },
      },
    ],
  };
}

interface ConfirmLink {
  href: string;
  action: { parameters: { orderId?: string; billingToken?: string } };
}

/** Authorizes with PayPal and reads the confirm link from the execution, as the SDK does. */
async function startPayPal(session: PaymentClientSession, storeInstrument = false): Promise<ConfirmLink> {
  const response = await authorizeRequest(t.provider, session, payPalBody(session, storeInstrument));
  if (response.statusCode !== 202) throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
  return (await getExecution(t.provider, session)).json().finalState.response.links.confirm;
}

describe('PayPal one-time order', () => {
  it('goes authorizePending at once with a confirm link carrying the orderId', async () => {
    const session = await createSession(t.provider);
    await authorizeRequest(t.provider, session, payPalBody(session));
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizePending']);
    expect(record.finalState).toEqual({
      code: 'authorizePending',
      response: {
        links: {
          confirm: { href: `${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}/confirm`, action: { parameters: { orderId: expect.stringMatching(/^ord_\w+$/) } } },
        },
      },
    });
    expect(record.paymentMethod).toEqual({ paymentMethodCode: 'payPal' });
  });

  it('confirms with 200 authorizeSuccessful; the execution shows confirmRequested then authorizeSuccessful', async () => {
    const session = await createSession(t.provider);
    const confirm = await startPayPal(session);
    const response = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: confirm.action.parameters.orderId, payerId: 'PAYER123' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ finalState: { code: 'authorizeSuccessful' } });
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizePending', 'confirmRequested', 'authorizeSuccessful']);
    expect(record.finalState).toEqual({ code: 'authorizeSuccessful' });
  });

  it('declines for the declined test payer, with the reason in errors[0].reason.result', async () => {
    const session = await createSession(t.provider);
    const confirm = await startPayPal(session);
    const response = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: confirm.action.parameters.orderId, payerId: 'DECLINEDPAYER' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ finalState: { code: 'authorizeFailed', errors: [{ code: 'declined', reason: { result: 'PayPal declined the payment' } }] } });
    expect((await getExecution(t.provider, session)).json().errors).toEqual([{ code: 'declined', reason: { result: 'PayPal declined the payment' } }]);
  });

  it('replays a repeated confirm key, refuses its reuse for another body, and a second confirm', async () => {
    const session = await createSession(t.provider);
    const confirm = await startPayPal(session);
    const body = { data: { orderId: confirm.action.parameters.orderId, payerId: 'PAYER123' } };
    const headers = { 'idempotency-key': 'confirm-1' };
    const first = await callLink(t.provider, session, 'POST', confirm.href, body, headers);
    const counts = await countRows(t.db);
    const replay = await callLink(t.provider, session, 'POST', confirm.href, body, headers);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await callLink(t.provider, session, 'POST', confirm.href, { data: { ...body.data, payerId: 'OTHER' } }, headers);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    const again = await callLink(t.provider, session, 'POST', confirm.href, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'ALREADY_CONFIRMED' });
    expect(await countRows(t.db)).toEqual(counts);
    expect(statusCodes(await getExecution(t.provider, session))).toHaveLength(4);
  });

  it('refuses a wrong orderId (422), a malformed body (400) and a missing key (400), writing nothing', async () => {
    const session = await createSession(t.provider);
    const confirm = await startPayPal(session);
    const before = await countRows(t.db);
    const wrong = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: 'ord_other', payerId: 'PAYER123' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errorCode: 'INVALID_CONFIRMATION', fields: ['data.orderId'] });
    const neither = await callLink(t.provider, session, 'POST', confirm.href, { data: { payerId: 'PAYER123' } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['data.orderId'] });
    const badPayer = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: confirm.action.parameters.orderId, payerId: '<script>' } });
    expect(badPayer.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['data.payerId'] });
    const noKey = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: confirm.action.parameters.orderId, payerId: 'P' } }, {});
    expect(noKey.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await countRows(t.db)).toEqual(before);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending']);
  });

  it('answers 409 NOT_AWAITING_CONFIRMATION for an execution that is not a PayPal approval', async () => {
    const session = await createSession(t.provider);
    const response = await callLink(t.provider, session, 'POST', `${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}/confirm`, {
      data: { orderId: 'ord_x', payerId: 'PAYER123' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_AWAITING_CONFIRMATION' });
  });

  it('answers 400 without a risk correlation id', async () => {
    const session = await createSession(t.provider);
    const body = payPalBody(session);
    body.paymentComposition[0]!.paymentInstrumentData = {} as never;
    const response = await authorizeRequest(t.provider, session, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: ['paymentComposition.0.paymentInstrumentData.providerData'] });
  });
});

describe('PayPal billing agreement (storeInstrument)', () => {
  it('confirms a billingToken and stores the PayPal account for the holder', async () => {
    const session = await createSession(t.provider, { holderReference: 'paypal-saver' });
    const confirm = await startPayPal(session, true);
    expect(confirm.action.parameters).toEqual({ billingToken: expect.stringMatching(/^bat_\w+$/) });
    const orderInstead = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: 'ord_x', payerId: 'PAYER9' } });
    expect(orderInstead.json()).toMatchObject({ errorCode: 'INVALID_CONFIRMATION', fields: ['data.billingToken'] });

    // PayPal's onApprove carries an order id in this flow too; the billing token is what counts.
    const response = await callLink(t.provider, session, 'POST', confirm.href, {
      data: { orderId: 'EC-0123456789', billingToken: confirm.action.parameters.billingToken, payerId: 'PAYER9' },
    });
    expect(response.json()).toEqual({ finalState: { code: 'authorizeSuccessful' } });
    const next = await createSession(t.provider, { holderReference: 'paypal-saver' });
    expect(next.storedInstruments).toEqual([expect.objectContaining({ paymentMethod: 'payPal', status: 'enabled', displayName: 'PayPal PAYER9' })]);

    // A stored PayPal account is charged without another approval.
    const stored = next.storedInstruments[0]!;
    const pay = await authorizeRequest(t.provider, next, {
      amount: next.amount,
      paymentComposition: [{ paymentMethodCode: 'payPal', integrationType: 'api', amount: next.amount, paymentInstrumentId: stored.id }],
    });
    expect(pay.statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    expect(statusCodes(await getExecution(t.provider, next))).toEqual(['authorizeRequested', 'authorizeSuccessful']);
  });

  it('stores nothing when the billing agreement is declined', async () => {
    const session = await createSession(t.provider, { holderReference: 'paypal-declined' });
    const confirm = await startPayPal(session, true);
    await callLink(t.provider, session, 'POST', confirm.href, { data: { billingToken: confirm.action.parameters.billingToken, payerId: 'DECLINEDPAYER' } });
    expect((await createSession(t.provider, { holderReference: 'paypal-declined' })).storedInstruments).toEqual([]);
  });

  it('refuses a disabled stored PayPal account (demo-wallets)', async () => {
    const session = await createSession(t.provider, { holderReference: 'demo-wallets' });
    const disabled = session.storedInstruments.find((instrument) => instrument.paymentMethod === 'payPal' && instrument.status === 'disabled');
    const response = await authorizeRequest(t.provider, session, {
      amount: session.amount,
      paymentComposition: [{ paymentMethodCode: 'payPal', integrationType: 'api', amount: session.amount, paymentInstrumentId: disabled?.id }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_INSTRUMENT', fields: ['paymentComposition.0.paymentInstrumentId'] });
  });
});
