import { beforeAll, describe, expect, it } from 'vitest';
import { buildPayoutBody } from '../../../headless/core/executor/payout';
import { paymentClientSessionSchema, type PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import {
  PROVIDER_ORIGIN,
  SETTLE_DELAY_MS,
  authorizeBody,
  authorizeRequest,
  callLink,
  card,
  countRows,
  createPayoutSession,
  createSession,
  getExecution,
  merchantHeaders,
  payoutBody,
  payoutSessionBody,
  postPayoutSession,
  statusCodes,
  storeCard,
  tokenize,
  useTestSandbox,
} from '../helpers';

const t = useTestSandbox();

const AED_6000 = { value: 6000, currency: 'AED' };
const UNKNOWN_INSTRUMENT = '00000000-0000-4000-8000-000000000000';

/** A holder with one saved card. */
async function holderWithCard(number: string): Promise<{ holderReference: string; instrumentId: string }> {
  const holderReference = `payee-${Math.random()}`;
  return { holderReference, instrumentId: await storeCard(t.provider, t.vault, holderReference, number) };
}

/** A holder with a saved card and a payout session for it, as the merchant's server creates one. */
async function payoutSessionFor(number: string, overrides: Record<string, unknown> = {}) {
  const holder = await holderWithCard(number);
  return { ...holder, session: await createPayoutSession(t.provider, holder.holderReference, holder.instrumentId, overrides) };
}

async function payoutRows(): Promise<number> {
  return (await countRows(t.db))['provider.payouts'] ?? 0;
}

const postPayout = (session: PaymentClientSession, link: string, payload: unknown, headers?: Record<string, string>) =>
  callLink(t.provider, session, 'POST', link, payload, headers);

describe("a payment session's token cannot pay out", () => {
  it('carries no payout link, and the payout URL answers 403 PAYOUT_NOT_ALLOWED, writing nothing', async () => {
    const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
    const session = await createSession(t.provider, { holderReference });
    // The card is the holder's own, so nothing but the session's kind stands in the way.
    expect(session.storedInstruments.map((instrument) => instrument.id)).toContain(instrumentId);

    const before = await countRows(t.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postPayout(session, `${session.links.execution}/payout`, payoutBody(session.amount, instrumentId));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'PAYOUT_NOT_ALLOWED', fields: [] });
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(session.links.payout).toBeUndefined();
    const { rows } = await t.db.query('SELECT 1 FROM provider.payouts WHERE execution_id = $1', [session.execution.id]);
    expect(rows).toHaveLength(0);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status).toEqual([]);
    expect(record.links.payout).toBeUndefined();
  });
});

