import { describe, expect, it } from 'vitest';
import type { ProviderClient } from '../../../../headless/core/api/providerClient';
import { DEFAULT_RETRY_POLICY } from '../../../../headless/core/api/retryPolicy';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { POLLING } from '../../../../headless/core/executor/constants';
import { buildPayoutBody, payout } from '../../../../headless/core/executor/payout';
import { scriptedProvider as provider } from '../../../support/scriptedProvider';

const PAYOUT = 'http://p.test/executions/exe_1/payout';
const EXECUTION = 'http://p.test/executions/exe_1';
const INSTRUMENT = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const record = (...codes: string[]) => ({
  id: 'exe_1',
  status: codes.map((code) => ({ code })),
  ...(codes.includes('payoutFailed') ? { finalState: { code: 'payoutFailed', errors: [{ code: 'declined', reason: { result: 'Card declined' } }] } } : {}),
});

const body = buildPayoutBody({ amount: { value: 800, currency: 'EUR' }, paymentMethodCode: 'card', paymentInstrumentId: INSTRUMENT });

function run(client: ProviderClient) {
  const sleeps: number[] = [];
  const result = payout({ client, payoutUrl: PAYOUT, executionUrl: EXECUTION, body, sleep: async (ms) => void sleeps.push(ms) });
  return { result, sleeps };
}

describe('payout', () => {
  it('builds the payout payload of PC-PAYOUT-1', () => {
    expect(body).toEqual({
      amount: { value: 800, currency: 'EUR' },
      payoutComposition: [{ integrationType: 'api', amount: { value: 800, currency: 'EUR' }, paymentMethodCode: 'card', paymentInstrumentId: INSTRUMENT }],
    });
  });

  it('posts once with an idempotency key, follows links.execution and polls past payoutPending to payoutSuccessful', async () => {
    const polls = [record('payoutRequested'), record('payoutRequested', 'payoutPending'), record('payoutRequested', 'payoutPending', 'payoutSuccessful')];
    const { client, requests } = provider((request, index) => (request.method === 'POST' ? { links: { execution: `${EXECUTION}?from=payout` } } : polls[index - 1]));
    const { result, sleeps } = run(client);
    await expect(result).resolves.toEqual({ executionId: 'exe_1', status: 'payoutSuccessful' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: PAYOUT, body, retry: false });
    expect(requests[0]!.idempotencyKey).toBeTruthy();
    expect(requests.slice(1).map((request) => [request.method, request.url])).toEqual(Array(3).fill(['GET', `${EXECUTION}?from=payout`]));
    // PC-POLL-4: the initial delay, then the interval between polls.
    expect(sleeps).toEqual([POLLING.initialDelayMs, POLLING.intervalMs, POLLING.intervalMs]);
  });

  it('reports payoutFailed with the provider reason', async () => {
    const { client } = provider((request) => (request.method === 'POST' ? { links: { execution: EXECUTION } } : record('payoutRequested', 'payoutFailed')));
    await expect(run(client).result).resolves.toEqual({ executionId: 'exe_1', status: 'payoutFailed', reason: 'Card declined' });
  });

  it('waits for a final state newer than its own request: an earlier authorization does not end it', async () => {
    const polls = [record('authorizeRequested', 'authorizeSuccessful', 'payoutRequested'), record('authorizeRequested', 'authorizeSuccessful', 'payoutRequested', 'payoutSuccessful')];
    const { client, requests } = provider((request, index) => (request.method === 'POST' ? { links: { execution: EXECUTION } } : polls[index - 1]));
    await expect(run(client).result).resolves.toMatchObject({ status: 'payoutSuccessful' });
    expect(requests).toHaveLength(3);
  });

  it('reconciles a lost answer by reading the execution instead of paying out again', async () => {
    const { client, requests } = provider((request, index) => {
      if (request.method === 'POST') return new PaymentClientError('API_UNSUCCESSFUL', 'gateway', { status: 502 });
      return index === 1 ? record('payoutRequested') : record('payoutRequested', 'payoutSuccessful');
    });
    await expect(run(client).result).resolves.toMatchObject({ status: 'payoutSuccessful' });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('re-sends with the same idempotency key only when the provider never saw the payout', async () => {
    const { client, requests } = provider((request, index) => {
      if (request.method === 'POST') return index === 0 ? new PaymentClientError('NETWORK_ERROR', 'offline') : { links: { execution: EXECUTION } };
      return index === 1 ? record('authorizeRequested', 'authorizeSuccessful') : record('payoutRequested', 'payoutSuccessful');
    });
    await expect(run(client).result).resolves.toMatchObject({ status: 'payoutSuccessful' });
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('answers a 409 ALREADY_PAID_OUT with the outcome of the payout the execution holds, without paying out again', async () => {
    const conflict = new PaymentClientError('API_UNSUCCESSFUL', 'already paid out', { status: 409, cause: { errorCode: 'ALREADY_PAID_OUT' } });
    const { client, requests } = provider((request) => (request.method === 'POST' ? conflict : record('payoutRequested', 'payoutSuccessful')));
    await expect(run(client).result).resolves.toMatchObject({ status: 'payoutSuccessful' });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('backs off after a 429 and re-sends the payout under the same idempotency key', async () => {
    const { client, requests } = provider((request, index) =>
      request.method === 'POST' ? (index === 0 ? new PaymentClientError('API_TOO_MANY_REQUESTS', 'slow down', { status: 429 }) : { links: { execution: EXECUTION } }) : record('payoutRequested', 'payoutSuccessful'),
    );
    const { result, sleeps } = run(client);
    await expect(result).resolves.toMatchObject({ status: 'payoutSuccessful' });
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    expect(sleeps[0]).toBeGreaterThanOrEqual(DEFAULT_RETRY_POLICY.baseDelayMs);
  });

  it('does not retry a refused payout', async () => {
    const refused = new PaymentClientError('API_UNSUCCESSFUL', 'Instrument not enabled', { status: 422 });
    const { client, requests } = provider(() => refused);
    await expect(run(client).result).rejects.toBe(refused);
    expect(requests).toHaveLength(1);
  });
});
