import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../headless/core/session/sessionSchema';
import {
  SETTLE_DELAY_MS,
  callLink,
  card,
  countRows,
  createSession,
  getExecution,
  statusCodes,
  tokenize,
  useTestSandbox,
} from './helpers';

const t = useTestSandbox();

/** A holder with one saved card, and a fresh session of that holder to pay out with. */
async function holderWithCard(number: string): Promise<{ session: PaymentClientSession; instrumentId: string }> {
  const holderReference = `payee-${Math.random()}`;
  const first = await createSession(t.provider, { holderReference });
  const { tokens } = await tokenize(t.vault, first, card(number));
  const saved = await callLink(t.provider, first, 'POST', first.vaultConfiguration.links.saveInstrument!, { data: { cardData: tokens }, paymentMethod: 'card' });
  if (saved.statusCode !== 201) throw new Error(`save failed: ${saved.body}`);
  return { session: await createSession(t.provider, { holderReference }), instrumentId: saved.json().id };
}

function payoutBody(session: PaymentClientSession, paymentInstrumentId: string, overrides: Record<string, unknown> = {}) {
  return {
    amount: session.amount,
    payoutComposition: [{ integrationType: 'api', amount: session.amount, paymentMethodCode: 'card', paymentInstrumentId }],
    ...overrides,
  };
}

describe('POST payout', () => {
  it('answers 202 with the execution link; payoutRequested, then payoutSuccessful after the settle delay', async () => {
    const { session, instrumentId } = await holderWithCard('4242424242424242');
    const response = await callLink(t.provider, session, 'POST', session.links.payout!, payoutBody(session, instrumentId));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ links: { execution: session.links.execution } });
    const pending = (await getExecution(t.provider, session)).json();
    expect(pending.status.map((entry: { code: string }) => entry.code)).toEqual(['payoutRequested']);
    expect(pending.finalState).toBeUndefined();
    expect(pending.paymentMethod).toEqual({ paymentMethodCode: 'card', network: 'visa', bin: '42424242', lastFour: '4242' });
    t.clock.advance(SETTLE_DELAY_MS - 1);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['payoutRequested']);
    t.clock.advance(1);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.status.map((entry: { code: string }) => entry.code)).toEqual(['payoutRequested', 'payoutSuccessful']);
    expect(settled.finalState).toEqual({ code: 'payoutSuccessful' });
  });

  it("fails for a declined card's instrument, with the card's reason", async () => {
    const { session, instrumentId } = await holderWithCard('4000000000000002');
    await callLink(t.provider, session, 'POST', session.links.payout!, payoutBody(session, instrumentId));
    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.status.map((entry: { code: string }) => entry.code)).toEqual(['payoutRequested', 'payoutFailed']);
    expect(settled.finalState).toEqual({ code: 'payoutFailed', errors: [{ code: 'declined', reason: { result: 'Card declined' } }] });
    expect(settled.errors).toEqual(settled.finalState.errors);
  });

  it('replays a repeated key, refuses its reuse and a second payout', async () => {
    const { session, instrumentId } = await holderWithCard('4242424242424242');
    const headers = { 'idempotency-key': 'payout-1' };
    const first = await callLink(t.provider, session, 'POST', session.links.payout!, payoutBody(session, instrumentId), headers);
    const counts = await countRows(t.db);
    const replay = await callLink(t.provider, session, 'POST', session.links.payout!, payoutBody(session, instrumentId), headers);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await callLink(t.provider, session, 'POST', session.links.payout!, payoutBody(session, '00000000-0000-4000-8000-000000000000'), headers);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    const second = await callLink(t.provider, session, 'POST', session.links.payout!, payoutBody(session, instrumentId));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'ALREADY_PAID_OUT' });
    expect(await countRows(t.db)).toEqual(counts);
  });

  describe('refusals write nothing', () => {
    let session: PaymentClientSession;
    let instrumentId: string;
    beforeAll(async () => {
      ({ session, instrumentId } = await holderWithCard('4242424242424242'));
    });

    async function expectRefusal(payload: unknown, status: number, errorCode: string, fields?: string[], headers?: Record<string, string>) {
      const before = await countRows(t.db);
      const response = await callLink(t.provider, session, 'POST', session.links.payout!, payload, headers);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject(fields ? { errorCode, fields } : { errorCode });
      expect(await countRows(t.db)).toEqual(before);
    }

    it('400 for a malformed body or a missing idempotency key', async () => {
      await expectRefusal(payoutBody(session, instrumentId, { payoutComposition: [] }), 400, 'VALIDATION_FAILED', ['payoutComposition']);
      const wrongMethod = payoutBody(session, instrumentId);
      wrongMethod.payoutComposition[0]!.paymentMethodCode = 'pix';
      await expectRefusal(wrongMethod, 400, 'VALIDATION_FAILED', ['payoutComposition.0.paymentMethodCode']);
      await expectRefusal(payoutBody(session, instrumentId), 400, 'IDEMPOTENCY_KEY_REQUIRED', undefined, {});
    });

    it('422 AMOUNT_MISMATCH for another amount', async () => {
      await expectRefusal(payoutBody(session, instrumentId, { amount: { value: 1, currency: 'EUR' } }), 422, 'AMOUNT_MISMATCH', ['amount']);
    });

    it("422 INVALID_INSTRUMENT for an unknown, foreign, disabled or non-card instrument", async () => {
      const foreign = await holderWithCard('4242424242424242');
      const wallets = await createSession(t.provider, { holderReference: 'demo-wallets' });
      const disabled = await holderWithCard('4242424242424242');
      await callLink(t.provider, disabled.session, 'PATCH', disabled.session.links.instrumentUpdate!.replace(':instrumentId', disabled.instrumentId), { status: 'disabled' });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', foreign.instrumentId, wallets.storedInstruments[0]!.id]) {
        await expectRefusal(payoutBody(session, id), 422, 'INVALID_INSTRUMENT', ['payoutComposition.0.paymentInstrumentId']);
      }
      const response = await callLink(t.provider, disabled.session, 'POST', disabled.session.links.payout!, payoutBody(disabled.session, disabled.instrumentId));
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_INSTRUMENT' });
    });
  });
});
