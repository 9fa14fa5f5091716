// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { testInitResponse } from '../../../support/session';
import { CARD_ID, PROVIDER, clientOf, fakeProvider, instrumentSession } from '../instruments/fakeProvider';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

/** With `onSessionExpired`, an expiry met before anything was authorized is refreshed and the payment tried once more. */
const OLD_AUTHORIZE = `POST ${PROVIDER}/v1/executions/exe_1/authorize`;
const NEW_AUTHORIZE = `POST ${PROVIDER}/v1/executions/exe_2/authorize`;
const NEW_EXECUTION = `GET ${PROVIDER}/v1/executions/exe_2`;
const tokenExpired = { status: 401, body: { errorCode: 'TOKEN_EXPIRED', message: 'The bearer token has expired: create a new session' } };
const accepted = (execution: string) => ({ status: 202, body: { links: { execution } } });
const record = (codes: string[]) => ({ status: 200, body: { id: 'exe_2', status: codes.map((code, index) => ({ code, time: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString() })) } });

/** The merchant's server's next session: another execution, its own links, the same stored card. */
const nextInitResponse = () => {
  const base = instrumentSession();
  return testInitResponse(
    instrumentSession({
      execution: { ...base.execution, id: 'exe_2' },
      links: { ...base.links, authorize: `${PROVIDER}/v1/executions/exe_2/authorize`, execution: `${PROVIDER}/v1/executions/exe_2` },
    }),
  );
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function payWithStoredCard(onSessionExpired: () => unknown) {
  const { client, logs } = clientOf(instrumentSession(), { events: { onSessionExpired } });
  const events = { onAuthorizeFailed: vi.fn(), onAuthorizeSuccess: vi.fn(), onAuthorizeRequestStart: vi.fn(() => true) };
  const dropIn = createDropIn(client, parseDropInOptions({ events }, client), { parts: bundledParts });
  cleanups.push(dropIn.connect());
  dropIn.select(`stored:${CARD_ID}`);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const paying = dropIn.pay();
  await vi.advanceTimersByTimeAsync(10_000);
  await paying;
  return { dropIn, events, logs };
}

describe('a session that expires at the pay button', () => {
  it('with onSessionExpired: refreshed, the payment tried once on the new session, no failure reported', async () => {
    const { sent } = fakeProvider({
      [OLD_AUTHORIZE]: [tokenExpired],
      [NEW_AUTHORIZE]: [accepted(`${PROVIDER}/v1/executions/exe_2`)],
      [NEW_EXECUTION]: [record(['authorizeRequested', 'authorizeSuccessful'])],
    });
    const onSessionExpired = vi.fn(nextInitResponse);

    const { dropIn, events } = await payWithStoredCard(onSessionExpired);

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(events.onAuthorizeFailed).not.toHaveBeenCalled();
    expect(events.onAuthorizeSuccess).toHaveBeenCalledExactlyOnceWith({ executionId: 'exe_2', status: 'authorizeSuccessful' });
    // The merchant approved the payment once; it was authorized once, on the new session.
    expect(events.onAuthorizeRequestStart).toHaveBeenCalledTimes(1);
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `${PROVIDER}/v1/executions/exe_1/authorize`,
      `${PROVIDER}/v1/executions/exe_2/authorize`,
    ]);
    expect(dropIn.checkout.getState().status).toBe('success');
  });

  it('a second expiry is reported, not tried again', async () => {
    fakeProvider({ [OLD_AUTHORIZE]: [tokenExpired], [NEW_AUTHORIZE]: [tokenExpired] });
    const onSessionExpired = vi.fn(nextInitResponse);

    const { events } = await payWithStoredCard(onSessionExpired);

    expect(events.onAuthorizeFailed).toHaveBeenCalledTimes(1);
    expect(events.onAuthorizeFailed.mock.calls[0]![0]).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('without a new session (onSessionExpired answers nothing): SESSION_EXPIRED reported once, the refresh asked for once', async () => {
    const { sent } = fakeProvider({ [OLD_AUTHORIZE]: [tokenExpired] });
    const onSessionExpired = vi.fn(() => undefined);

    const { dropIn, events, logs } = await payWithStoredCard(onSessionExpired);

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(events.onAuthorizeFailed).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'SESSION_EXPIRED' }));
    expect(logs.filter((line) => line.startsWith('ERROR session refresh failed'))).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(dropIn.checkout.getState().status).toBe('idle');
  });

  it('an expiry after the provider took the authorization is reported, never authorized anew', async () => {
    const { sent } = fakeProvider({
      [OLD_AUTHORIZE]: [accepted(`${PROVIDER}/v1/executions/exe_1`)],
      [`GET ${PROVIDER}/v1/executions/exe_1`]: [tokenExpired],
    });
    const onSessionExpired = vi.fn(nextInitResponse);

    const { events } = await payWithStoredCard(onSessionExpired);

    expect(events.onAuthorizeFailed).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'SESSION_EXPIRED' }));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
