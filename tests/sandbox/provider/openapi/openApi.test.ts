import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../helpers';

const t = useTestSandbox();

type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; parameters: { name: string; in: string }[] }>> };

/**
 * Every (method, pattern) Fastify has registered, read from its own route tree
 * (`printRoutes`), not from the list the document is built from.
 */
function registeredRoutes(tree: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The document's spelling of a Fastify pattern: `{name}` for `:name`, and `{path}` for a wildcard. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await t.provider.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists every route the provider registered, with its method, and nothing it did not', async () => {
    const document = (await t.provider.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
    const routes = registeredRoutes(t.provider.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
    const missing = routes.filter(({ method, url }) =>
      // The route tree prints a wildcard without its prefix: any wildcard path of that method stands for it.
      url.includes('*') ? ![...documented].some((entry) => entry.startsWith(`${method} `) && entry.endsWith('{path}')) : !documented.has(`${method} ${documentPath(url)}`),
    );
    expect(missing).toEqual([]);
    for (const entry of documented) {
      const [method, path] = entry.split(' ') as [string, string];
      const url = path.replace(/\{path\}$/, '*').replace(/\{([^}]+)\}/g, ':$1');
      expect(t.provider.hasRoute({ method: method as 'GET', url }), entry).toBe(true);
    }
  });

  it('describes the merchant routes from their schemas: secret key, Idempotency-Key, body and path parameters', async () => {
    const { paths } = (await t.provider.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
    const refund = paths['/v1/payments/{executionId}/refunds']!.post!;
    expect(refund.security).toEqual([{ merchantKey: [] }]);
    expect(refund.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'executionId', in: 'path' }), expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true })]),
    );
    expect(refund.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { amount: expect.any(Object), reason: expect.any(Object) }, additionalProperties: false } } } });
    expect(paths['/v1/payment-sessions']!.post!.requestBody).toMatchObject({ content: { 'application/json': { schema: { required: expect.arrayContaining(['amount', 'merchantReference', 'allowedOrigins']) } } } });
    expect(paths['/v1/executions/{id}/authorize']!.post!.security).toEqual([{ sessionToken: [] }]);
    expect(Object.keys(paths['/v1/webhook-endpoints/{endpointId}/deliveries']!)).toContain('get');
  });
});
