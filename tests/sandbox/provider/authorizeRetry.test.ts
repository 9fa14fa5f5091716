import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { insertAuthorization } from '../../../sandbox/provider/authorizations';
import {
  authorizationsRequest,
  SETTLE_DELAY_MS,
  authorizeBody,
  authorizeRequest,
  callLink,
  card,
  countRows,
  createSession,
  getExecution,
  statusCodes,
  tokenize,
  useTestSandbox,
  shopperForm,
  submitShopperForm,
} from '../helpers';

const t = useTestSandbox();

const ALLOWED = ['http://localhost:3000'];

/** Tokenizes the card in the session's vault and authorizes with it under a fresh key. */
async function payWith(session: PaymentClientSession, number: string): Promise<LightMyRequestResponse> {
  const { tokens } = await tokenize(t.vault, session, card(number));
  return authorizeRequest(t.provider, session, authorizeBody(session, tokens));
}

async function authorizationRows(executionId: string) {
  const { rows } = await t.db.query<{ last_four: string | null; outcome: string | null; settled_at: Date | null }>(
    'SELECT last_four, outcome, settled_at FROM provider.authorizations WHERE execution_id = $1 ORDER BY id',
    [executionId],
  );
  return rows.map((row) => ({ lastFour: row.last_four, outcome: row.outcome, settled: row.settled_at !== null }));
}

/** A second authorize (new key, new card) is refused with 409 and writes nothing; the card keeps its CVC. */
async function expectAlreadyAuthorized(session: PaymentClientSession): Promise<void> {
  const { tokens } = await tokenize(t.vault, session, card('5555555555554444'));
  const before = await countRows(t.db);
  const response = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ errorCode: 'ALREADY_AUTHORIZED', fields: [] });
  expect(await countRows(t.db)).toEqual(before);
  const { rows } = await t.db.query('SELECT 1 FROM vault.tokens WHERE token = $1', [tokens.security_code]);
  expect(rows).toHaveLength(1);
}

const submit = (action: string, fields: Record<string, string>) => submitShopperForm(t.provider, action, fields);

describe('a new authorize after a failed one', () => {
  it('declined card, then another card on the same execution: the statuses end with the new authorizeSuccessful', async () => {
    const session = await createSession(t.provider);
    expect((await payWith(session, '4000000000000002')).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const declined = (await getExecution(t.provider, session)).json();
    expect(declined.finalState.code).toBe('authorizeFailed');

    const retriedAt = t.clock.now.toISOString();
    const retry = await payWith(session, '4242424242424242');
    expect(retry.statusCode).toBe(202);
    // A poller waiting for a final state newer than the request sees none yet, and no stale errors.
    const requested = (await getExecution(t.provider, session)).json();
    expect(requested.status).toEqual([
      { code: 'authorizeRequested', time: expect.any(String) },
      { code: 'authorizeFailed', time: expect.any(String) },
      { code: 'authorizeRequested', time: retriedAt },
    ]);
    expect(requested.finalState).toBeUndefined();
    expect(requested.errors).toBeUndefined();
    expect(requested.paymentMethod).toEqual({ paymentMethodCode: 'card', network: 'visa', bin: '42424242', lastFour: '4242' });

    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizeFailed', 'authorizeRequested', 'authorizeSuccessful']);
    expect(settled.finalState).toEqual({ code: 'authorizeSuccessful' });
    expect(settled.errors).toBeUndefined();

    expect(await authorizationRows(session.execution.id)).toEqual([
      { lastFour: '0002', outcome: 'authorizeFailed', settled: true },
      { lastFour: '4242', outcome: 'authorizeSuccessful', settled: true },
    ]);
    // Newest first: the first entry is the one a merchant server acts on.
    expect((await authorizationsRequest(t.provider, session.execution.id)).json().authorizations).toEqual([
      expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeSuccessful', requestedAt: retriedAt }),
      expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeFailed' }),
    ]);
    await expectAlreadyAuthorized(session);
  });

  it('a new failure replaces the old errors with its own reason', async () => {
    const session = await createSession(t.provider);
    await payWith(session, '4000000000000002');
    t.clock.advance(SETTLE_DELAY_MS);
    await getExecution(t.provider, session);
    expect((await payWith(session, '4000000000009995')).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.errors).toEqual([{ code: 'declined', reason: { result: 'Insufficient funds' } }]);
    expect(settled.finalState.code).toBe('authorizeFailed');
  });

  it('applies a due decline nobody has read yet, before the new request', async () => {
    const session = await createSession(t.provider);
    await payWith(session, '4000000000000002');
    const declinedAt = new Date(t.clock.now.getTime() + SETTLE_DELAY_MS).toISOString();
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await payWith(session, '4242424242424242')).statusCode).toBe(202);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status).toEqual([
      { code: 'authorizeRequested', time: expect.any(String) },
      { code: 'authorizeFailed', time: declinedAt },
      { code: 'authorizeRequested', time: declinedAt },
    ]);
  });
});

