import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { voidPayment } from '../paymentOperations';
import { registerPaymentCommand } from './paymentCommand';
import { voidBodySchema } from './voidAuthorization.schema';

/**
 * The merchant's server voids an authorization it no longer wants (e.g. a second, concurrent
 * purchase). The older address of `POST /v1/payments/:executionId/void`: the same operation.
 */
export function registerVoidRoute(app: FastifyInstance, context: SandboxContext): void {
  registerPaymentCommand(app, context, {
    path: '/v1/payment-sessions/:executionId/void',
    summary: 'Void the successful authorization (same as POST /v1/payments/{executionId}/void)',
    body: voidBodySchema,
    successStatus: 200,
    run: (tx, execution, _body, now) => voidPayment(tx, execution, now),
  });
}
