import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { executionIdSchema } from '../../contract/payments/paymentRequests';
import { ResultCode } from '../../contract/http/resultCodes';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { ProductApiError } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { createInboxProcessing, type InboxProcessing } from './inboxProcessing';
import { storeInboxEvent } from './webhookInbox';
import { checkWebhookSignature, WEBHOOK_SIGNATURE_HEADER, type WebhookSignatureCheck } from './webhookSignature';

/** Where the provider delivers its events (registered with the provider at start-up). */
export const PROVIDER_WEBHOOK_PATH = '/api/v1/webhooks/provider';

/** The provider's events are larger than the site's requests: a payment with its history. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Provider events being settled after their delivery was answered. */
    providerWebhooks: InboxProcessing;
  }
}

/** Only what the product reads; the provider may add fields. */
const eventSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'input.invalidValue')),
  type: z.string().check(z.regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, 'input.invalidValue')),
  data: z.object({ executionId: z.optional(executionIdSchema) }),
});

const SIGNATURE_PROBLEMS = {
  missing: 'webhook.signatureMissing',
  malformed: 'webhook.signatureMalformed',
  mismatch: 'webhook.signatureMismatch',
  expired: 'webhook.signatureExpired',
} as const satisfies Record<Exclude<WebhookSignatureCheck, { ok: true }>['problem'], string>;

/**
 * The provider's webhooks (SEC-27): the signature and its age are checked on the raw
 * body before anything in it is read, the event id is stored once, and the answer goes back at
 * once; the payment is settled afterwards from the provider's own record.
 */
export function registerProviderWebhookRoute(app: FastifyInstance, context: ProductContext): void {
  const processing = createInboxProcessing(context);
  app.decorate('providerWebhooks', processing);
  app.addHook('onClose', async () => {
    await processing.idle();
  });

  // Its own scope: the signature covers the exact bytes, so this route reads the body unparsed.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(PROVIDER_WEBHOOK_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const check = checkWebhookSignature(context.payments.webhookSecret, typeof header === 'string' ? header : undefined, rawBody, context.clock());
      if (!check.ok) {
        throw new ProductApiError(400, ResultCode.WrongInputs, SIGNATURE_PROBLEMS[check.problem], {
          fields: [{ field: `headers.${WEBHOOK_SIGNATURE_HEADER}`, messageKey: SIGNATURE_PROBLEMS[check.problem] }],
        });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new ProductApiError(400, ResultCode.WrongInputs, 'input.malformedJson', { fields: [{ field: 'body', messageKey: 'input.malformedJson' }] });
      }
      const event = parseInput(eventSchema, parsed, 'body');
      const inboxEvent = { eventId: event.id, eventType: event.type, executionId: event.data.executionId ?? null };
      const first = await storeInboxEvent(context.db, inboxEvent, context.clock());
      if (first) processing.start(inboxEvent);
      return sendData(request, reply, { eventId: event.id, duplicate: !first });
    });
  });
}
