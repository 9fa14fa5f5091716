import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { holderIdFor } from '../holders';
import { findHolderInstrument, instrumentBody, listHolderInstrumentRecords, updateInstrument } from '../instruments';
import { requireMerchantKey } from '../merchantAuth';
import { documented } from '../openapi/routeDoc';
import { holderInstrumentParamsSchema, holderInstrumentsParamsSchema } from './holderInstruments.schema';

/**
 * Merchant-key calls on a holder's stored instruments, with no shopper session: read them back
 * (deleted ones included, with their status), and delete one the merchant no longer charges (a
 * subscription's card once another replaced it).
 */
export function registerHolderInstrumentRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(
    '/v1/holders/:holderReference/instruments',
    documented({ summary: "A holder's stored instruments, deleted ones included", auth: 'merchantKey', params: holderInstrumentsParamsSchema }),
    async (request, reply) => {
      const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
      const { holderReference } = parseInput(holderInstrumentsParamsSchema, request.params, 'params');
      const instruments = await listHolderInstrumentRecords(context.db, holderIdFor(context, merchantScope, holderReference));
      return reply.header('Cache-Control', 'no-store').send({ instruments: instruments.map((instrument) => ({ ...instrumentBody(instrument), lastFour: instrument.lastFour })) });
    },
  );

  app.delete(
    '/v1/holders/:holderReference/instruments/:instrumentId',
    documented({ summary: "Delete a holder's stored instrument", auth: 'merchantKey', params: holderInstrumentParamsSchema, successStatus: 204 }),
    async (request, reply) => {
      const now = context.clock();
      const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
      const { holderReference, instrumentId } = parseInput(holderInstrumentParamsSchema, request.params, 'params');
      const holderId = holderIdFor(context, merchantScope, holderReference);
      const deleted = await context.db.transaction(async (tx) => {
        if (!(await findHolderInstrument(tx, holderId, instrumentId, true))) return false;
        await updateInstrument(tx, instrumentId, { status: 'deleted' }, now);
        return true;
      });
      // Deleting twice is a 404 the second time: the caller treats it as done.
      if (!deleted) throw notFound(`Instrument ${instrumentId}`);
      return reply.status(204).send();
    },
  );
}
