import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { DevEmail } from '../../contract/account/accountTypes';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';
import type { DevEmailOutbox } from './devEmailOutbox';

const devEmailsQuerySchema = z.strictObject({ to: z.email() });

/**
 * TEST only: the account emails sent to an address, oldest first, for end-to-end tests. It is
 * registered only when the server runs in TEST, so in production the path does not exist at all.
 */
export function registerDevEmailsRoute(app: FastifyInstance, context: ProductContext, outbox: DevEmailOutbox): void {
  if (context.env !== 'test') throw new Error('The development email endpoint exists only in the TEST environment');
  app.get(API_PATHS.devEmails, async (request, reply) => {
    const { to } = parseInput(devEmailsQuerySchema, request.query, 'query');
    const emails: DevEmail[] = outbox.sentTo(to).map((email) => ({ ...email, sentAt: email.sentAt.toISOString() }));
    return sendData(request, reply, emails);
  });
}
