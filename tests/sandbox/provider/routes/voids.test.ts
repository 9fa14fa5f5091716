import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
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
  merchantHeaders,
  tokenize,
  useTestSandbox,
} from '../../helpers';

const t = useTestSandbox();

function postVoid(executionId: string, headers: Record<string, string> = merchantHeaders(), payload?: unknown): Promise<LightMyRequestResponse> {
  return t.provider.inject({
    method: 'POST',
    url: `/v1/payment-sessions/${executionId}/void`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Authorizes the card on a new session; `settle` lets the outcome's delay pass. */
async function authorizedSession(number = '4242424242424242', settle = true): Promise<PaymentClientSession> {
  const session = await createSession(t.provider);
  const { tokens } = await tokenize(t.vault, session, card(number));
  const response = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
  if (response.statusCode !== 202) throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
  if (settle) t.clock.advance(SETTLE_DELAY_MS);
  return session;
}

async function voidedAtInDatabase(executionId: string): Promise<(string | null)[]> {
  const { rows } = await t.db.query<{ voided_at: Date | string | null }>('SELECT voided_at FROM provider.authorizations WHERE execution_id = $1 ORDER BY id', [
    executionId,
  ]);
  return rows.map((row) => (row.voided_at === null ? null : new Date(row.voided_at).toISOString()));
}

describe('POST /v1/payment-sessions/:executionId/void', () => {
  it('voids the successful authorization: 200 { executionId, voidedAt }, and the authorizations list shows it', async () => {
    const session = await authorizedSession();
    const id = session.execution.id;
    expect((await authorizationsRequest(t.provider, id)).json().authorizations).toEqual([expect.objectContaining({ outcome: 'authorizeSuccessful', voidedAt: null })]);

    const voidedAt = t.clock.now.toISOString();
    const response = await postVoid(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ executionId: id, voidedAt });
    expect(await voidedAtInDatabase(id)).toEqual([voidedAt]);
    expect((await authorizationsRequest(t.provider, id)).json().authorizations).toEqual([
      { executionId: id, paymentMethodCode: 'card', outcome: 'authorizeSuccessful', requestedAt: expect.any(String), voidedAt },
    ]);
  });

  it('accepts {} as the body, and voids the one that counts after a decline', async () => {
    const session = await createSession(t.provider);
    for (const number of ['4000000000000002', '4242424242424242']) {
      const { tokens } = await tokenize(t.vault, session, card(number));
      expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
      t.clock.advance(SETTLE_DELAY_MS);
    }
    const response = await postVoid(session.execution.id, merchantHeaders(), {});
    expect(response.statusCode, response.body).toBe(200);
    // Newest first: the success is voided, the decline before it is left alone.
    expect(await voidedAtInDatabase(session.execution.id)).toEqual([null, response.json().voidedAt]);
  });

  it('is idempotent by state: voiding again, with a new key and later, answers 200 with the same voidedAt; a repeated key replays', async () => {
    const session = await authorizedSession();
    const headers = merchantHeaders({ 'idempotency-key': `void-${Math.random()}` });
    const first = await postVoid(session.execution.id, headers);
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    const counts = await countRows(t.db);
    const again = await postVoid(session.execution.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const replay = await postVoid(session.execution.id, headers);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await voidedAtInDatabase(session.execution.id)).toEqual([first.json().voidedAt]);
    // The second void with a new key stores its answer; nothing else changes.
    expect(await countRows(t.db)).toEqual({ ...counts, 'provider.idempotency_keys': (counts['provider.idempotency_keys'] ?? 0) + 1 });
  });

  it('applies a success that is due before voiding it', async () => {
    const session = await authorizedSession('4242424242424242', false);
    const early = await postVoid(session.execution.id);
    expect(early.statusCode).toBe(409);
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await postVoid(session.execution.id)).statusCode).toBe(200);
  });

  describe('refusals write nothing', () => {
    async function expectRefusal(executionId: string, status: number, errorCode: string, headers?: Record<string, string>, payload?: unknown) {
      const before = await countRows(t.db);
      const response = await postVoid(executionId, headers, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ errorCode });
      expect(await countRows(t.db)).toEqual(before);
      return response;
    }

    it('409 NOTHING_TO_VOID without a successful authorization: none, declined, or not decided yet', async () => {
      const none = await createSession(t.provider);
      const declined = await authorizedSession('4000000000000002');
      const undecided = await authorizedSession('4242424242424242', false);
      for (const session of [none, declined, undecided]) {
        const response = await expectRefusal(session.execution.id, 409, 'NOTHING_TO_VOID');
        expect(response.json()).toMatchObject({ fields: [] });
      }
      expect(await voidedAtInDatabase(declined.execution.id)).toEqual([null]);
    });

    it('404 for an unknown execution', async () => {
      await expectRefusal('exe_unknown', 404, 'NOT_FOUND');
    });

    it('401 without the merchant key, with a wrong one, or with the session token', async () => {
      const session = await authorizedSession();
      await expectRefusal(session.execution.id, 401, 'UNAUTHORIZED', { 'idempotency-key': 'k-1' });
      await expectRefusal(session.execution.id, 401, 'UNAUTHORIZED', { authorization: 'Bearer sk_test_wrong', 'idempotency-key': 'k-2' });
      await expectRefusal(session.execution.id, 401, 'UNAUTHORIZED', { authorization: `Bearer ${session.token}`, 'idempotency-key': 'k-3' });
      expect(await voidedAtInDatabase(session.execution.id)).toEqual([null]);
    });

    it('400 without an idempotency key, or with a body that says something', async () => {
      const session = await authorizedSession();
      await expectRefusal(session.execution.id, 400, 'IDEMPOTENCY_KEY_REQUIRED', merchantHeaders({}));
      await expectRefusal(session.execution.id, 400, 'VALIDATION_FAILED', merchantHeaders(), { reason: 'duplicate' });
      expect(await voidedAtInDatabase(session.execution.id)).toEqual([null]);
    });
  });

  it('a voided PayPal authorization cannot be confirmed again, and the execution takes no new authorization', async () => {
    const session = await createSession(t.provider);
    const payPal = {
      amount: session.amount,
      paymentComposition: [
        { paymentMethodCode: 'payPal', integrationType: 'api', amount: session.amount, paymentInstrumentData: { providerData: { riskSessionCorrelationId: 'risk-1' } } },
      ],
    };
    expect((await authorizeRequest(t.provider, session, payPal)).statusCode).toBe(202);
    const confirm = (await getExecution(t.provider, session)).json().finalState.response.links.confirm as { href: string; action: { parameters: { orderId: string } } };
    const confirmBody = { data: { orderId: confirm.action.parameters.orderId, payerId: 'PAYER123' } };
    expect((await callLink(t.provider, session, 'POST', confirm.href, confirmBody)).statusCode).toBe(200);
    expect((await postVoid(session.execution.id)).statusCode).toBe(200);

    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    const before = await countRows(t.db);
    const reconfirm = await callLink(t.provider, session, 'POST', confirm.href, confirmBody);
    expect(reconfirm.statusCode).toBe(409);
    const reauthorize = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    expect(reauthorize.statusCode).toBe(409);
    expect(reauthorize.json()).toMatchObject({ errorCode: 'ALREADY_AUTHORIZED' });
    expect(await countRows(t.db)).toEqual(before);
    expect((await authorizationsRequest(t.provider, session.execution.id)).json().authorizations).toEqual([
      expect.objectContaining({ outcome: 'authorizeSuccessful', voidedAt: expect.any(String) }),
    ]);
  });
});
