import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError } from '../../http/errors';
import type { Answer } from '../../http/idempotency';
import { returnUrlProblem } from '../../urls/returnUrls';
import { discardSecurityCode } from '../../vault/resolveCard';
import { refuseBlockedExecution } from '../authorizationAttempts';
import { planAuthorization } from '../authorizationPlan';
import { allowsNewAuthorization, findLatestAuthorization, insertAuthorization, waitsForShopper, type ReturnInfo } from '../authorizations';
import { appendStatus, type ExecutionRow } from '../executions';
import { executionLinks } from '../links';
import { resolvePaymentSource, type PaymentSource } from '../paymentSources';
import { completeAuthorization, settleDueAuthorization } from '../settlement';
import { REPLACED_REASON } from '../testOutcomes';
import { emitWebhookEvent } from '../webhooks/events';
import { authorizeBodySchema, type AuthorizeBody } from './authorize.schema';
import { checkAmounts, checkMethodsOffered } from './checks';
import { registerExecutionCommand } from './executionCommand';

/** Return pages must be safe URLs on an origin the merchant allowed for this session (SEC-14). */
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
  if (execution.kind !== 'payment') {
    throw new ApiError(403, 'AUTHORIZE_NOT_ALLOWED', 'This is a payout session: it pays out to its stored card and cannot authorize a payment');
  }
  // A decline that is due counts as one, as it would for any reader of the execution.
  await settleDueAuthorization(tx, execution.id, now, false);
  await refuseBlockedExecution(tx, execution.id);
  const latest = await findLatestAuthorization(tx, execution.id, true);
  const replaced = latest && waitsForShopper(latest) ? latest : null;
  if (latest && !replaced && !allowsNewAuthorization(latest)) {
    throw new ApiError(
      409,
      'ALREADY_AUTHORIZED',
      'This execution already has an authorize request that is being decided or succeeded: read the execution for its outcome; only a failed one, or one still waiting for the shopper, can be followed by another',
    );
  }
  checkAmounts(execution, body.amount, body.paymentComposition, 'paymentComposition');
  const returnInfo = checkReturnInfo(execution, body);
  checkMethodsOffered(execution, body.paymentComposition, 'paymentComposition');
  const sources = await resolveSources(tx, context, execution, body);
  const [firstItem] = body.paymentComposition;
  if (!firstItem) throw new ApiError(422, 'INVALID_INSTRUMENT', 'Nothing to authorize', ['paymentComposition']);

  // Only a request that passed every check replaces the one the shopper left.
  if (replaced) await completeAuthorization(tx, replaced, { outcome: 'authorizeFailed', reason: REPLACED_REASON, errorCode: 'cancelled' }, now, now);

  const storeInstrument = firstItem.storeInstrument === true;
  const plan = planAuthorization(sources, storeInstrument, new Date(now.getTime() + context.settleDelayMs), execution.amount.value === 0);
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
  if (plan.pendingAction !== null) {
    await appendStatus(tx, execution.id, 'authorizePending', now);
    await emitWebhookEvent(tx, 'payment.pending', execution.id, now);
  }
  for (const source of sources) {
    if (source.kind === 'card' && source.fromVaultTokens && source.card.cardId !== null) await discardSecurityCode(tx, source.card.cardId);
  }
  return { statusCode: 202, body: { links: { execution: executionLinks(context.providerOrigin, execution.id).execution } } };
}

export function registerAuthorizeRoute(app: FastifyInstance, context: SandboxContext): void {
  registerExecutionCommand(app, context, '/v1/executions/:id/authorize', authorizeBodySchema, (tx, execution, body, now) => authorize(tx, context, execution, body, now));
}
