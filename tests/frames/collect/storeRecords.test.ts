import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollectFailure } from '../../../frames/collect/collectFailure';
import { storeRecords } from '../../../frames/collect/storeRecords';
import { CLIENT_METADATA_HEADER } from '../../../frames/shared/vaultRequest';

const VAULT = 'http://127.0.0.1:4100';
const body = { records: [{ table: 'cards', fields: { card_number: '4242424242424242' } }], tokens: true };

function stubFetch(status: number, answer: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
    async () => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<CollectFailure> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CollectFailure);
  return error as CollectFailure;
}

describe('storeRecords', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the records to the vault records endpoint with the vault token and the client metadata header', async () => {
    const fetchMock = stubFetch(200, { records: [{ table: 'cards', skyflowID: 'rec_1', fields: { card_number: 'tok_1' }, extra: 'dropped' }] });
    const records = await storeRecords(VAULT, 'vlt_1', 'vault-jwt', body);
    expect(records).toEqual([{ table: 'cards', skyflowID: 'rec_1', fields: { card_number: 'tok_1' } }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${VAULT}/v1/vaults/vlt_1/records`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer vault-jwt');
    expect(JSON.parse(headers[CLIENT_METADATA_HEADER]!)).toMatchObject({ sdkName: 'payment-client', sdkVersion: '5.29.3' });
  });

  it('answers records without fields when tokens were not asked for', async () => {
    stubFetch(200, { records: [{ table: 'cards', skyflowID: 'rec_1' }] });
    await expect(storeRecords(VAULT, 'vlt_1', 'vault-jwt', { ...body, tokens: false })).resolves.toEqual([{ table: 'cards', skyflowID: 'rec_1' }]);
  });

  it('fails with the vault description, its status and its request id', async () => {
    stubFetch(422, { errorCode: 'RECORD_NOT_FOUND', message: 'records.0.skyflowID is not a record of table cards in this vault' }, { 'X-Request-Id': 'req_7' });
    const error = await failure(storeRecords(VAULT, 'vlt_1', 'vault-jwt', body));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'records.0.skyflowID is not a record of table cards in this vault', status: 422, requestId: 'req_7' });
  });

  it('fails when the vault cannot be reached or answers another shape', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failure(storeRecords(VAULT, 'vlt_1', 'vault-jwt', body))).toMatchObject({ code: 'NETWORK_ERROR', message: 'Could not reach the vault' });
    stubFetch(200, { records: [{ table: 'cards' }] });
    expect(await failure(storeRecords(VAULT, 'vlt_1', 'vault-jwt', body))).toMatchObject({ code: 'NETWORK_ERROR', message: 'The vault answered the records in an unexpected shape' });
  });
});
