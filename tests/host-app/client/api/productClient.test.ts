import { afterEach, describe, expect, it, vi } from 'vitest';
import { callProduct } from '../../../../host-app/client/api/productClient';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recordingFetch(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as unknown as typeof fetch;
  return { requests, fetchImpl };
}

afterEach(() => vi.useRealTimers());

describe('callProduct', () => {
  it('sends the custom headers, the API version and the bearer token', async () => {
    const { requests, fetchImpl } = recordingFetch(() => json({ errorCode: 0, data: { ok: 1 } }));
    const result = await callProduct({ locale: 'ar', token: 't-1', userId: 'sub-1' }, { path: '/media/videos', query: { search: 'sea', page: 0, count: 5, skip: undefined } }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    expect(result).toEqual({ ok: true, data: { ok: 1 } });
    const { url, init } = requests[0]!;
    expect(url).toBe('http://api.test/media/videos?search=sea&page=0&count=5');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-version']).toBe('4.18.1');
    expect(headers['x-language']).toBe('ar');
    expect(headers['x-os']).toBe('web');
    expect(headers['x-user-id']).toBe('sub-1');
    expect(headers.authorization).toBe('Bearer t-1');
    expect(headers['x-device-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the viewer’s country and continent once known, and the browser’s XSRF token, made once and kept in its cookie', async () => {
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
    const { requests, fetchImpl } = recordingFetch(() => json({ errorCode: 0, data: null }));
    const geo = { country: 'SA', continent: 'AS' };
    await callProduct({ locale: 'en', token: null, geo }, { method: 'POST', path: '/a', body: {} }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    await callProduct({ locale: 'en', token: null, geo: { country: 'KW', continent: '' } }, { path: '/b' }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    const [first, second] = requests.map((request) => request.init.headers as Record<string, string>);
    expect(first).toMatchObject({ 'x-geo-country': 'SA', 'x-geo-continent': 'AS' });
    // A choice made in the browser has no continent: none is sent rather than an empty one.
    expect(second!['x-geo-country']).toBe('KW');
    expect(second).not.toHaveProperty('x-geo-continent');
    const cookie = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first!['x-xsrf-token']).toBe(cookie);
    expect(second!['x-xsrf-token']).toBe(cookie);
  });

  it('sends no token for visitors, JSON bodies as JSON and forms as multipart', async () => {
    const { requests, fetchImpl } = recordingFetch(() => json({ errorCode: 0, data: null }));
    await callProduct({ locale: 'en', token: null }, { method: 'POST', path: '/a', body: { fullName: 'Lina' } }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await callProduct({ locale: 'en', token: null }, { method: 'POST', path: '/b', body: form }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    const [first, second] = requests;
    expect((first!.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((first!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(first!.init.body).toBe('{"fullName":"Lina"}');
    expect(second!.init.body).toBe(form);
    // The browser sets the multipart boundary itself.
    expect((second!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it.each([
    [401, { errorCode: 1, message: 'Sign in again' }, 'unauthorized'],
    [404, { errorCode: 404, message: 'No video' }, 'notFound'],
    [429, { errorCode: 429, message: 'Wait' }, 'tooManyRequests'],
    [400, { errorCode: 2, message: 'Bad', fields: { 'body.email': 'email.invalid' } }, 'invalidInput'],
    [500, { errorCode: 500, message: 'Oops' }, 'server'],
    [200, { errorCode: 5, message: 'Not done' }, 'server'],
  ])('turns status %i into a %s failure with the API message', async (status, body, kind) => {
    const { fetchImpl } = recordingFetch(() => json(body, status));
    const result = await callProduct({ locale: 'en', token: null }, { path: '/x' }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    expect(result).toMatchObject({ ok: false, kind, status, errorCode: body.errorCode, message: body.message });
  });

  it('keeps the message key and a payment result code of a failure', async () => {
    const { fetchImpl } = recordingFetch(() => json({ errorCode: 5, message: 'Already premium', messageKey: 'payment.alreadySubscribed', resultCode: 10132 }, 409));
    const result = await callProduct({ locale: 'en', token: null }, { path: '/x' }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    expect(result).toEqual({ ok: false, kind: 'invalidInput', status: 409, errorCode: 5, message: 'Already premium', messageKey: 'payment.alreadySubscribed', resultCode: 10132 });
  });

  it('reports an unreachable API as a network failure', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await callProduct({ locale: 'en', token: null }, { path: '/x' }, { baseUrl: 'http://api.test', fetch: fetchImpl })).toEqual({ ok: false, kind: 'network' });
  });

  it('gives up after 10 seconds (PR-API-3)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const pending = callProduct({ locale: 'en', token: null }, { path: '/slow' }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, kind: 'timeout' });
  });

  it('stops when the caller aborts (the page went away)', async () => {
    const controller = new AbortController();
    const fetchImpl = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const pending = callProduct({ locale: 'en', token: null }, { path: '/slow', signal: controller.signal }, { baseUrl: 'http://api.test', fetch: fetchImpl });
    controller.abort();
    expect(await pending).toEqual({ ok: false, kind: 'aborted' });
  });
});