describe('409 ALREADY_AUTHORIZED while the latest authorization has not failed', () => {
  it('while it is requested, even for a card that will decline', async () => {
    const session = await createSession(t.provider);
    await payWith(session, '4000000000000002');
    t.clock.advance(SETTLE_DELAY_MS - 1);
    await expectAlreadyAuthorized(session);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested']);
  });

  it('while the slow card is still answered with the request alone', async () => {
    const session = await createSession(t.provider);
    await payWith(session, '4000000000000077');
    t.clock.advance(SETTLE_DELAY_MS);
    await expectAlreadyAuthorized(session);
  });

  it('after it succeeded', async () => {
    const session = await createSession(t.provider);
    await payWith(session, '4242424242424242');
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await getExecution(t.provider, session)).json().finalState).toEqual({ code: 'authorizeSuccessful' });
    await expectAlreadyAuthorized(session);
    expect(await authorizationRows(session.execution.id)).toHaveLength(1);
  });

  it('the database refuses a second open authorization of an execution', async () => {
    const session = await createSession(t.provider);
    await payWith(session, '4242424242424242');
    const second = {
      executionId: session.execution.id,
      paymentMethodCode: 'card',
      outcome: 'authorizeSuccessful' as const,
      declineReason: null,
      errorCode: null,
      network: null,
      bin: null,
      lastFour: null,
      cardId: null,
      instrumentId: null,
      storeInstrument: false,
      pendingAction: null,
      actionParameters: null,
      returnInfo: null,
      readsBeforeSettle: null,
      requestedAt: t.clock.now,
      settleAt: t.clock.now,
    };
    await expect(t.db.transaction((tx) => insertAuthorization(tx, second))).rejects.toThrow();
    expect(await authorizationRows(session.execution.id)).toHaveLength(1);
  });
});

