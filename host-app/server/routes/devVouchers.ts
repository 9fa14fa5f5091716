import type { FastifyInstance } from 'fastify';
import { customAlphabet } from 'nanoid';
import { API_PATHS } from '../../shared/apiPaths';
import { devVoucherBodySchema } from '../../shared/paymentRequests';
import { issueVoucher } from '../billing/vouchers';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';

const voucherSuffix = customAlphabet('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 12);

/**
 * TEST only: a fresh voucher for a plan, so end-to-end runs against a lasting database never use
 * up the seeded codes. Not registered outside TEST.
 */
export function registerDevVoucherRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development voucher endpoint exists only in the TEST environment');
  app.post(API_PATHS.devVouchers, async (request, reply) => {
    const { plan } = parseInput(devVoucherBodySchema, request.body, 'body');
    return sendData(request, reply, await issueVoucher(context.db, plan, `TEST-${voucherSuffix()}`), 201);
  });
}
