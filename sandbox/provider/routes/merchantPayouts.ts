import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { notFound } from '../../http/errors';
import type { Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { findExecution, insertServerExecution } from '../executions';
import { holderIdFor } from '../holders';
import { merchantPayoutLink } from '../links';
import { requireMerchantKey } from '../merchantAuth';
import { requestPayout, requirePayableCard } from '../payoutRequests';
import { findPayout, type PayoutRow } from '../payouts';
import { settleDuePayout } from '../settlement';
import { merchantPayoutBodySchema, merchantPayoutParamsSchema, type MerchantPayoutBody } from './payoutSession.schema';
import { registerMerchantCommand } from './merchantCommand';

/** A payout the merchant's server makes itself: a payout execution, paid out at once. */
async function merchantPayout(tx: Transaction, context: SandboxContext, merchantScope: string, body: MerchantPayoutBody, now: Date): Promise<Answer> {
  const holderId = holderIdFor(context, merchantScope, body.holderReference);
  const payee = await requirePayableCard(tx, context, holderId, body.paymentInstrumentId, 'paymentInstrumentId');
  const executionId = await insertServerExecution(
    tx,
    {
      merchantReference: body.merchantReference,
      holderReference: body.holderReference,
      holderId,
      amount: body.amount,
      paymentMethods: [],
      kind: 'payout',
      payoutInstrumentId: payee.instrument.id,
    },
    now,
  );
  await requestPayout(tx, context, executionId, payee, body.amount, now);
  return { statusCode: 202, body: { executionId, links: { payout: merchantPayoutLink(context.providerOrigin, executionId) } } };
}

/** The merchant's view of a payout: payoutRequested until the outcome is applied. */
function payoutView(payout: PayoutRow, merchantReference: string) {
  return {
    executionId: payout.executionId,
    merchantReference,
    amount: payout.amount,
    paymentInstrumentId: payout.instrumentId,
    status: payout.settledAt === null ? 'payoutRequested' : payout.outcome,
    ...(payout.settledAt !== null && payout.outcome === 'payoutFailed' ? { reason: payout.declineReason ?? 'Card declined' } : {}),
    requestedAt: payout.requestedAt.toISOString(),
  };
}

/** Server-to-server payouts: `POST /v1/payouts` pays out, `GET /v1/payouts/:executionId` reads any payout's outcome. */
export function registerMerchantPayoutRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerMerchantCommand(app, context, {
    path: '/v1/payouts',
    body: merchantPayoutBodySchema,
    idempotencyKeyRequired: true,
    run: (tx, merchantScope, body, now) => merchantPayout(tx, context, merchantScope, body, now),
  });

  app.get('/v1/payouts/:executionId', async (request, reply) => {
    const now = context.clock();
    requireMerchantKey(request, context.merchantSecretKey);
    const { executionId } = parseInput(merchantPayoutParamsSchema, request.params, 'params');
    const view = await context.db.transaction(async (tx) => {
      const execution = await findExecution(tx, executionId, true);
      if (!execution) throw notFound(`Payout ${executionId}`);
      await settleDuePayout(tx, executionId, now);
      const payout = await findPayout(tx, executionId);
      if (!payout) throw notFound(`Payout ${executionId}`);
      return payoutView(payout, execution.merchantReference);
    });
    return reply.header('Cache-Control', 'no-store').send(view);
  });
}