describe('POST /v1/payout-sessions', () => {
  it('answers 201 with an init response the SDK parses: workflow payout, the fixed amount and card, a payout link', async () => {
    const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
    const response = await postPayoutSession(t.provider, payoutSessionBody(holderReference, instrumentId));
    expect(response.statusCode, response.body).toBe(201);
    const init = response.json() as { data: string };
    const parsed = paymentClientSessionSchema.safeParse(JSON.parse(Buffer.from(init.data, 'base64').toString('utf8')));
    expect(parsed.success).toBe(true);
    const session = parsed.data!;
    const id = session.execution.id;
    expect(session.execution).toEqual({ id, merchantReference: 'payout-1', workflow: { code: 'payout', version: 1 } });
    expect(session.amount).toEqual(AED_6000);
    expect(session.holderReference).toBe(holderReference);
    expect(session.storedInstruments.map((instrument) => instrument.id)).toEqual([instrumentId]);
    expect(session.paymentMethods).toEqual([]);
    expect(session.links).toEqual({
      authorize: `${PROVIDER_ORIGIN}/v1/executions/${id}/authorize`,
      execution: `${PROVIDER_ORIGIN}/v1/executions/${id}`,
      payout: `${PROVIDER_ORIGIN}/v1/executions/${id}/payout`,
    });
    const { rows } = await t.db.query<{ kind: string; payout_instrument_id: string; amount_value: string | number; amount_currency: string }>(
      'SELECT kind, payout_instrument_id, amount_value, amount_currency FROM provider.executions WHERE id = $1',
      [id],
    );
    expect(rows.map((row) => ({ ...row, amount_value: Number(row.amount_value) }))).toEqual([
      { kind: 'payout', payout_instrument_id: instrumentId, amount_value: 6000, amount_currency: 'AED' },
    ]);
  });

  it("refuses authorize on a payout session's execution with 403, writing nothing", async () => {
    const { session } = await payoutSessionFor('4242424242424242');
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    const before = await countRows(t.db);
    const response = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'AUTHORIZE_NOT_ALLOWED' });
    expect(await countRows(t.db)).toEqual(before);
  });

  describe('refusals write nothing', () => {
    async function expectRefusal(payload: unknown, status: number, errorCode: string, fields?: string[], headers?: Record<string, string>) {
      const before = await countRows(t.db);
      const response = await postPayoutSession(t.provider, payload, headers);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject(fields ? { errorCode, fields } : { errorCode });
      expect(await countRows(t.db)).toEqual(before);
    }

    it('401 without the merchant key, even with the holder and card right', async () => {
      const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
      await expectRefusal(payoutSessionBody(holderReference, instrumentId), 401, 'UNAUTHORIZED', undefined, {});
    });

    it('400 naming missing or unknown fields', async () => {
      const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
      const { paymentInstrumentId: _dropped, ...withoutInstrument } = payoutSessionBody(holderReference, instrumentId);
      await expectRefusal(withoutInstrument, 400, 'VALIDATION_FAILED', ['paymentInstrumentId']);
      await expectRefusal(payoutSessionBody(holderReference, instrumentId, { paymentMethods: ['card'] }), 400, 'VALIDATION_FAILED', ['paymentMethods']);
    });

    it("422 naming paymentInstrumentId for a card that is unknown, another holder's, disabled or not a card", async () => {
      const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
      const foreign = await holderWithCard('4242424242424242');
      const wallets = await createSession(t.provider, { holderReference: 'demo-wallets' });
      for (const [holder, id] of [
        [holderReference, UNKNOWN_INSTRUMENT],
        [holderReference, 'not-a-uuid'],
        [holderReference, foreign.instrumentId],
        ['demo-wallets', wallets.storedInstruments[0]!.id],
      ] as const) {
        await expectRefusal(payoutSessionBody(holder, id), 422, 'INVALID_INSTRUMENT', ['paymentInstrumentId']);
      }
      const session = await createSession(t.provider, { holderReference });
      await callLink(t.provider, session, 'PATCH', session.links.instrumentUpdate!.replace(':instrumentId', instrumentId), { status: 'disabled' });
      await expectRefusal(payoutSessionBody(holderReference, instrumentId), 422, 'INVALID_INSTRUMENT', ['paymentInstrumentId']);
    });
  });
});

