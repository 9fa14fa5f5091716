import { z } from 'zod';
import { API_VERSION } from '../../../headless/core/api/constants';
import { IDEMPOTENCY_KEY_HEADER } from '@payment-client/server-kit/idempotency';
import type { CatalogedRoute } from './routeCatalog';
import type { RouteAuth, RouteDoc } from './routeDoc';

type JsonSchema = Record<string, unknown>;

const OPERATION_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** OpenAPI 3.1 speaks JSON Schema 2020-12, the dialect zod 4 writes. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/v1/payments/:executionId` → `/v1/payments/{executionId}`; a trailing `*` is the `{path}` it matches. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  return { properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {}, required: (schema.required as string[] | undefined) ?? [] };
}

function parameters(path: string, doc: RouteDoc | undefined): JsonSchema[] {
  const params = doc?.params ? propertiesOf(jsonSchemaOf(doc.params)).properties : {};
  const list: JsonSchema[] = pathParameterNames(path).map((name) => ({ name, in: 'path', required: true, schema: params[name] ?? { type: 'string' } }));
  if (doc?.query) {
    const { properties, required } = propertiesOf(jsonSchemaOf(doc.query));
    for (const [name, schema] of Object.entries(properties)) list.push({ name, in: 'query', required: required.includes(name), schema });
  }
  if (doc?.idempotencyKey) {
    list.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: doc.idempotencyKey === 'required',
      description: 'Reused on every retry of one operation: the same key and body answer the first answer again; the same key with another body is refused (422).',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  return list;
}

const SECURITY: Record<Exclude<RouteAuth, 'none'>, string> = { merchantKey: 'merchantKey', sessionToken: 'sessionToken' };

function operation(route: CatalogedRoute, path: string): JsonSchema {
  const { doc } = route;
  // `/demo` and `/demo/` are two routes: a trailing slash names the folder's index.
  const words = path.replace(/\/$/, '/index').replace(/[{}]/g, '');
  const operationId = `${route.method.toLowerCase()}${words.replace(/[^A-Za-z0-9]+(.)?/g, (_, letter: string | undefined) => (letter ?? '').toUpperCase())}`;
  const success = String(doc?.successStatus ?? (route.method === 'OPTIONS' ? 204 : 200));
  return {
    operationId,
    summary: doc?.summary ?? `${route.method} ${path}`,
    ...(doc && doc.auth !== 'none' ? { security: [{ [SECURITY[doc.auth]]: [] }] } : {}),
    parameters: parameters(path, doc),
    // A body that may be empty may be left out (those routes read no body as `{}`).
    ...(doc?.body ? { requestBody: { required: !doc.body.safeParse({}).success, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } } } : {}),
    responses: {
      [success]: { description: 'Success' },
      '4XX': { description: 'Bad input or not allowed: nothing was written', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
}

/** The OpenAPI 3.1 document of every route in `routes`, built when asked so late routes are in it. */
export function buildOpenApiDocument(routes: readonly CatalogedRoute[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (!OPERATION_METHODS.has(route.method)) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, path);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment provider API (sandbox)',
      version: API_VERSION,
      description: 'Every route the sandbox provider serves. Merchant routes take the secret key; SDK routes take the session token the merchant handed to the page.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        merchantKey: { type: 'http', scheme: 'bearer', description: "The merchant's secret key (sk_test_…). Server to server only." },
        sessionToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A payment session's token, as the SDK sends it." },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['errorCode', 'message', 'fields'],
          properties: { errorCode: { type: 'string' }, message: { type: 'string' }, fields: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
  };
}
