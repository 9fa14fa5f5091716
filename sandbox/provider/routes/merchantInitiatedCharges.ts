import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Queryable, Transaction } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import type { Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { authorizationStatus, findLatestAuthorization, insertAuthorization, listAuthorizations } from '../authorizations';
import { appendStatus, findExecution, insertServerExecution } from '../executions';
import { holderIdFor } from '../holders';
import { findHolderInstrument } from '../instruments';
import { requireMerchantKey } from '../merchantAuth';
import { readStoredCard } from '../storedCards';
import { settleDueAuthorization } from '../settlement';
import { authorizationOutcome } from '../testCards';
import {
  cardOnFileParamsSchema,
  holderPaymentsParamsSchema,
  merchantInitiatedChargeBodySchema,
  type MerchantInitiatedChargeBody,
} from './merchantInitiatedCharges.schema';
import { registerMerchantCommand } from './merchantCommand';

/**
 * A charge the merchant's server makes on a card the holder stored earlier, with no shopper
 * present. It is a payment execution of its own whose one authorization is decided at once: a
 * merchant-initiated charge is exempt from 3-D Secure, so only the card's decline behaviour
 * applies. The Idempotency-Key makes a repeat answer the first charge instead of charging again.
 */
async function chargeStoredCard(tx: Transaction, context: SandboxContext, merchantScope: string, body: MerchantInitiatedChargeBody, now: Date): Promise<Answer> {
  const holderId = holderIdFor(context, merchantScope, body.holderReference);
  const instrument = await findHolderInstrument(tx, holderId, body.paymentInstrumentId);
  const card =
    instrument?.status === 'enabled' && instrument.paymentMethod === 'card' && instrument.cardId !== null
      ? await readStoredCard(tx, context.keys.cardCipher, instrument.cardId)
      : null;
  if (!instrument || !card) {
    throw new ApiError(422, 'INVALID_INSTRUMENT', 'A merchant-initiated charge needs an enabled stored card of this holder: paymentInstrumentId names none', ['paymentInstrumentId']);
  }
  const executionId = await insertServerExecution(
    tx,
    { merchantReference: body.merchantReference, holderReference: body.holderReference, holderId, amount: body.amount, paymentMethods: ['card'] },
    now,
  );
  const outcome = authorizationOutcome(card.cardNumber);
  await insertAuthorization(tx, {
    executionId,
    paymentMethodCode: 'card',
    outcome: outcome.code,
    declineReason: outcome.code === 'authorizeFailed' ? outcome.reason : null,
    errorCode: outcome.code === 'authorizeFailed' ? 'declined' : null,
    network: card.network,
    bin: card.bin,
    lastFour: card.lastFour,
    cardId: card.cardId,
    instrumentId: instrument.id,
    storeInstrument: false,
    pendingAction: null,
    actionParameters: null,
    returnInfo: null,
    readsBeforeSettle: null,
    requestedAt: now,
    settleAt: now,
  });
  await appendStatus(tx, executionId, 'authorizeRequested', now);
  await settleDueAuthorization(tx, executionId, now, false);
  return {
    statusCode: 201,
    body: {
      executionId,
      merchantReference: body.merchantReference,
      amount: body.amount,
      paymentInstrumentId: instrument.id,
      // What the merchant shows its customer about the charge (a receipt, a billing history): never more than network and last four.
      card: { network: card.network, lastFour: card.lastFour },
      outcome: outcome.code,
      ...(outcome.code === 'authorizeFailed' ? { reason: outcome.reason } : {}),
      requestedAt: now.toISOString(),
    },
  };
}

/**
 * The card an execution's successful authorization leaves on file: the stored card it paid
 * with, or the card it stored (`storeInstrument`). A zero-amount authorization is how a shopper
 * verifies a card for later merchant-initiated charges.
 */
async function cardOnFile(tx: Queryable, executionId: string) {
  const authorization = await findLatestAuthorization(tx, executionId);
  if (!authorization) return { outcome: null, paymentInstrumentId: null, card: null };
  const outcome = authorizationStatus(authorization);
  // The card the latest authorization tried, declined or not: network and last four only.
  const card = authorization.network !== null && authorization.lastFour !== null ? { network: authorization.network, lastFour: authorization.lastFour } : null;
  if (outcome !== 'authorizeSuccessful') return { outcome, paymentInstrumentId: null, card };
  if (authorization.instrumentId !== null) return { outcome, paymentInstrumentId: authorization.instrumentId, card };
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM provider.instruments WHERE source_execution_id = $1 AND card_id = $2 AND status = 'enabled' ORDER BY position DESC LIMIT 1`,
    [executionId, authorization.cardId],
  );
  return { outcome, paymentInstrumentId: rows[0]?.id ?? null, card };
}

/**
 * Merchant-key calls for cards on file: charge a stored card, read the card an execution left on
 * file, and list a holder's payments with their amounts (the merchant's record of what was taken).
 */
export function registerMerchantInitiatedChargeRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerMerchantCommand(app, context, {
    path: '/v1/merchant-initiated-charges',
    summary: 'Charge a stored card without the shopper (a renewal, a trial that ended)',
    body: merchantInitiatedChargeBodySchema,
    successStatus: 201,
    idempotencyKeyRequired: true,
    run: (tx, merchantScope, body, now) => chargeStoredCard(tx, context, merchantScope, body, now),
  });

  app.get('/v1/payment-sessions/:executionId/card-on-file', async (request, reply) => {
    const now = context.clock();
    requireMerchantKey(request, context.merchantSecretKey);
    const { executionId } = parseInput(cardOnFileParamsSchema, request.params, 'params');
    const view = await context.db.transaction(async (tx) => {
      const execution = await findExecution(tx, executionId, true);
      if (!execution || execution.kind !== 'payment') throw notFound(`Execution ${executionId}`);
      await settleDueAuthorization(tx, executionId, now, false);
      return { executionId, amount: execution.amount, ...(await cardOnFile(tx, executionId)) };
    });
    return reply.header('Cache-Control', 'no-store').send(view);
  });

  app.get('/v1/holders/:holderReference/payments', async (request, reply) => {
    const now = context.clock();
    const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
    const { holderReference } = parseInput(holderPaymentsParamsSchema, request.params, 'params');
    const holderId = holderIdFor(context, merchantScope, holderReference);
    const payments = await context.db.transaction(async (tx) => {
      // Oldest first; executions made in the same instant follow their first authorization.
      const { rows } = await tx.query<{ id: string }>(
        `SELECT e.id FROM provider.executions e WHERE e.holder_id = $1 AND e.kind = 'payment'
         ORDER BY e.created_at, (SELECT min(a.id) FROM provider.authorizations a WHERE a.execution_id = e.id) NULLS LAST, e.id`,
        [holderId],
      );
      const list = [];
      for (const { id } of rows) {
        const execution = await findExecution(tx, id, true);
        if (!execution) continue;
        await settleDueAuthorization(tx, id, now, false);
        const authorizations = (await listAuthorizations(tx, id)).map((authorization) => ({
          outcome: authorizationStatus(authorization),
          voidedAt: authorization.voidedAt?.toISOString() ?? null,
        }));
        list.push({ executionId: id, merchantReference: execution.merchantReference, amount: execution.amount, authorizations });
      }
      return list;
    });
    return reply.header('Cache-Control', 'no-store').send({ payments });
  });
}