describe('payout on a payout session', () => {
  it('pays out exactly its fixed amount to its fixed card: payoutRequested, then payoutSuccessful', async () => {
    const { session, instrumentId } = await payoutSessionFor('4242424242424242');
    // What client.payout({ paymentInstrumentId }) sends.
    const body = buildPayoutBody({ amount: session.amount, paymentMethodCode: 'card', paymentInstrumentId: instrumentId });
    const response = await postPayout(session, session.links.payout!, body);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ links: { execution: session.links.execution } });
    const pending = (await getExecution(t.provider, session)).json();
    expect(pending.status.map((entry: { code: string }) => entry.code)).toEqual(['payoutRequested']);
    expect(pending.finalState).toBeUndefined();
    expect(pending.workflow).toEqual({ code: 'payout' });
    expect(pending.links.payout).toBe(session.links.payout);
    expect(pending.paymentMethod).toEqual({ paymentMethodCode: 'card', network: 'visa', bin: '42424242', lastFour: '4242' });
    t.clock.advance(SETTLE_DELAY_MS - 1);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['payoutRequested']);
    t.clock.advance(1);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.status.map((entry: { code: string }) => entry.code)).toEqual(['payoutRequested', 'payoutSuccessful']);
    expect(settled.finalState).toEqual({ code: 'payoutSuccessful' });
    const { rows } = await t.db.query<{ instrument_id: string; amount_value: string | number; amount_currency: string }>(
      'SELECT instrument_id, amount_value, amount_currency FROM provider.payouts WHERE execution_id = $1',
      [session.execution.id],
    );
    expect(rows.map((row) => ({ ...row, amount_value: Number(row.amount_value) }))).toEqual([{ instrument_id: instrumentId, amount_value: 6000, amount_currency: 'AED' }]);
  });

  it("fails for a declined card's instrument, with the card's reason", async () => {
    const { session, instrumentId } = await payoutSessionFor('4000000000000002');
    expect((await postPayout(session, session.links.payout!, payoutBody(session.amount, instrumentId))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.status.map((entry: { code: string }) => entry.code)).toEqual(['payoutRequested', 'payoutFailed']);
    expect(settled.finalState).toEqual({ code: 'payoutFailed', errors: [{ code: 'declined', reason: { result: 'Card declined' } }] });
    expect(settled.errors).toEqual(settled.finalState.errors);
  });

  it('replays a repeated key, refuses its reuse and a second payout', async () => {
    const { session, instrumentId } = await payoutSessionFor('4242424242424242');
    const headers = { 'idempotency-key': 'payout-1' };
    const first = await postPayout(session, session.links.payout!, payoutBody(session.amount, instrumentId), headers);
    expect(first.statusCode).toBe(202);
    const counts = await countRows(t.db);
    const replay = await postPayout(session, session.links.payout!, payoutBody(session.amount, instrumentId), headers);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await postPayout(session, session.links.payout!, payoutBody(session.amount, UNKNOWN_INSTRUMENT), headers);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    const second = await postPayout(session, session.links.payout!, payoutBody(session.amount, instrumentId));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'ALREADY_PAID_OUT' });
    expect(await countRows(t.db)).toEqual(counts);
  });

  describe('refusals write nothing', () => {
    let session: PaymentClientSession;
    let instrumentId: string;
    let holderReference: string;
    beforeAll(async () => {
      ({ session, instrumentId, holderReference } = await payoutSessionFor('4242424242424242'));
    });

    async function expectRefusal(payload: unknown, status: number, errorCode: string, fields?: string[], headers?: Record<string, string>) {
      const before = await countRows(t.db);
      const response = await postPayout(session, session.links.payout!, payload, headers);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject(fields ? { errorCode, fields } : { errorCode });
      expect(await countRows(t.db)).toEqual(before);
    }

    it('400 for a malformed body or a missing idempotency key', async () => {
      await expectRefusal(payoutBody(session.amount, instrumentId, { payoutComposition: [] }), 400, 'VALIDATION_FAILED', ['payoutComposition']);
      const wrongMethod = payoutBody(session.amount, instrumentId);
      wrongMethod.payoutComposition[0]!.paymentMethodCode = 'pix';
      await expectRefusal(wrongMethod, 400, 'VALIDATION_FAILED', ['payoutComposition.0.paymentMethodCode']);
      await expectRefusal(payoutBody(session.amount, instrumentId), 400, 'IDEMPOTENCY_KEY_REQUIRED', undefined, {});
    });

    it('422 AMOUNT_MISMATCH for any amount but the fixed one', async () => {
      await expectRefusal(payoutBody({ value: 6001, currency: 'AED' }, instrumentId), 422, 'AMOUNT_MISMATCH', ['amount']);
      await expectRefusal(payoutBody({ value: 6000, currency: 'EUR' }, instrumentId), 422, 'AMOUNT_MISMATCH', ['amount']);
    });

    it("422 INVALID_INSTRUMENT for any card but the fixed one, even the same holder's other enabled card", async () => {
      const otherCard = await storeCard(t.provider, t.vault, holderReference, '5555555555554444');
      for (const id of [otherCard, UNKNOWN_INSTRUMENT, 'not-a-uuid']) {
        await expectRefusal(payoutBody(session.amount, id), 422, 'INVALID_INSTRUMENT', ['payoutComposition.0.paymentInstrumentId']);
      }
    });

    it('422 INVALID_INSTRUMENT when the fixed card was disabled since', async () => {
      const disabled = await payoutSessionFor('4242424242424242');
      const owner = await createSession(t.provider, { holderReference: disabled.holderReference });
      await callLink(t.provider, owner, 'PATCH', owner.links.instrumentUpdate!.replace(':instrumentId', disabled.instrumentId), { status: 'disabled' });
      const before = await countRows(t.db);
      const response = await postPayout(disabled.session, disabled.session.links.payout!, payoutBody(disabled.session.amount, disabled.instrumentId));
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_INSTRUMENT', fields: ['payoutComposition.0.paymentInstrumentId'] });
      expect(await countRows(t.db)).toEqual(before);
    });
  });
});

