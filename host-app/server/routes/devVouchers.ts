import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { devVoucherBodySchema } from '../../contract/payments/paymentRequests';
import { issueVoucher } from '../billing/vouchers';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';

/**
 * TEST only: a fresh voucher for a plan, so tests and end-to-end runs find a code without
 * guessing one and never use up the seeded ones. Not registered outside TEST.
 */
export function registerDevVoucherRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development voucher endpoint exists only in the TEST environment');
  app.post(API_PATHS.devVouchers, async (request, reply) => {
    const { plan } = parseInput(devVoucherBodySchema, request.body, 'body');
    return sendData(request, reply, await issueVoucher(context.db, plan), 201);
  });
}
