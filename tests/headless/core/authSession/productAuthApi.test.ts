import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProductAuthApi } from '../../../../headless/core/authSession/productAuthApi';
import { profileOf } from './fakes';

const TOKEN = 'eyJhbGciOi.secret-token.sig';
const BASE = 'https://api.example.com/';

interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(answer: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const request = {
      url: String(url),
      method: init?.method ?? 'GET',
      // Names lower-cased, as browsers send them.
      headers: Object.fromEntries([...new Headers(init?.headers)].map(([name, value]) => [name.toLowerCase(), value])),
    };
    seen.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

afterEach(() => vi.useRealTimers());

describe('createProductAuthApi: getProfile', () => {
  it('GETs /api/v1/auth/profile with the bearer token, the API version and the custom headers', async () => {
    const { fetch, seen } = fakeFetch(() => json({ errorCode: 0, message: 'OK', data: profileOf() }));
    // A custom header of the same name, in any case, never replaces the session's own.
    const api = createProductAuthApi({ baseUrl: BASE, fetch, headers: () => ({ 'x-device-id': 'dev-1', authorization: 'Bearer spoofed', 'X-VERSION': '1' }) });
    expect(await api.getProfile(TOKEN)).toEqual({ outcome: 'loaded', profile: profileOf() });
    expect(seen).toEqual([
      {
        url: 'https://api.example.com/api/v1/auth/profile',
        method: 'GET',
        headers: { 'x-device-id': 'dev-1', accept: 'application/json', 'x-version': '4.18.1', authorization: `Bearer ${TOKEN}` },
      },
    ]);
  });

  it('reads empty optional fields as none, and an empty country as empty', async () => {
    const { fetch } = fakeFetch(() => json({ errorCode: 0, data: { id: 'sub-1', fullName: 'Lina', email: '', avatar: '', country: '', phoneNumber: '' } }));
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN)).toEqual({
      outcome: 'loaded',
      profile: { id: 'sub-1', fullName: 'Lina', email: null, avatar: null, country: null, phoneNumber: null },
    });
  });

  it('reads a bare profile answer too', async () => {
    const { fetch } = fakeFetch(() => json({ ...profileOf(), id: 7 }));
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN)).toEqual({ outcome: 'loaded', profile: profileOf({ id: '7' }) });
  });

  it.each([
    ['HTTP 401', () => json({ errorCode: 1, message: 'Sign in again' }, 401)],
    ['HTTP 401 without a body', () => new Response(null, { status: 401 })],
    ['error code 1 in a 200', () => json({ errorCode: 1, data: null })],
    ['error code 1 in a 403', () => json({ errorCode: 1 }, 403)],
  ])('answers unauthorized on %s', async (_name, answer) => {
    const { fetch } = fakeFetch(answer);
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN)).toEqual({ outcome: 'unauthorized' });
  });

  it('answers failed/server on a 500, with the status and no token in the message', async () => {
    const { fetch } = fakeFetch(() => json({ errorCode: 500, message: `bad ${TOKEN}` }, 500));
    const result = await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN);
    expect(result).toEqual({
      outcome: 'failed',
      failure: { reason: 'server', status: 500, resultCode: 500, message: 'The profile could not be loaded: the product API answered 500 with result code 500.' },
    });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('answers failed/server when a 200 carries another result code', async () => {
    const { fetch } = fakeFetch(() => json({ errorCode: 4, data: null }));
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN)).toEqual({
      outcome: 'failed',
      failure: { reason: 'server', status: 200, resultCode: 4, message: 'The profile could not be loaded: the product API answered 200 with result code 4.' },
    });
  });

  it('answers failed/invalidResponse naming the wrong fields', async () => {
    const { fetch } = fakeFetch(() => json({ data: { id: 'sub-1', email: false } }));
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN)).toMatchObject({
      outcome: 'failed',
      failure: { reason: 'invalidResponse', message: 'The profile answer has missing or wrong fields: fullName, email.' },
    });
  });

  it('answers failed/network when the API cannot be reached', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getProfile(TOKEN)).toMatchObject({ outcome: 'failed', failure: { reason: 'network' } });
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    // A fetch that never answers and ends only when aborted, like the real one.
    const aborting = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    const pending = createProductAuthApi({ baseUrl: BASE, fetch: aborting }).getProfile(TOKEN);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ outcome: 'failed', failure: { reason: 'timeout', message: 'The profile could not be loaded: no answer within 10000 ms.' } });
  });

  it.each(['', 'api.example.com', 'javascript:alert(1)', '//api.example.com'])('refuses the base URL %j', (baseUrl) => {
    expect(() => createProductAuthApi({ baseUrl })).toThrow('createProductAuthApi: baseUrl must be an absolute http(s) URL');
  });
});

describe('createProductAuthApi: getSubscriptionStatus', () => {
  it('GETs /v1/subscription/status/{subscriberId} with the bearer token', async () => {
    const { fetch, seen } = fakeFetch(() => json({ errorCode: 0, data: { isSubscribed: true } }));
    expect(await createProductAuthApi({ baseUrl: 'https://api.example.com/prefix', fetch }).getSubscriptionStatus('sub/1', TOKEN)).toEqual({ isSubscribed: true });
    expect(seen).toEqual([
      {
        url: 'https://api.example.com/prefix/v1/subscription/status/sub%2F1',
        method: 'GET',
        headers: { accept: 'application/json', 'x-version': '4.18.1', authorization: `Bearer ${TOKEN}` },
      },
    ]);
  });

  it.each([
    ['a wrapped isSubscribed true', true, () => json({ errorCode: 0, data: { isSubscribed: true } })],
    ['a bare isSubscribed true', true, () => json({ isSubscribed: true })],
    ['isSubscribed false', false, () => json({ errorCode: 0, data: { isSubscribed: false } })],
    ['a non-boolean flag', false, () => json({ errorCode: 0, data: { isSubscribed: 'true' } })],
    ['a client-style VIP flag', false, () => json({ errorCode: 0, data: { isVip: true, hasVIPContentAccess: true } })],
    ['another result code', false, () => json({ errorCode: 3, data: { isSubscribed: true } })],
    ['a 500', false, () => json({ data: { isSubscribed: true } }, 500)],
    ['no JSON', false, () => new Response('oops', { status: 200 })],
    ['a network failure', false, () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('reads %s as subscribed: %s', async (_name, isSubscribed, answer) => {
    const { fetch } = fakeFetch(answer);
    expect(await createProductAuthApi({ baseUrl: BASE, fetch }).getSubscriptionStatus('sub-1', TOKEN)).toEqual({ isSubscribed });
  });
});
