import { describe, expect, it } from 'vitest';
import type { ProviderClient } from '../../../../headless/core/api/providerClient';
import { authorize } from '../../../../headless/core/executor/authorize';
import { buildAuthorizeBody, cardPaymentItem } from '../../../../headless/core/executor/authorizeBody';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { scriptedProvider as provider } from '../../../support/scriptedProvider';

const AUTHORIZE = 'http://p.test/executions/exe_1/authorize';
const EXECUTION = 'http://p.test/executions/exe_1';

const record = (...codes: string[]) => ({
  id: 'exe_1',
  status: codes.map((code) => ({ code })),
  ...(codes.includes('authorizeFailed') ? { errors: [{ reason: { result: 'Card declined' } }] } : {}),
});

const body = buildAuthorizeBody({ amount: { value: 800, currency: 'EUR' }, item: cardPaymentItem({ cardData: { card_number: 'tok_1' } }), riskSessionId: 'risk-1' });
const run = (client: ProviderClient) => authorize({ client, authorizeUrl: AUTHORIZE, executionUrl: EXECUTION, body, sleep: async () => {} });

describe('authorize', () => {
  it('posts the body once, follows links.execution and reports success', async () => {
    const { client, requests } = provider((request) =>
      request.method === 'POST' ? { links: { execution: `${EXECUTION}?from=authorize` } } : record('authorizeRequested', 'authorizeSuccessful'),
    );
    await expect(run(client)).resolves.toMatchObject({ type: 'success', execution: { id: 'exe_1' } });
    expect(requests[0]).toMatchObject({ method: 'POST', url: AUTHORIZE, body, retry: false });
    expect(requests[1]).toMatchObject({ method: 'GET', url: `${EXECUTION}?from=authorize` });
  });

  it('reports a decline with the provider reason', async () => {
    const { client } = provider((request) => (request.method === 'POST' ? { links: { execution: EXECUTION } } : record('authorizeRequested', 'authorizeFailed')));
    await expect(run(client)).resolves.toMatchObject({ type: 'failure', reason: 'Card declined' });
  });

  it('reports pending when the shopper must act', async () => {
    const { client } = provider((request) => (request.method === 'POST' ? { links: { execution: EXECUTION } } : record('authorizeRequested', 'authorizePending')));
    await expect(run(client)).resolves.toMatchObject({ type: 'pending' });
  });

  it('reconciles a lost answer by reading the execution instead of charging again', async () => {
    const { client, requests } = provider((request, index) => {
      if (request.method === 'POST') return new PaymentClientError('API_UNSUCCESSFUL', 'gateway', { status: 502 });
      return index === 1 ? record('authorizeRequested') : record('authorizeRequested', 'authorizeSuccessful');
    });
    await expect(run(client)).resolves.toMatchObject({ type: 'success' });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('re-sends with the same idempotency key only when the provider never saw the request', async () => {
    const { client, requests } = provider((request, index) => {
      if (request.method === 'POST') return index === 0 ? new PaymentClientError('NETWORK_ERROR', 'offline') : { links: { execution: EXECUTION } };
      return index === 1 ? record() : record('authorizeRequested', 'authorizeSuccessful');
    });
    await expect(run(client)).resolves.toMatchObject({ type: 'success' });
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('answers a 409 ALREADY_AUTHORIZED with the outcome of the request the execution holds, without charging again', async () => {
    const conflict = new PaymentClientError('API_UNSUCCESSFUL', 'already authorized', { status: 409, cause: { errorCode: 'ALREADY_AUTHORIZED' } });
    const { client, requests } = provider((request) => (request.method === 'POST' ? conflict : record('authorizeRequested', 'authorizeSuccessful')));
    await expect(run(client)).resolves.toMatchObject({ type: 'success' });
    expect(requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('does not retry a refused authorize', async () => {
    const refused = new PaymentClientError('API_UNSUCCESSFUL', 'amount mismatch', { status: 422 });
    const { client, requests } = provider(() => refused);
    await expect(run(client)).rejects.toBe(refused);
    expect(requests).toHaveLength(1);
  });

  it('builds the authorize body of PC-PAY-4', () => {
    expect(body).toEqual({
      amount: { value: 800, currency: 'EUR' },
      paymentComposition: [
        {
          paymentMethodCode: 'card',
          integrationType: 'api',
          amount: { value: 800, currency: 'EUR' },
          storeInstrument: false,
          paymentInstrumentData: { cardData: { card_number: 'tok_1' } },
        },
      ],
      meta: { risk: { sessionId: 'risk-1' } },
    });
  });
});
