import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { MERCHANT_KEY, SETTLE_DELAY_MS, authorizeBody, authorizeRequest, card, countRows, createSession, getExecution, tokenize, useTestSandbox } from '../helpers';

const t = useTestSandbox();

const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';

/** Tokenizes the card in the session's vault and authorizes with it under a fresh key. */
async function payWith(session: PaymentClientSession, number: string) {
  const { tokens } = await tokenize(t.vault, session, card(number));
  return authorizeRequest(t.provider, session, authorizeBody(session, tokens));
}

/** Declines `count` times in a row, each decline applied before the next try. */
async function declineTimes(session: PaymentClientSession, count: number): Promise<void> {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const response = await payWith(session, DECLINED);
    expect(response.statusCode, `attempt ${attempt}: ${response.body}`).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
  }
}

async function authorizationOutcomes(executionId: string): Promise<string[]> {
  const response = await t.provider.inject({
    method: 'GET',
    url: `/v1/payment-sessions/${executionId}/authorizations`,
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
  });
  return (response.json() as { authorizations: { outcome: string }[] }).authorizations.map((entry) => entry.outcome);
}

describe('failed authorize attempts per execution (card testing)', () => {
  it('after 5 declines the 6th authorize, even with a good card, answers 403 EXECUTION_BLOCKED and writes nothing', async () => {
    const session = await createSession(t.provider);
    await declineTimes(session, 5);
    expect(await authorizationOutcomes(session.execution.id)).toEqual(Array(5).fill('authorizeFailed'));

    const { tokens } = await tokenize(t.vault, session, card(GOOD));
    const before = await countRows(t.db);
    const sixth = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({ errorCode: 'EXECUTION_BLOCKED', fields: [] });
    expect(sixth.json().message).toContain('5 failed authorizations');
    expect(await countRows(t.db)).toEqual(before);
    // The good card's CVC is still there: the refused request touched nothing.
    const { rows } = await t.db.query('SELECT 1 FROM vault.tokens WHERE token = $1', [tokens.security_code]);
    expect(rows).toHaveLength(1);

    t.clock.advance(SETTLE_DELAY_MS);
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).json()).toMatchObject({ errorCode: 'EXECUTION_BLOCKED' });
    expect(await authorizationOutcomes(session.execution.id)).not.toContain('authorizeSuccessful');
    expect((await getExecution(t.provider, session)).json().finalState.code).toBe('authorizeFailed');
  });

  it('a decline still being decided counts once it is due: the next request is refused', async () => {
    const session = await createSession(t.provider);
    await declineTimes(session, 4);
    expect((await payWith(session, DECLINED)).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const response = await payWith(session, GOOD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'EXECUTION_BLOCKED' });
  });

  it('4 declines leave room for a 5th try, which may succeed; other executions are not blocked', async () => {
    const session = await createSession(t.provider);
    await declineTimes(session, 4);
    expect((await payWith(session, GOOD)).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await authorizationOutcomes(session.execution.id))[0]).toBe('authorizeSuccessful');
    const blocked = await createSession(t.provider);
    await declineTimes(blocked, 5);
    const fresh = await createSession(t.provider);
    expect((await payWith(fresh, GOOD)).statusCode).toBe(202);
  });
});
