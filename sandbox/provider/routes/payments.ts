import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { findExecution } from '../executions';
import { requireMerchantKey } from '../merchantAuth';
import { documented } from '../openapi/routeDoc';
import { capturePayment, refundPayment, voidPayment } from '../paymentOperations';
import { buildPaymentView } from '../paymentView';
import { settleDueAuthorization } from '../settlement';
import { registerPaymentCommand } from './paymentCommand';
import { captureBodySchema, paymentParamsSchema, refundBodySchema } from './payments.schema';
import { voidBodySchema } from './voidAuthorization.schema';

export const PAYMENTS_PATH = '/v1/payments';

/**
 * The merchant's server side of a payment: the read that confirms an order, and capture, void
 * and refund. Never from a browser: the secret key stays on the merchant's server.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(
    `${PAYMENTS_PATH}/:executionId`,
    documented({ summary: 'Read a payment: status, amount, method, card, authorizations, captures and refunds', auth: 'merchantKey', params: paymentParamsSchema }),
    async (request, reply) => {
      const now = context.clock();
      requireMerchantKey(request, context.merchantSecretKey);
      const { executionId } = parseInput(paymentParamsSchema, request.params, 'params');
      const view = await context.db.transaction(async (tx) => {
        const execution = await findExecution(tx, executionId, true);
        if (!execution || execution.kind !== 'payment') throw notFound(`Payment ${executionId}`);
        // A due outcome is applied as for any reader, without counting as a read of the execution.
        await settleDueAuthorization(tx, executionId, now, false);
        return buildPaymentView(tx, execution);
      });
      return reply.header('Cache-Control', 'no-store').send(view);
    },
  );
  registerPaymentCommand(app, context, {
    path: `${PAYMENTS_PATH}/:executionId/capture`,
    summary: 'Capture the successful authorization, whole or in part, once',
    body: captureBodySchema,
    successStatus: 201,
    run: (tx, execution, body, now) => capturePayment(tx, execution, body, now),
  });
  registerPaymentCommand(app, context, {
    path: `${PAYMENTS_PATH}/:executionId/void`,
    summary: 'Void the successful authorization before it is captured',
    body: voidBodySchema,
    successStatus: 200,
    run: (tx, execution, _body, now) => voidPayment(tx, execution, now),
  });
  registerPaymentCommand(app, context, {
    path: `${PAYMENTS_PATH}/:executionId/refunds`,
    summary: 'Refund captured money, all that is left or a part',
    body: refundBodySchema,
    successStatus: 201,
    run: (tx, execution, body, now) => refundPayment(tx, execution, body, now),
  });
}