describe('POST /v1/payouts (merchant key)', () => {
  const postMerchantPayout = (payload: unknown, headers: Record<string, string> = merchantHeaders()) =>
    t.provider.inject({ method: 'POST', url: '/v1/payouts', headers, payload: payload as Record<string, unknown> });
  const readPayout = (executionId: string, headers: Record<string, string> = merchantHeaders({})) =>
    t.provider.inject({ method: 'GET', url: `/v1/payouts/${executionId}`, headers });
  const merchantPayoutBody = (holderReference: string, paymentInstrumentId: string) => ({
    amount: AED_6000,
    merchantReference: 'refund-7',
    holderReference,
    paymentInstrumentId,
  });

  it('answers 202 with the execution id and link; the merchant reads payoutRequested, then payoutSuccessful', async () => {
    const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
    const response = await postMerchantPayout(merchantPayoutBody(holderReference, instrumentId));
    expect(response.statusCode, response.body).toBe(202);
    const { executionId, links } = response.json() as { executionId: string; links: { payout: string } };
    expect(executionId).toMatch(/^exe_/);
    expect(links).toEqual({ payout: `${PROVIDER_ORIGIN}/v1/payouts/${executionId}` });
    const requested = await readPayout(executionId);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      executionId,
      merchantReference: 'refund-7',
      amount: AED_6000,
      paymentInstrumentId: instrumentId,
      status: 'payoutRequested',
      requestedAt: t.clock.now.toISOString(),
    });
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await readPayout(executionId)).json()).toMatchObject({ status: 'payoutSuccessful' });
  });

  it("reports a declined card's reason", async () => {
    const { holderReference, instrumentId } = await holderWithCard('4000000000000002');
    const { executionId } = (await postMerchantPayout(merchantPayoutBody(holderReference, instrumentId))).json() as { executionId: string };
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await readPayout(executionId)).json()).toMatchObject({ status: 'payoutFailed', reason: 'Card declined' });
  });

  it('replays a repeated key instead of paying out twice', async () => {
    const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
    const headers = merchantHeaders({ 'idempotency-key': `merchant-payout-${Math.random()}` });
    const first = await postMerchantPayout(merchantPayoutBody(holderReference, instrumentId), headers);
    const before = await payoutRows();
    const replay = await postMerchantPayout(merchantPayoutBody(holderReference, instrumentId), headers);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await payoutRows()).toBe(before);
  });

  it('401 without the merchant key (or with a session token), 400 without an idempotency key, 422 for a card not the holder’s; none writes', async () => {
    const { holderReference, instrumentId } = await holderWithCard('4242424242424242');
    const sessionToken = (await createSession(t.provider, { holderReference })).token;
    const foreign = await holderWithCard('4242424242424242');
    const before = await countRows(t.db);
    const cases: [Record<string, unknown>, Record<string, string>, number, string][] = [
      [merchantPayoutBody(holderReference, instrumentId), { 'idempotency-key': 'k-1' }, 401, 'UNAUTHORIZED'],
      [merchantPayoutBody(holderReference, instrumentId), { authorization: `Bearer ${sessionToken}`, 'idempotency-key': 'k-2' }, 401, 'UNAUTHORIZED'],
      [merchantPayoutBody(holderReference, instrumentId), merchantHeaders({}), 400, 'IDEMPOTENCY_KEY_REQUIRED'],
      [merchantPayoutBody(holderReference, foreign.instrumentId), merchantHeaders(), 422, 'INVALID_INSTRUMENT'],
    ];
    for (const [payload, headers, status, errorCode] of cases) {
      const response = await postMerchantPayout(payload, headers);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ errorCode });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('is not open to browsers: the merchant routes answer no CORS preflight', async () => {
    for (const url of ['/v1/payouts', '/v1/payouts/exe_x', '/v1/payout-sessions', '/v1/payment-sessions/exe_x/void']) {
      const preflight = await t.provider.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode, url).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('the read needs the merchant key and answers 404 for an execution without a payout', async () => {
    const session = await createSession(t.provider);
    expect((await readPayout(session.execution.id, {})).statusCode).toBe(401);
    expect((await readPayout(session.execution.id)).statusCode).toBe(404);
    expect((await readPayout('exe_unknown')).statusCode).toBe(404);
  });
});
