import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../shared/apiPaths';
import { devTrialChargesBodySchema } from '../../shared/paymentRequests';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';
import { chargeEndedTrials } from './trialCharges';

/**
 * TEST only: one run of the trial-end job in this API process (which holds the database), as of
 * `asOf` so a test need not wait seven days, for one subscriber when named so parallel tests do
 * not charge each other's trials. Not registered outside TEST.
 */
export function registerDevTrialChargesRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development trial-charges endpoint exists only in the TEST environment');
  app.post(API_PATHS.devTrialCharges, async (request, reply) => {
    const body = parseInput(devTrialChargesBodySchema, request.body ?? {}, 'body');
    const asOf = body.asOf === undefined ? context.clock() : new Date(body.asOf);
    return sendData(request, reply, await chargeEndedTrials(context, asOf, { subscriberId: body.subscriberId }));
  });
}
