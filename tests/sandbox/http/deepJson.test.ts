import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../sandbox/http/jsonDepth';
import { countRows, MERCHANT_KEY, useTestSandbox } from '../helpers';

// A body nested thousands of levels deep, well under the body limit, must be a 400 naming the
// body: never a stack overflow in a recursive walk answering 500.
const t = useTestSandbox();

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type BodyMethod = (typeof BODY_METHODS)[number];

/** Every route of a server that takes a body, read from Fastify's route tree (params filled in). */
function routesWithBodies(app: FastifyInstance): { method: BodyMethod; url: string }[] {
  const routes: { method: BodyMethod; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const level = match[1]!.length / 4;
    parents.length = level;
    const path = `${parents.join('')}${match[2]}`;
    parents.push(match[2]!);
    for (const method of match[3]!.split(', ')) {
      if ((BODY_METHODS as readonly string[]).includes(method)) routes.push({ method: method as BodyMethod, url: path.replaceAll(/:\w+/g, 'x') });
    }
  }
  return routes;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nested deeper than the limit', () => {
  it('is a 400 naming the body on every route of the provider and the vault, and writes nothing', async () => {
    const servers = [t.provider, t.vault];
    const routes = servers.flatMap((app) => routesWithBodies(app).map((route) => ({ app, ...route })));
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(['/v1/payment-sessions', '/demo/api/checkout', '/v1/vaults/x/tokenize']));
    const before = await countRows(t.db);
    for (const { app, method, url } of routes) {
      const response = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': 'deep-json' },
        payload: nested(3000),
      });
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 400,
        body: expect.objectContaining({ errorCode: 'MALFORMED_JSON', fields: ['body'] }),
      });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('counts only brackets outside strings, so deep-looking text in a value is fine', async () => {
    const response = await t.provider.inject({
      method: 'POST',
      url: '/v1/bin-lookup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ bin: '[[[['.repeat(40), nested: JSON.parse(nested(MAX_JSON_DEPTH - 1)) }),
    });
    expect(response.json()).not.toMatchObject({ errorCode: 'MALFORMED_JSON' });
  });
});
