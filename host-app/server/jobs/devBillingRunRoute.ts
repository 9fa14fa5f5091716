import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { devBillingRunBodySchema, devTrialChargesBodySchema } from '../../contract/payments/paymentRequests';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';
import { runBillingJobs } from './billingRun';

/**
 * TEST only: one run of every billing job in this API process (which holds the database), as of
 * `asOf` so a test need not wait a month, for one subscriber when named so parallel tests do not
 * bill each other. Not registered outside TEST. The older trial-charges path runs the same and
 * answers the trial-end job's report, as it always did.
 */
export function registerDevBillingRunRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development billing-run endpoint exists only in the TEST environment');
  app.post(API_PATHS.devBillingRun, async (request, reply) => {
    const body = parseInput(devBillingRunBodySchema, request.body ?? {}, 'body');
    const asOf = body.asOf === undefined ? context.clock() : new Date(body.asOf);
    return sendData(request, reply, await runBillingJobs(context, asOf, { subscriberId: body.subscriberId }));
  });
  app.post(API_PATHS.devTrialCharges, async (request, reply) => {
    const body = parseInput(devTrialChargesBodySchema, request.body ?? {}, 'body');
    const asOf = body.asOf === undefined ? context.clock() : new Date(body.asOf);
    return sendData(request, reply, (await runBillingJobs(context, asOf, { subscriberId: body.subscriberId })).trialCharges);
  });
}
