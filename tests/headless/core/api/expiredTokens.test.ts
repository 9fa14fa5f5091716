// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { readyCardDropIn } from '../../../support/readyCardDropIn';
import { fakeJwt, testSession } from '../../../support/session';
import { CARD_ID, PROVIDER, clientOf, fakeProvider, instrumentSession } from '../instruments/fakeProvider';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

const API_TOKEN_EXPIRED = 'API token is not valid or expired.';
const VAULT_TOKEN_EXPIRED = 'Vault token is not valid or expired.';
const AUTHORIZE = `POST ${PROVIDER}/v1/executions/exe_1/authorize`;
const EXECUTION = `GET ${PROVIDER}/v1/executions/exe_1`;

/** What the provider answers for a bearer token past its exp. */
const tokenExpired = { status: 401, body: { errorCode: 'TOKEN_EXPIRED', message: 'The bearer token has expired: create a new session', fields: ['Authorization'] } };
/** What the provider answers for a bearer token it cannot verify. */
const tokenInvalid = { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'The bearer token is not valid', fields: ['Authorization'] } };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const failureOf = (onAuthorizeFailed: ReturnType<typeof vi.fn>) => onAuthorizeFailed.mock.calls[0]![0] as PaymentClientError;

/** A drop-in whose shopper pays with the stored card; what the merchant hears, and what the client logs. */
async function payWithStoredCard() {
  const onSessionExpired = vi.fn(() => undefined);
  const { client, logs } = clientOf(instrumentSession(), { events: { onSessionExpired } });
  const onAuthorizeFailed = vi.fn();
  const dropIn = createDropIn(client, parseDropInOptions({ events: { onAuthorizeFailed } }, client), { parts: bundledParts });
  cleanups.push(dropIn.connect());
  dropIn.select(`stored:${CARD_ID}`);
  await dropIn.pay();
  return { dropIn, onAuthorizeFailed, onSessionExpired, logs };
}

/** A card drop-in whose vault token comes from `getBearerToken`, its frame ready with a valid card typed in. */
function cardDropIn(getBearerToken: () => Promise<string>) {
  const onSessionExpired = vi.fn(() => undefined);
  const { client } = clientOf(testSession(), { getBearerToken, events: { onSessionExpired } });
  const onAuthorizeFailed = vi.fn();
  const { dropIn, frame } = readyCardDropIn(client, { events: { onAuthorizeFailed } }, cleanups);
  return { dropIn, frame, onAuthorizeFailed, onSessionExpired };
}

/** The merchant heard once of an expired session with `message`, and was asked for a new one with that error. */
function expectSessionExpired(onAuthorizeFailed: ReturnType<typeof vi.fn>, onSessionExpired: ReturnType<typeof vi.fn>, message: string) {
  expect(onAuthorizeFailed).toHaveBeenCalledTimes(1);
  const error = failureOf(onAuthorizeFailed);
  expect(error).toBeInstanceOf(PaymentClientError);
  expect(error.code).toBe('SESSION_EXPIRED');
  expect(error.message).toBe(message);
  expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(error);
}

