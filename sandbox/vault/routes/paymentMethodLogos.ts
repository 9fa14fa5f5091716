import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHOD_CODES } from '../../provider/paymentMethods';
import { registerIconRoutes } from './iconRoutes';

/** `/assets/payment-methods/{code}.svg`: the drop-in's option logo for each method the sandbox offers. */
export const registerPaymentMethodLogoRoutes = (app: FastifyInstance): void => registerIconRoutes(app, 'payment-methods', PAYMENT_METHOD_CODES);
