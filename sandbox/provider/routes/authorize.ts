import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError, notFound } from '../../shared/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../shared/idempotency';
import { returnUrlProblem } from '../../shared/returnUrls';
import { parseInput } from '../../shared/validation';
import { discardSecurityCode } from '../../vault/resolveCard';
import { planAuthorization } from '../authorizationPlan';
import { findAuthorization, insertAuthorization, type ReturnInfo } from '../authorizations';
import { appendStatus, findExecution, type ExecutionRow } from '../executions';
import { executionLinks } from '../links';
import { resolvePaymentSource, type PaymentSource } from '../paymentSources';
import { requireSessionToken } from '../sessionAuth';
import { authorizeBodySchema, executionParamsSchema, type AuthorizeBody } from './authorize.schema';
import { checkAmounts, checkMethodsOffered } from './checks';

/** Return pages must be safe URLs on an origin the merchant allowed for this session (SECURITY.md item 14). */
function checkReturnInfo(execution: ExecutionRow, body: AuthorizeBody): ReturnInfo | null {
  if (!body.returnInfo) return null;
  const entries = Object.entries(body.returnInfo).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const problems = entries.flatMap(([name, url]) => {
    const problem = returnUrlProblem(url, execution.allowedOrigins);
    return problem === null ? [] : [{ field: `returnInfo.${name}`, problem }];
  });
  if (problems.length > 0) {
    throw new ApiError(
      422,
      'INVALID_RETURN_URL',
      `Return URLs must be absolute https URLs (http only on localhost) on one of the session's allowedOrigins: ${problems.map((entry) => `${entry.field} ${entry.problem}`).join('; ')}`,
      problems.map((entry) => entry.field),
    );
  }
  return Object.fromEntries(entries);
}

async function resolveSources(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: AuthorizeBody): Promise<PaymentSource[]> {
  const sources: PaymentSource[] = [];
  const bad: string[] = [];
  for (const [index, item] of body.paymentComposition.entries()) {
    const resolution = await resolvePaymentSource(tx, context, execution, item, `paymentComposition.${index}`);
    if (resolution.ok) sources.push(resolution.source);
    else bad.push(...resolution.badFields);
  }
  if (bad.length > 0) {
    throw new ApiError(
      422,
      'INVALID_INSTRUMENT',
      "Unknown payment instrument: card tokens must come from this session's vault and be unused, wallet tokens must be readable, and stored instruments must be enabled instruments of this holder for this method",
      bad,
    );
  }
  return sources;
}

async function authorize(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: AuthorizeBody, now: Date): Promise<Answer> {
  if (await findAuthorization(tx, execution.id)) {
    throw new ApiError(409, 'ALREADY_AUTHORIZED', 'This execution already has an authorize request: read the execution for its outcome');
  }
  checkAmounts(execution, body.amount, body.paymentComposition, 'paymentComposition');
  const returnInfo = checkReturnInfo(execution, body);
  checkMethodsOffered(execution, body.paymentComposition, 'paymentComposition');
  const sources = await resolveSources(tx, context, execution, body);
  const [firstItem] = body.paymentComposition;
  if (!firstItem) throw new ApiError(422, 'INVALID_INSTRUMENT', 'Nothing to authorize', ['paymentComposition']);

  const storeInstrument = firstItem.storeInstrument === true;
  const plan = planAuthorization(sources, storeInstrument, new Date(now.getTime() + context.settleDelayMs));
  const card = sources.flatMap((source) => (source.kind === 'card' || source.kind === 'walletCard' ? [source.card] : []))[0];
  const stored = sources.find((source) => source.kind === 'storedAccount' || (source.kind === 'card' && source.instrumentId !== null));
  await insertAuthorization(tx, {
    executionId: execution.id,
    paymentMethodCode: firstItem.paymentMethodCode,
    outcome: plan.outcome,
    declineReason: plan.reason,
    errorCode: plan.outcome === 'authorizeFailed' ? 'declined' : null,
    network: card?.network ?? null,
    bin: card?.bin ?? null,
    lastFour: card?.lastFour ?? null,
    cardId: card?.cardId ?? null,
    instrumentId: stored?.kind === 'storedAccount' ? stored.instrument.id : stored?.kind === 'card' ? stored.instrumentId : null,
    storeInstrument,
    pendingAction: plan.pendingAction,
    actionParameters: plan.actionParameters,
    returnInfo,
    readsBeforeSettle: plan.readsBeforeSettle,
    requestedAt: now,
    settleAt: plan.settleAt,
  });
  await appendStatus(tx, execution.id, 'authorizeRequested', now);
  if (plan.pendingAction !== null) await appendStatus(tx, execution.id, 'authorizePending', now);
  for (const source of sources) {
    if (source.kind === 'card' && source.fromVaultTokens && source.card.cardId !== null) await discardSecurityCode(tx, source.card.cardId);
  }
  return { statusCode: 202, body: { links: { execution: executionLinks(context.providerOrigin, execution.id).execution } } };
}

export function registerAuthorizeRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/executions/:id/authorize', async (request, reply) => {
    const now = context.clock();
    const { id } = parseInput(executionParamsSchema, request.params, 'params');
    requireSessionToken(request, context, now, id);
    const idempotencyKey = readIdempotencyKey(request, true);
    const body = parseInput(authorizeBodySchema, request.body, 'body');
    const answer = await context.db.transaction(async (tx) => {
      // Locks the execution first: concurrent authorize calls for it run one after the other.
      const execution = await findExecution(tx, id, true);
      if (!execution) throw notFound(`Execution ${id}`);
      return runIdempotent(
        tx,
        { table: 'provider.idempotency_keys', scope: `execution:${id}`, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () => authorize(tx, context, execution, body, now),
      );
    });
    return sendStoredAnswer(reply, answer);
  });
}
