import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError, notFound } from '../../shared/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../shared/idempotency';
import { parseInput } from '../../shared/validation';
import { discardSecurityCode, resolveCard, type ResolvedCard } from '../../vault/resolveCard';
import { appendStatus, findExecution, type ExecutionRow } from '../executions';
import { executionLinks } from '../links';
import { requireSessionToken } from '../sessionAuth';
import { authorizationOutcome, type AuthorizationOutcome } from '../testCards';
import { authorizeBodySchema, executionParamsSchema, type AuthorizeBody } from './authorize.schema';

function checkAmounts(execution: ExecutionRow, body: AuthorizeBody): void {
  const expected = execution.amount;
  if (body.amount.value !== expected.value || body.amount.currency !== expected.currency) {
    throw new ApiError(422, 'AMOUNT_MISMATCH', `The amount must be the session's amount: ${expected.value} ${expected.currency} (minor units)`, ['amount']);
  }
  const bad = body.paymentComposition.flatMap((item, index) => (item.amount.currency === expected.currency ? [] : [`paymentComposition.${index}.amount.currency`]));
  const total = body.paymentComposition.reduce((sum, item) => sum + item.amount.value, 0);
  if (bad.length > 0 || total !== expected.value) {
    throw new ApiError(422, 'AMOUNT_MISMATCH', 'The paymentComposition amounts must add up to the amount, in the same currency', bad.length > 0 ? bad : ['paymentComposition']);
  }
}

/** Return pages must be on an origin the merchant allowed for this session (open-redirect guard). */
function checkReturnInfo(execution: ExecutionRow, body: AuthorizeBody): void {
  const entries = Object.entries(body.returnInfo ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const bad = entries.filter(([, url]) => !execution.allowedOrigins.includes(new URL(url).origin)).map(([name]) => `returnInfo.${name}`);
  if (bad.length > 0) throw new ApiError(422, 'INVALID_RETURN_URL', "Return URLs must be on one of the session's allowedOrigins", bad);
}

async function resolveCards(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: AuthorizeBody): Promise<ResolvedCard[]> {
  const cards: ResolvedCard[] = [];
  const bad: string[] = [];
  for (const [index, item] of body.paymentComposition.entries()) {
    const path = `paymentComposition.${index}`;
    const cardData = item.paymentInstrumentData?.cardData;
    if (!cardData) {
      // Stored instruments are not issued by the sandbox yet, so no id can match.
      bad.push(`${path}.paymentInstrumentId`);
      continue;
    }
    const resolution = await resolveCard(tx, context.keys.cardCipher, execution.vaultId, cardData);
    if (resolution.ok) cards.push(resolution.card);
    else bad.push(...resolution.badFields.map((field) => `${path}.paymentInstrumentData.cardData.${field}`));
  }
  if (bad.length > 0) throw new ApiError(422, 'INVALID_INSTRUMENT', "Unknown payment instrument: card tokens must come from this session's vault and be unused", bad);
  return cards;
}

async function authorize(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: AuthorizeBody, now: Date): Promise<Answer> {
  const existing = await tx.query('SELECT 1 FROM provider.authorizations WHERE execution_id = $1', [execution.id]);
  if (existing.rows.length > 0) throw new ApiError(409, 'ALREADY_AUTHORIZED', 'This execution already has an authorize request: read the execution for its outcome');
  checkAmounts(execution, body);
  checkReturnInfo(execution, body);
  const cards = await resolveCards(tx, context, execution, body);
  const [first] = cards;
  if (!first) throw new ApiError(422, 'INVALID_INSTRUMENT', 'No card to authorize', ['paymentComposition']);

  const outcomes = cards.map((card) => authorizationOutcome(card.cardNumber));
  const outcome: AuthorizationOutcome = outcomes.find((candidate) => candidate.code === 'authorizeFailed') ?? { code: 'authorizeSuccessful' };
  const settleAt = new Date(now.getTime() + context.settleDelayMs);
  await tx.query(
    `INSERT INTO provider.authorizations (execution_id, outcome, decline_reason, network, bin, last_four, card_id, requested_at, settle_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      execution.id,
      outcome.code,
      outcome.code === 'authorizeFailed' ? outcome.reason : null,
      first.network,
      first.bin,
      first.lastFour,
      first.cardId,
      now.toISOString(),
      settleAt.toISOString(),
    ],
  );
  await appendStatus(tx, execution.id, 'authorizeRequested', now);
  for (const card of cards) await discardSecurityCode(tx, card.cardId);
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