describe('a new authorize replaces one still waiting for the shopper', () => {
  const payPal = (session: PaymentClientSession) => ({
    amount: session.amount,
    paymentComposition: [{ paymentMethodCode: 'payPal', integrationType: 'api', amount: session.amount, paymentInstrumentData: { providerData: { riskSessionCorrelationId: 'risk-1' } } }],
  });

  it('a challenge left unanswered, then another card: the challenge ends as replaced and its form decides nothing', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    await payWith(session, '4000000000003220');
    const challenge = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    t.clock.advance(SETTLE_DELAY_MS);

    const replacedAt = t.clock.now.toISOString();
    expect((await payWith(session, '4242424242424242')).statusCode).toBe(202);
    const requested = (await getExecution(t.provider, session)).json();
    expect(requested.status).toEqual([
      { code: 'authorizeRequested', time: expect.any(String) },
      { code: 'authorizePending', time: expect.any(String) },
      { code: 'authorizeFailed', time: replacedAt },
      { code: 'authorizeRequested', time: replacedAt },
    ]);
    // Nothing after the new request yet: a poller keeps waiting, and sees no stale failure.
    expect(requested.finalState).toBeUndefined();
    expect(requested.errors).toBeUndefined();
    expect(await authorizationRows(session.execution.id)).toEqual([
      { lastFour: '3220', outcome: 'authorizeFailed', settled: true },
      // The new card's outcome is planned at the request and applied once due.
      { lastFour: '4242', outcome: 'authorizeSuccessful', settled: false },
    ]);
    const { rows } = await t.db.query<{ error_code: string; decline_reason: string; shopper_outcome: string | null }>(
      'SELECT error_code, decline_reason, shopper_outcome FROM provider.authorizations WHERE execution_id = $1 ORDER BY id LIMIT 1',
      [session.execution.id],
    );
    expect(rows[0]).toEqual({ error_code: 'cancelled', decline_reason: 'Replaced by a newer authorize request before the shopper finished', shopper_outcome: null });

    // The card has no challenge, and the old challenge's form cannot approve the new request.
    expect((await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` })).statusCode).toBe(404);
    const before = await countRows(t.db);
    expect((await submit(challenge.action, { token: challenge.token, outcome: 'approved' })).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);

    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.finalState).toEqual({ code: 'authorizeSuccessful' });
    expect(settled.paymentMethod).toMatchObject({ paymentMethodCode: 'card', lastFour: '4242' });
  });

  it('a request that fails its checks replaces nothing: the challenge stays open and can still be approved', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    await payWith(session, '4000000000003220');
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    const before = await countRows(t.db);
    const tooMuch = { ...session.amount, value: session.amount.value + 1 };
    const body = authorizeBody(session, tokens, { amount: tooMuch });
    body.paymentComposition[0] = { ...body.paymentComposition[0]!, amount: tooMuch } as never;
    const refused = await authorizeRequest(t.provider, session, body);
    expect(refused.statusCode).toBe(422);
    expect(await countRows(t.db)).toEqual(before);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending']);

    const challenge = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    expect((await submit(challenge.action, { token: challenge.token, outcome: 'approved' })).statusCode).toBe(303);
    expect((await getExecution(t.provider, session)).json().finalState).toEqual({ code: 'authorizeSuccessful' });
  });

  it('a redirect method whose page the shopper left, then a card', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    await authorizeRequest(t.provider, session, { amount: session.amount, paymentComposition: [{ paymentMethodCode: 'pix', integrationType: 'redirect', amount: session.amount }] });
    const form = shopperForm(await t.provider.inject({ method: 'GET', url: `/methods/pix/${session.execution.id}` }));
    expect((await payWith(session, '4242424242424242')).statusCode).toBe(202);
    expect((await t.provider.inject({ method: 'GET', url: `/methods/pix/${session.execution.id}` })).statusCode).toBe(404);
    expect((await submit(form.action, { token: form.token, outcome: 'approved' })).statusCode).toBe(403);
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await getExecution(t.provider, session)).json().finalState).toEqual({ code: 'authorizeSuccessful' });
  });

  it('a PayPal approval never confirmed, then a card: the old order can no longer be confirmed', async () => {
    const session = await createSession(t.provider);
    await authorizeRequest(t.provider, session, payPal(session));
    const confirm = (await getExecution(t.provider, session)).json().finalState.response.links.confirm;
    expect((await payWith(session, '4242424242424242')).statusCode).toBe(202);
    const stale = await callLink(t.provider, session, 'POST', confirm.href, { data: { orderId: confirm.action.parameters.orderId, payerId: 'PAYER123' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'NOT_AWAITING_CONFIRMATION' });
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await authorizationsRequest(t.provider, session.execution.id)).json().authorizations.map((entry: { paymentMethodCode: string; outcome: string }) => [entry.paymentMethodCode, entry.outcome])).toEqual([
      ['card', 'authorizeSuccessful'],
      ['payPal', 'authorizeFailed'],
    ]);
  });

  it('once the shopper has answered, the outcome stands: a new request is refused', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    await payWith(session, '4000000000003220');
    const challenge = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    expect((await submit(challenge.action, { token: challenge.token, outcome: 'approved' })).statusCode).toBe(303);
    await expectAlreadyAuthorized(session);
  });
});

describe('shopper steps and confirmations follow the latest authorization', () => {
  it('3-D Secure declined, then a new challenge: the page shows the new one and an old form cannot decide it', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    await payWith(session, '4000000000003220');
    const first = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    expect((await submit(first.action, { token: first.token, outcome: 'declined' })).statusCode).toBe(303);
    expect((await getExecution(t.provider, session)).json().finalState.code).toBe('authorizeFailed');

    expect((await payWith(session, '4000000000003220')).statusCode).toBe(202);
    const pending = (await getExecution(t.provider, session)).json();
    expect(pending.status.map((entry: { code: string }) => entry.code)).toEqual([
      'authorizeRequested',
      'authorizePending',
      'authorizeFailed',
      'authorizeRequested',
      'authorizePending',
    ]);
    expect(pending.finalState.response.links.redirect).toEqual({ href: expect.stringContaining(`/3ds/${session.execution.id}`), type: '3ds' });
    expect(pending.errors).toBeUndefined();

    const page = await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` });
    expect(page.statusCode).toBe(200);
    const second = shopperForm(page);
    expect(second.token).not.toBe(first.token);
    const before = await countRows(t.db);
    expect((await submit(first.action, { token: first.token, outcome: 'approved' })).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);

    expect((await submit(second.action, { token: second.token, outcome: 'approved' })).statusCode).toBe(303);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.status.at(-1).code).toBe('authorizeSuccessful');
    expect(settled.finalState).toEqual({ code: 'authorizeSuccessful' });
  });

  it('a redirect method declined on its page, then a card', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    await authorizeRequest(t.provider, session, { amount: session.amount, paymentComposition: [{ paymentMethodCode: 'pix', integrationType: 'redirect', amount: session.amount }] });
    const form = shopperForm(await t.provider.inject({ method: 'GET', url: `/methods/pix/${session.execution.id}` }));
    await submit(form.action, { token: form.token, outcome: 'declined' });
    expect((await payWith(session, '4242424242424242')).statusCode).toBe(202);
    // The card has no page: the pix page of the failed authorization is gone.
    expect((await t.provider.inject({ method: 'GET', url: `/methods/pix/${session.execution.id}` })).statusCode).toBe(404);
    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.finalState).toEqual({ code: 'authorizeSuccessful' });
    expect(settled.paymentMethod).toMatchObject({ paymentMethodCode: 'card', lastFour: '4242' });
  });

  it('PayPal declined at confirmation, then a new order: only the new orderId confirms', async () => {
    const session = await createSession(t.provider);
    const payPal = {
      amount: session.amount,
      paymentComposition: [
        { paymentMethodCode: 'payPal', integrationType: 'api', amount: session.amount, paymentInstrumentData: { providerData: { riskSessionCorrelationId: 'risk-1' } } },
      ],
    };
    await authorizeRequest(t.provider, session, payPal);
    const firstConfirm = (await getExecution(t.provider, session)).json().finalState.response.links.confirm;
    const declined = await callLink(t.provider, session, 'POST', firstConfirm.href, { data: { orderId: firstConfirm.action.parameters.orderId, payerId: 'DECLINEDPAYER' } });
    expect(declined.json().finalState.code).toBe('authorizeFailed');

    expect((await authorizeRequest(t.provider, session, payPal)).statusCode).toBe(202);
    const secondConfirm = (await getExecution(t.provider, session)).json().finalState.response.links.confirm;
    expect(secondConfirm.action.parameters.orderId).not.toBe(firstConfirm.action.parameters.orderId);
    const stale = await callLink(t.provider, session, 'POST', firstConfirm.href, { data: { orderId: firstConfirm.action.parameters.orderId, payerId: 'PAYER123' } });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ errorCode: 'INVALID_CONFIRMATION', fields: ['data.orderId'] });
    const confirmed = await callLink(t.provider, session, 'POST', secondConfirm.href, { data: { orderId: secondConfirm.action.parameters.orderId, payerId: 'PAYER123' } });
    expect(confirmed.json()).toEqual({ finalState: { code: 'authorizeSuccessful' } });
    expect((await authorizationsRequest(t.provider, session.execution.id)).json().authorizations.map((entry: { outcome: string }) => entry.outcome)).toEqual([
      'authorizeSuccessful',
      'authorizeFailed',
    ]);
  });

  it('a card stored by the successful retry is the only instrument the holder gets', async () => {
    const holderReference = `retry-holder-${Math.random()}`;
    const session = await createSession(t.provider, { holderReference });
    for (const number of ['4000000000000002', '5555555555554444']) {
      const { tokens } = await tokenize(t.vault, session, card(number));
      const body = authorizeBody(session, tokens);
      body.paymentComposition[0] = { ...body.paymentComposition[0]!, storeInstrument: true } as never;
      expect((await authorizeRequest(t.provider, session, body)).statusCode).toBe(202);
      t.clock.advance(SETTLE_DELAY_MS);
      await getExecution(t.provider, session);
    }
    const next = await createSession(t.provider, { holderReference });
    expect(next.storedInstruments).toEqual([expect.objectContaining({ paymentMethod: 'card', displayName: 'Mastercard •••• 4444' })]);
  });
});
