import { describe, expect, it } from 'vitest';
import { MERCHANT_KEY, useTestSandbox } from '../../helpers';

const t = useTestSandbox();

const register = (payload: Record<string, unknown>) =>
  t.provider.inject({ method: 'POST', url: '/v1/webhook-endpoints', headers: { authorization: `Bearer ${MERCHANT_KEY}` }, payload });

async function endpointIds(): Promise<string[]> {
  const listed = await t.provider.inject({ method: 'GET', url: '/v1/webhook-endpoints', headers: { authorization: `Bearer ${MERCHANT_KEY}` } });
  return (listed.json() as { endpoints: { id: string }[] }).endpoints.map((endpoint) => endpoint.id);
}

describe('a webhook endpoint with the merchant\'s own secret', () => {
  it('signs with the secret the merchant sent, which the answer echoes', async () => {
    const secret = 'whsec_kept-in-the-merchants-configuration-01';
    const created = await register({ url: 'https://shop.example/webhooks', events: ['payment.*'], secret });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ url: 'https://shop.example/webhooks', events: ['payment.*'], secret });
    const { rows } = await t.db.query<{ secret: string }>('SELECT secret FROM provider.webhook_endpoints WHERE id = $1', [(created.json() as { id: string }).id]);
    expect(rows).toEqual([{ secret }]);
  });

  it('refuses a secret too short to be one, or with spaces, and registers nothing', async () => {
    const before = await endpointIds();
    for (const secret of ['whsec_short', `whsec_${'x'.repeat(20)} ${'y'.repeat(20)}`, 'z'.repeat(201)]) {
      const refused = await register({ url: 'https://shop.example/webhooks', secret });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: ['secret'] });
    }
    expect(await endpointIds()).toEqual(before);
  });
});
