import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientMetadata } from '../../../frames/shared/clientMetadata';
import { vaultRequest, type VaultRequest } from '../../../frames/shared/vaultRequest';
import { PaymentClientError } from '../../../headless/core/errors/PaymentClientError';

const metadata = clientMetadata('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36');
const URL = 'https://vault.example/v1/vaults/vlt_1/records';

/** A fetch answer; built by hand because Response refuses statuses below 200. */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return { status, headers: new Headers(headers), text: async () => body } as unknown as Response;
}

function stubFetch(response: Response | Promise<Response>) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const request = (overrides: Partial<VaultRequest> = {}): VaultRequest => ({
  method: 'POST',
  url: URL,
  body: { records: [{ fields: { nickname: 'Work card' } }] },
  bearerToken: 'vault-jwt',
  metadata,
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<PaymentClientError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentClientError);
  return error as PaymentClientError;
}

describe('vaultRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with the bearer token and the client metadata header', async () => {
    const fetchMock = stubFetch(answer(200, '{"records":[]}', { 'Content-Type': 'application/json' }));
    await vaultRequest(request());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBe('{"records":[{"fields":{"nickname":"Work card"}}]}');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer vault-jwt');
    expect(JSON.parse(headers['X-Client-Metadata']!)).toEqual({
      sdkName: 'payment-client',
      sdkVersion: '5.29.3',
      deviceModel: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
    });
  });

  it('sends form data when the content type says form-urlencoded', async () => {
    const fetchMock = stubFetch(answer(200, 'ok'));
    const contentType = 'application/x-www-form-urlencoded';
    await vaultRequest(request({ contentType, body: { name: 'Ada', address: { city: 'Paris', lines: ['1 rue'] } } }));
    const init = fetchMock.mock.calls[0]![1];
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(contentType);
    expect(String(init.body)).toBe('name=Ada&address%5Bcity%5D=Paris&address%5Blines%5D%5B0%5D=1+rue');
  });

  it('sends multipart form data and lets fetch write its boundary', async () => {
    const fetchMock = stubFetch(answer(200, 'ok'));
    await vaultRequest(request({ contentType: 'multipart/form-data', body: { table: 'cards', fields: { nickname: 'Work' } } }));
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBeInstanceOf(FormData);
    expect([...(init.body as FormData).entries()]).toEqual([
      ['table', 'cards'],
      ['fields[nickname]', 'Work'],
    ]);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('answers parsed JSON when the response is JSON, else its text', async () => {
    stubFetch(answer(200, '{"records":[{"skyflow_id":"sky-1"}]}', { 'Content-Type': 'application/json; charset=utf-8' }));
    await expect(vaultRequest(request())).resolves.toEqual({ records: [{ skyflow_id: 'sky-1' }] });
    stubFetch(answer(200, '{"records":[]}', { 'Content-Type': 'text/plain' }));
    await expect(vaultRequest(request())).resolves.toBe('{"records":[]}');
    stubFetch(answer(399, '', { 'Content-Type': 'application/json' }));
    await expect(vaultRequest(request())).resolves.toBeNull();
  });

  it('refuses a JSON answer it cannot parse', async () => {
    stubFetch(answer(200, '{"records":', { 'Content-Type': 'application/json', 'x-request-id': 'req-9' }));
    const error = await failure(vaultRequest(request()));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'The vault answered malformed JSON - requestId: req-9' });
  });

  describe.each([
    ['the JSON error.message', 400, '{"error":{"message":"Invalid table cards","http_code":400}}', 'Invalid table cards'],
    ['the JSON message', 500, '{"message":"Vault unavailable"}', 'Vault unavailable'],
    ['the plain text', 502, 'Bad gateway', 'Bad gateway'],
    ['a default for an empty body', 500, '', 'The vault answered HTTP 500'],
    ['a default for JSON without a message', 400, '{"code":3}', 'The vault answered HTTP 400'],
    ['a default below 200', 199, '', 'The vault answered HTTP 199'],
  ])('an error answer described by %s', (_title, status, body, description) => {
    it(`raises NETWORK_ERROR "${description}" for HTTP ${status}`, async () => {
      stubFetch(answer(status, body, body.startsWith('{') ? { 'Content-Type': 'application/json' } : {}));
      const error = await failure(vaultRequest(request()));
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: description, status, requestId: undefined });
    });

    it('suffixes the request id when the vault sends one', async () => {
      stubFetch(answer(status, body, { 'x-request-id': 'req-42' }));
      const error = await failure(vaultRequest(request()));
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: `${description} - requestId: req-42`, requestId: 'req-42' });
    });
  });

  it('raises a network error when fetch rejects', async () => {
    const cause = new TypeError('Failed to fetch');
    stubFetch(Promise.reject(cause));
    const error = await failure(vaultRequest(request()));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Could not reach the vault', cause });
  });

  it('raises a connection error when there is no fetch', async () => {
    vi.stubGlobal('fetch', undefined);
    const error = await failure(vaultRequest(request()));
    expect(error).toMatchObject({ code: 'CONNECTION_ERROR', message: 'No fetch is available to reach the vault' });
  });
});
