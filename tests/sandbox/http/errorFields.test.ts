import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import {
  MERCHANT_KEY,
  SETTLE_DELAY_MS,
  authorizeBody,
  authorizeRequest,
  card,
  countRows,
  createSession,
  getExecution,
  sessionBody,
  tokenize,
  useTestSandbox,
} from '../helpers';

const t = useTestSandbox();

/** Every error body is `{errorCode, message, fields}` with nothing else, and fields is always an array. */
function expectError(response: LightMyRequestResponse, statusCode: number, errorCode: string, fields: string[]): void {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({ errorCode, message: expect.any(String), fields });
}

function postSession(payload: string | Record<string, unknown>, headers: Record<string, string>) {
  return t.provider.inject({ method: 'POST', url: '/v1/payment-sessions', headers: { authorization: `Bearer ${MERCHANT_KEY}`, ...headers }, payload });
}

describe('errors about the body as a whole name it', () => {
  it('MALFORMED_JSON: broken and empty JSON, on both servers', async () => {
    const session = await createSession(t.provider);
    const before = await countRows(t.db);
    expectError(await postSession('{"amount":', { 'content-type': 'application/json' }), 400, 'MALFORMED_JSON', ['body']);
    expectError(await postSession('', { 'content-type': 'application/json' }), 400, 'MALFORMED_JSON', ['body']);
    const tokenizeAnswer = await t.vault.inject({
      method: 'POST',
      url: `/v1/vaults/${session.vaultConfiguration.vaultId}/tokenize`,
      headers: { authorization: `Bearer ${session.vaultConfiguration.token}`, 'content-type': 'application/json' },
      payload: '{"card_number": "4242',
    });
    expectError(tokenizeAnswer, 400, 'MALFORMED_JSON', ['body']);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('PAYLOAD_TOO_LARGE names the body', async () => {
    const before = await countRows(t.db);
    const response = await postSession(JSON.stringify(sessionBody({ merchantReference: 'x'.repeat(70 * 1024) })), { 'content-type': 'application/json' });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE', ['body']);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('UNSUPPORTED_MEDIA_TYPE names the Content-Type header', async () => {
    const before = await countRows(t.db);
    expectError(await postSession('amount=800', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE', ['Content-Type']);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('errors about a header name the header', () => {
  let session: PaymentClientSession;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    session = await createSession(t.provider);
    ({ tokens } = await tokenize(t.vault, session, card('4242424242424242')));
  });

  it('IDEMPOTENCY_KEY_REQUIRED names Idempotency-Key', async () => {
    const before = await countRows(t.db);
    expectError(await authorizeRequest(t.provider, session, authorizeBody(session, tokens), {}), 400, 'IDEMPOTENCY_KEY_REQUIRED', ['Idempotency-Key']);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('INVALID_IDEMPOTENCY_KEY and IDEMPOTENCY_KEY_REUSED name Idempotency-Key', async () => {
    expectError(await postSession(sessionBody(), { 'idempotency-key': 'a b' }), 400, 'INVALID_IDEMPOTENCY_KEY', ['Idempotency-Key']);
    expect((await postSession(sessionBody(), { 'idempotency-key': 'fields-1' })).statusCode).toBe(201);
    expectError(await postSession(sessionBody({ merchantReference: 'other' }), { 'idempotency-key': 'fields-1' }), 422, 'IDEMPOTENCY_KEY_REUSED', ['Idempotency-Key']);
  });

  it('UNAUTHORIZED and TOKEN_EXPIRED name Authorization', async () => {
    expectError(await t.provider.inject({ method: 'POST', url: '/v1/payment-sessions', payload: sessionBody() }), 401, 'UNAUTHORIZED', ['Authorization']);
    expectError(await t.provider.inject({ method: 'GET', url: `/v1/executions/${session.execution.id}` }), 401, 'UNAUTHORIZED', ['Authorization']);
    const shortLived = await createSession(t.provider, { tokenTtlSeconds: 5 });
    t.clock.advance(5_000);
    expectError(await getExecution(t.provider, shortLived), 401, 'TOKEN_EXPIRED', ['Authorization']);
  });
});

describe('errors no single input is to blame for carry an empty list', () => {
  it('NOT_FOUND on both servers', async () => {
    expectError(await t.provider.inject({ method: 'GET', url: '/nowhere' }), 404, 'NOT_FOUND', []);
    expectError(await t.vault.inject({ method: 'GET', url: '/frame/card-form.html?vault=vlt_unknown' }), 404, 'NOT_FOUND', []);
  });

  it('ALREADY_AUTHORIZED', async () => {
    const session = await createSession(t.provider);
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const { tokens: more } = await tokenize(t.vault, session, card('5555555555554444'));
    expectError(await authorizeRequest(t.provider, session, authorizeBody(session, more)), 409, 'ALREADY_AUTHORIZED', []);
  });
});
