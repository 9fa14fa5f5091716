import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { readIdempotencyKey } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { findExecution, type ExecutionRow } from '../executions';
import { WALLET_MERCHANT } from '../paymentMethods';
import { requireSessionToken } from '../sessionAuth';
import { executionParamsSchema } from './authorize.schema';
import { checkAmounts, checkMethodOffered } from './checks';
import { readApplePaySessionBody, type ApplePaySessionBody } from './applePaySession.schema';

/** Apple's merchant sessions are valid for an hour (times in epoch milliseconds). */
const MERCHANT_SESSION_TTL_MS = 60 * 60 * 1000;

/** The shop's page must be on one of the session's allowed origins, as Apple requires a registered domain. */
function checkDomain(execution: ExecutionRow, host: string, field: string): void {
  const allowed = execution.allowedOrigins.some((origin) => {
    const url = new URL(origin);
    return url.host === host || url.hostname === host;
  });
  if (!allowed) throw new ApiError(422, 'INVALID_DOMAIN', `${field} must be the host of one of the session's allowedOrigins`, [field]);
}

function isThisRoute(requestUrl: string, executionId: string): boolean {
  try {
    return new URL(requestUrl).pathname === `/v1/executions/${executionId}/apple-pay-session`;
  } catch {
    return false;
  }
}

/** An opaque merchant session in Apple's shape; the signature only binds it to the sandbox's key. */
function merchantSession(context: SandboxContext, body: ApplePaySessionBody, now: Date) {
  const session = {
    epochTimestamp: now.getTime(),
    expiresAt: now.getTime() + MERCHANT_SESSION_TTL_MS,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: createHash('sha256').update(WALLET_MERCHANT.applePayMerchantIdentifier).digest('hex').toUpperCase(),
    domainName: body.clientDomain,
    displayName: WALLET_MERCHANT.name,
  };
  const signature = createHmac('sha256', context.keys.requestFingerprint).update(JSON.stringify(session)).digest('base64');
  return { ...session, signature };
}

/** Merchant validation for Apple Pay (PC-APPLEPAY-4). Nothing is stored. */
export function registerApplePaySessionRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/executions/:id/apple-pay-session', async (request) => {
    const now = context.clock();
    const { id } = parseInput(executionParamsSchema, request.params, 'params');
    await requireSessionToken(request, context, now, id);
    // Accepted for uniformity with the other calls; a merchant session is never reused, so nothing is kept.
    readIdempotencyKey(request, false);
    const body = readApplePaySessionBody(request.body);
    const execution = await findExecution(context.db, id);
    if (!execution) throw notFound(`Execution ${id}`);
    checkMethodOffered(execution, body.paymentMethodCode, 'paymentMethodCode');
    checkAmounts(execution, body.amount, [body], 'amount');
    // The link the client says it asked must be this one: a client posting elsewhere's link is confused.
    if (body.requestUrl !== undefined && !isThisRoute(body.requestUrl, id)) {
      throw new ApiError(422, 'INVALID_REQUEST_URL', "requestUrl must be this execution's createApplePaySession link", ['requestUrl']);
    }
    checkDomain(execution, body.clientDomain, body.domainField);
    return { data: merchantSession(context, body, now) };
  });
}
