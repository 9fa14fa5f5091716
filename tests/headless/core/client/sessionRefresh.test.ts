// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient, SESSION_REFRESH_FAILED } from '../../../../headless/core/client/createPaymentClient';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { encodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import { readyCardDropIn } from '../../../support/readyCardDropIn';
import { fakeJwt, inOneHour, testSession } from '../../../support/session';
import { clientOf, fakeProvider, storedCard } from '../instruments/fakeProvider';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

const expired = () => new PaymentClientError('SESSION_EXPIRED', 'API token is not valid or expired.');

/** The session the merchant's server creates for the refresh: a new token, a new vault. */
function refreshedSession(): PaymentClientSession {
  const base = testSession();
  return testSession({
    token: fakeJwt(inOneHour(), { sub: 'exe_2' }),
    vaultConfiguration: { ...base.vaultConfiguration, vaultId: 'vlt_2', token: fakeJwt(inOneHour(), { sub: 'vlt_2' }) },
    storedInstruments: [storedCard('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', '0005')],
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session expiry: the merchant refresh callback', () => {
  it('reinitialises with the init response it returns: a new session, told to every session listener', async () => {
    const next = refreshedSession();
    const onSessionExpired = vi.fn(() => encodeInitResponse(next));
    const { client, logs } = clientOf(testSession(), { events: { onSessionExpired } });
    const before = client.session;
    const listener = vi.fn();
    client.onSessionChange(listener);
    const error = expired();

    await expect(client.expireSession(error)).resolves.toBe(true);

    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(error);
    expect(client.session).toEqual(next);
    expect(client.session).not.toBe(before);
    expect(listener).toHaveBeenCalledExactlyOnceWith(next);
    expect(logs).toEqual([]);
  });

  it('waits for an init response the callback resolves later', async () => {
    const next = refreshedSession();
    let answer!: (initResponse: unknown) => void;
    const onSessionExpired = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { client } = clientOf(testSession(), { events: { onSessionExpired } });

    const refreshing = client.expireSession(expired());
    await Promise.resolve();
    expect(client.session.token).not.toBe(next.token);

    answer(encodeInitResponse(next));
    await refreshing;
    expect(client.session.token).toBe(next.token);
  });

  it('calls the provider with the new session’s token afterwards', async () => {
    const next = refreshedSession();
    const { sent } = fakeProvider({ [`GET ${next.links.execution}`]: [{ status: 200, body: { id: 'exe_1', status: [] } }] });
    const { client } = clientOf(testSession(), { events: { onSessionExpired: () => encodeInitResponse(next) } });

    await client.expireSession(expired());
    await client.api.request({ method: 'GET', url: next.links.execution });

    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${next.token}`);
  });

  it('lists the new session’s stored instruments in a connected drop-in', async () => {
    const next = refreshedSession();
    const { client } = clientOf(testSession(), { events: { onSessionExpired: () => encodeInitResponse(next) } });
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
    cleanups.push(dropIn.connect());
    expect(dropIn.store.getState().options.map((option) => option.id)).toEqual(['card']);

    await client.expireSession(expired());

    expect(dropIn.store.getState().options.map((option) => option.id)).toEqual([`stored:${next.storedInstruments[0]!.id}`, 'card']);
  });

  it('collects card data into the new session’s vault with that vault’s token', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const first = testSession();
    const next = refreshedSession();
    const { client } = clientOf(first, { events: { onSessionExpired: () => encodeInitResponse(next) } });
    const { dropIn, frame } = readyCardDropIn(client, {}, cleanups);
    const collectRequest = async () => {
      const collecting = dropIn.cardCheckout!.cardForm.collect();
      await vi.waitFor(() => expect(frame.received.filter((message) => message.type === 'collect').length).toBeGreaterThan(0));
      const request = frame.received.filter((message) => message.type === 'collect').at(-1)!;
      if (request.type !== 'collect') throw new Error('unreachable');
      frame.received.length = 0;
      frame.send({ type: 'collected', requestId: request.requestId, result: { id: 'rec_1', tokens: { card_number: 'tok_n' }, bin: '42424242', lastFour: '4242', network: 'visa' } });
      await collecting;
      return request;
    };

    expect(await collectRequest()).toMatchObject({ vaultId: 'vlt_1', vaultToken: first.vaultConfiguration.token });

    await client.expireSession(expired());

    // The refreshed session's vault accepts only its own token (a vault token names its vault).
    expect(await collectRequest()).toMatchObject({ vaultId: 'vlt_2', vaultToken: next.vaultConfiguration.token });
  });

  it.each([
    ['returns nothing', () => undefined],
    ['returns null', () => null],
    ['resolves to nothing', async () => undefined],
  ])("logs 'session refresh failed' and keeps the session when it %s", async (_case, onSessionExpired) => {
    const { client, logs } = clientOf(testSession(), { events: { onSessionExpired } });
    const before = client.session;
    const listener = vi.fn();
    client.onSessionChange(listener);

    await expect(client.expireSession(expired())).resolves.toBe(false);

    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^ERROR /);
    expect(logs[0]).toContain(SESSION_REFRESH_FAILED);
    expect(SESSION_REFRESH_FAILED).toBe('session refresh failed');
    expect(client.session).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['throws', () => {
      throw new Error('merchant server down');
    }],
    ['rejects', () => Promise.reject(new Error('merchant server down'))],
  ])("logs 'session refresh failed' with the reason and keeps the session when it %s", async (_case, onSessionExpired) => {
    const { client, logs } = clientOf(testSession(), { events: { onSessionExpired } });
    const before = client.session;
    const listener = vi.fn();
    client.onSessionChange(listener);

    await expect(client.expireSession(expired())).resolves.toBe(false);

    expect(logs).toEqual([`ERROR session refresh failed: merchant server down`]);
    expect(client.session).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("logs 'session refresh failed' for an init response that does not decode, keeping the session", async () => {
    const { client, logs } = clientOf(testSession(), { events: { onSessionExpired: () => ({ version: 1, data: 'not base64 json' }) } });
    const before = client.session;

    await client.expireSession(expired());

    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^ERROR session refresh failed: /);
    expect(client.session).toBe(before);
  });

  it("logs 'session refresh failed' when the merchant gave no refresh callback", async () => {
    const { client, logs } = clientOf(testSession());
    const before = client.session;

    await client.expireSession(expired());

    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^ERROR session refresh failed/);
    expect(client.session).toBe(before);
  });

  it('writes the refresh failure to the merchant’s console at the default log level', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createPaymentClient(encodeInitResponse(testSession()), { events: { onSessionExpired: () => undefined } });

    await client.expireSession(expired());

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('session refresh failed');
  });

  it('asks the merchant once when two flows notice the same expiry at once', async () => {
    const next = refreshedSession();
    let answer!: (initResponse: unknown) => void;
    const onSessionExpired = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { client } = clientOf(testSession(), { events: { onSessionExpired } });
    const listener = vi.fn();
    client.onSessionChange(listener);

    const first = client.expireSession(expired());
    const second = client.expireSession(new PaymentClientError('API_UNAUTHORIZED', 'The bearer token is not valid'));
    await Promise.resolve();
    answer(encodeInitResponse(next));
    await Promise.all([first, second]);

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(client.session.token).toBe(next.token);
  });

  it('asks again for a later expiry, once the first refresh has finished', async () => {
    const onSessionExpired = vi.fn(() => encodeInitResponse(refreshedSession()));
    const { client } = clientOf(testSession(), { events: { onSessionExpired } });

    await client.expireSession(expired());
    await client.expireSession(expired());

    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed refresh', async () => {
    const next = refreshedSession();
    const onSessionExpired = vi.fn().mockImplementationOnce(() => undefined).mockImplementationOnce(() => encodeInitResponse(next));
    const { client, logs } = clientOf(testSession(), { events: { onSessionExpired } });

    await client.expireSession(expired());
    await client.expireSession(expired());

    expect(onSessionExpired).toHaveBeenCalledTimes(2);
    expect(logs).toHaveLength(1);
    expect(client.session.token).toBe(next.token);
  });
});
