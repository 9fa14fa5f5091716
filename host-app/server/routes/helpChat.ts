import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { HelpMessageAccepted } from '../../contract/help/helpTypes';
import { optionalSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { helpMessagesFor, storeHelpMessage } from '../help/helpMessageStore';
import { sendData } from '../http/answer';
import { notFound, wrongInput } from '../http/apiError';
import { answerLocale } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { RATE_LIMITS } from '../securityPolicy';
import { findSubscriberById } from '../subscribers/subscriberStore';
import { devHelpMessagesQuerySchema, helpMessageBodySchema } from './helpChat.schema';

/**
 * The help chat: a message is stored for the support team and answered with its acknowledgement
 * number. A subscriber with an email is answered at that email; anyone else names one.
 */
export function registerHelpChatRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.helpMessages, async (request, reply) => {
    const now = context.clock();
    const body = parseInput(helpMessageBodySchema, request.body, 'body');
    const signedIn = await optionalSubscriber(request, context, now);
    const subscriber = signedIn ? await findSubscriberById(context.db, signedIn.subscriberId) : undefined;
    if (signedIn && !subscriber) throw notFound('notFound.subscriber');
    const replyTo = subscriber?.email ?? body.email;
    if (replyTo === undefined) throw wrongInput('help.emailNeeded', [{ field: 'body.email', messageKey: 'help.emailNeeded' }]);
    await context.rateLimiter.consume(RATE_LIMITS.helpMessagePerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.helpMessagePerSender, subscriber?.id ?? replyTo, now);
    const acknowledgement = await storeHelpMessage(
      context.db,
      { subscriberId: subscriber?.id ?? null, replyTo, message: body.message, locale: answerLocale(request) },
      now,
    );
    return sendData(request, reply, { acknowledgement, replyTo } satisfies HelpMessageAccepted, 201);
  });
}

/** TEST only: the messages stored for a reply-to email, so tests can read back what the chat sent. */
export function registerDevHelpChatRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development help chat endpoint exists only in the TEST environment');
  app.get(API_PATHS.devHelpMessages, async (request, reply) => {
    const { email } = parseInput(devHelpMessagesQuerySchema, request.query, 'query');
    return sendData(request, reply, await helpMessagesFor(context.db, email));
  });
}