describe('an expired or invalid API token', () => {
  it('expired: a session expiry with the catalogue message, tried once', async () => {
    const { sent } = fakeProvider({ [EXECUTION]: [tokenExpired, { status: 200, body: {} }] });
    const { client } = clientOf(testSession());

    const error = await client.api.request({ method: 'GET', url: `${PROVIDER}/v1/executions/exe_1` }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentClientError);
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', status: 401 });
    expect((error as PaymentClientError).message).toBe(API_TOKEN_EXPIRED);
    expect(sent).toHaveLength(1);
  });

  it('expired, at the pay button: the merchant hears of the failure with that message and is asked for a new session', async () => {
    const { sent } = fakeProvider({ [AUTHORIZE]: [tokenExpired] });

    const { dropIn, onAuthorizeFailed, onSessionExpired, logs } = await payWithStoredCard();

    expectSessionExpired(onAuthorizeFailed, onSessionExpired, API_TOKEN_EXPIRED);
    // No refresh came back: that is logged, and nothing was polled.
    await vi.waitFor(() => expect(logs.some((line) => line.startsWith('ERROR session refresh failed'))).toBe(true));
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    // The loader clears: the shopper is not left on a busy pay button.
    expect(dropIn.checkout.getState().status).toBe('idle');
  });

  it('expired while polling for the result: the polling stops and the session expires', async () => {
    const { sent } = fakeProvider({
      [AUTHORIZE]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
      [EXECUTION]: [tokenExpired],
    });
    const onSessionExpired = vi.fn(() => undefined);
    const { client } = clientOf(instrumentSession(), { events: { onSessionExpired } });
    const onAuthorizeFailed = vi.fn();
    const dropIn = createDropIn(client, parseDropInOptions({ events: { onAuthorizeFailed } }, client), { parts: bundledParts });
    cleanups.push(dropIn.connect());
    dropIn.select(`stored:${CARD_ID}`);
    vi.useFakeTimers();

    const paying = dropIn.pay();
    await vi.advanceTimersByTimeAsync(10_000);
    await paying;

    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(failureOf(onAuthorizeFailed)).toMatchObject({ code: 'SESSION_EXPIRED', message: API_TOKEN_EXPIRED });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('not valid, at the pay button: the merchant hears the same catalogue message and is asked for a new session', async () => {
    fakeProvider({ [AUTHORIZE]: [tokenInvalid] });

    const { onAuthorizeFailed, onSessionExpired } = await payWithStoredCard();

    const error = failureOf(onAuthorizeFailed);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(error);
    // PC-PAY-3: the pay button's token failures read 'API token is not valid or expired.'.
    expect(error.message).toBe(API_TOKEN_EXPIRED);
  });

  it('refused (403), with a request id: the exact catalogue message, the request id beside it', async () => {
    fakeProvider({ [AUTHORIZE]: [{ status: 403, body: { errorCode: 'FORBIDDEN', message: 'Token scope does not cover this execution' }, headers: { 'X-Request-Id': 'req-7' } }] });

    const { onAuthorizeFailed, onSessionExpired } = await payWithStoredCard();

    const error = failureOf(onAuthorizeFailed);
    expect(error).toMatchObject({ code: 'API_UNAUTHORIZED', message: API_TOKEN_EXPIRED, requestId: 'req-7', status: 403 });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(error);
  });
});

describe('an expired vault token', () => {
  const NOW_S = () => Math.floor(Date.now() / 1000);

  it.each([
    ['an expired JWT', () => fakeJwt(NOW_S() - 60, { sub: 'vlt_1' })],
    ['a token that is not a JWT', () => 'not-a-jwt'],
  ])('from getBearerToken (%s) is a session expiry with the catalogue message', async (_case, token) => {
    const getBearerToken = vi.fn(async () => token());
    const { client } = clientOf(testSession(), { getBearerToken });

    const error = await client.vaultToken.get().catch((e: unknown) => e);

    expect(getBearerToken).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(PaymentClientError);
    expect((error as PaymentClientError).code).toBe('SESSION_EXPIRED');
    expect((error as PaymentClientError).message).toBe(VAULT_TOKEN_EXPIRED);
  });

  it('in the session, without getBearerToken, gives the same', async () => {
    const base = testSession();
    const { client } = clientOf(testSession({ vaultConfiguration: { ...base.vaultConfiguration, token: fakeJwt(NOW_S() - 60, { sub: 'vlt_1' }) } }));

    await expect(client.vaultToken.get()).rejects.toMatchObject({ code: 'SESSION_EXPIRED', message: VAULT_TOKEN_EXPIRED });
  });

  it("refused by the vault when the frame sends the card: the catalogue message, the vault's own text in cause", async () => {
    const { sent } = fakeProvider({});
    const { dropIn, frame, onAuthorizeFailed, onSessionExpired } = cardDropIn(async () => fakeJwt(NOW_S() + 600, { sub: 'vlt_1' }));

    const paying = dropIn.pay();
    await vi.waitFor(() => expect(frame.received.some((message) => message.type === 'collect')).toBe(true));
    const collect = frame.received.find((message) => message.type === 'collect') as { requestId: string };
    const vaultText = 'The bearer token has expired: create a new session - requestId: req-3';
    frame.send({ type: 'collectFailed', requestId: collect.requestId, error: { code: 'TOKEN_EXPIRED', message: vaultText } });
    await paying;

    expectSessionExpired(onAuthorizeFailed, onSessionExpired, VAULT_TOKEN_EXPIRED);
    expect(failureOf(onAuthorizeFailed).cause).toBe(vaultText);
    expect(sent).toEqual([]);
  });

  it('at the card pay button: nothing is collected or authorized, the merchant hears the message and is asked for a new session', async () => {
    const { sent } = fakeProvider({});
    const { dropIn, frame, onAuthorizeFailed, onSessionExpired } = cardDropIn(async () => fakeJwt(NOW_S() - 60, { sub: 'vlt_1' }));
    expect(dropIn.canPay()).toBe(true);

    await dropIn.pay();

    expectSessionExpired(onAuthorizeFailed, onSessionExpired, VAULT_TOKEN_EXPIRED);
    expect(frame.received.filter((message) => message.type === 'collect')).toEqual([]);
    expect(sent).toEqual([]);
    expect(dropIn.checkout.getState().status).toBe('idle');
  });
});
