import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { deepJsonError, jsonNestedDeeperThan, MAX_JSON_DEPTH } from '../../http/jsonDepth';
import { parseInput } from '../../http/validation';
import { requireMerchantKey } from '../merchantAuth';
import { documented } from '../openapi/routeDoc';
import { insertTelemetryEntries, listTelemetryEntries } from '../telemetryEntries';
import { telemetryBodySchema, telemetryParamsSchema, telemetryQuerySchema } from './telemetry.schema';

/** Where the merchant reads its sessions' telemetry with its secret key. */
export const TELEMETRY_PATH = '/v1/telemetry';
const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;
const DEFAULT_TELEMETRY_PAGE = 50;

/**
 * The SDK's telemetry, sent to the session's `links.telemetry` by `navigator.sendBeacon`, which
 * can carry no Authorization header: a batch is taken for an execution that exists, its fields
 * checked one by one, and the merchant reads them back with its key.
 */
export function registerTelemetryRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.register(async (beacons) => {
    // A beacon's string body is text/plain, the one type a cross-origin beacon can send without a preflight.
    beacons.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT_BYTES }, (_request, body, done) => {
      if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) return done(deepJsonError(), undefined);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
      }
    });
    beacons.post(
      '/v1/executions/:id/telemetry',
      {
        bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
        ...documented({ summary: "Errors and warnings the SDK logged on the session's page (its links.telemetry), as text/plain JSON", auth: 'none', params: telemetryParamsSchema, body: telemetryBodySchema, successStatus: 204 }),
      },
      async (request, reply) => {
        const { id } = parseInput(telemetryParamsSchema, request.params, 'params');
        const { entries } = parseInput(telemetryBodySchema, request.body, 'body');
        const { rows } = await context.db.query('SELECT 1 FROM provider.executions WHERE id = $1', [id]);
        if (rows.length === 0) throw notFound(`Execution ${id}`);
        await insertTelemetryEntries(context.db, id, entries, context.clock());
        return reply.status(204).send();
      },
    );
  });

  app.get(
    TELEMETRY_PATH,
    documented({ summary: "The SDK's telemetry entries of the merchant's sessions, newest first", auth: 'merchantKey', query: telemetryQuerySchema }),
    async (request, reply) => {
      requireMerchantKey(request, context.merchantSecretKey);
      const { executionId, limit } = parseInput(telemetryQuerySchema, request.query, 'query');
      const entries = await listTelemetryEntries(context.db, executionId, limit ?? DEFAULT_TELEMETRY_PAGE);
      return reply.header('Cache-Control', 'no-store').send({ entries });
    },
  );
}
