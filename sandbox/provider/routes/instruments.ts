import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { AUTHORIZATION_HEADER } from '../../http/bearer';
import { ApiError, notFound } from '../../http/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { discardSecurityCode, resolveCard } from '../../vault/resolveCard';
import { findExecution, type ExecutionRow } from '../executions';
import { cardDisplayName, findHolderInstrument, insertInstrument, instrumentBody, updateInstrument } from '../instruments';
import { INSTRUMENTS_PATH } from '../links';
import { requireSessionToken } from '../sessionAuth';
import { VAULT_PROVIDER_CONFIG_ID } from './createSession';
import { instrumentParamsSchema, saveInstrumentBodySchema, updateInstrumentBodySchema, type SaveInstrumentBody, type UpdateInstrumentBody } from './instruments.schema';

/** The payload must describe this session's holder and vault: a session cannot save cards for another. */
function checkSaveTarget(execution: ExecutionRow, body: SaveInstrumentBody): void {
  const bad: string[] = [];
  if (body.holderId !== undefined && body.holderId !== execution.holderId) bad.push('holderId');
  if (body.holderReference !== undefined && body.holderReference !== execution.holderReference) bad.push('holderReference');
  if (bad.length > 0) throw new ApiError(422, 'HOLDER_MISMATCH', "holderId and holderReference must be the session's", bad);
  if (body.vaultProviderConfigId !== undefined && body.vaultProviderConfigId !== VAULT_PROVIDER_CONFIG_ID) {
    throw new ApiError(422, 'INVALID_VAULT_PROVIDER_CONFIG', `vaultProviderConfigId must be the session's vaultConfiguration.providerConfigId (${VAULT_PROVIDER_CONFIG_ID})`, [
      'vaultProviderConfigId',
    ]);
  }
}

async function saveInstrument(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: SaveInstrumentBody, now: Date): Promise<Answer> {
  checkSaveTarget(execution, body);
  const resolution = await resolveCard(tx, context.keys.cardCipher, execution.vaultId, body.data.cardData);
  if (!resolution.ok) {
    throw new ApiError(
      422,
      'INVALID_INSTRUMENT',
      "Unknown card: the tokens must come from this session's vault and be unused",
      resolution.badFields.map((field) => `data.cardData.${field}`),
    );
  }
  const { card } = resolution;
  const instrument = await insertInstrument(
    tx,
    {
      holderId: execution.holderId,
      paymentMethod: 'card',
      status: 'enabled',
      displayName: cardDisplayName(card.network, card.lastFour),
      network: card.network,
      bin: card.bin,
      lastFour: card.lastFour,
      cardId: card.cardId,
      futureUsage: body.futureUsage,
      merchantReference: body.merchantReference ?? execution.merchantReference,
      sourceExecutionId: execution.id,
    },
    now,
  );
  // A stored card keeps no CVC (PCI DSS 3.3.1.2).
  await discardSecurityCode(tx, card.cardId);
  return { statusCode: 201, body: instrumentBody(instrument) };
}

async function changeInstrument(tx: Transaction, execution: ExecutionRow, instrumentId: string, body: UpdateInstrumentBody, now: Date): Promise<Answer> {
  if (!(await findHolderInstrument(tx, execution.holderId, instrumentId, true))) throw notFound(`Instrument ${instrumentId}`);
  const updated = await updateInstrument(tx, instrumentId, body, now);
  return { statusCode: 200, body: instrumentBody(updated) };
}

async function deleteInstrument(tx: Transaction, execution: ExecutionRow, instrumentId: string, now: Date): Promise<Answer> {
  if (!(await findHolderInstrument(tx, execution.holderId, instrumentId, true))) throw notFound(`Instrument ${instrumentId}`);
  await updateInstrument(tx, instrumentId, { status: 'deleted' }, now);
  return { statusCode: 204, body: null };
}

/**
 * Runs an instrument call for the holder of the session whose token it carries, in one
 * transaction, idempotent per execution. The body is parsed after the token is checked.
 */
async function runForHolder<B>(
  request: FastifyRequest,
  reply: FastifyReply,
  context: SandboxContext,
  parseBody: () => B,
  work: (tx: Transaction, execution: ExecutionRow, body: B, now: Date) => Promise<Answer>,
): Promise<FastifyReply> {
  const now = context.clock();
  const claims = await requireSessionToken(request, context, now);
  const idempotencyKey = readIdempotencyKey(request, false);
  const body = parseBody();
  const answer = await context.db.transaction(async (tx) => {
    const execution = await findExecution(tx, claims.sub, true);
    if (!execution) throw new ApiError(401, 'UNAUTHORIZED', 'The bearer token is not valid for this resource', [AUTHORIZATION_HEADER]);
    return runIdempotent(
      tx,
      { table: 'provider.idempotency_keys', scope: `execution:${execution.id}`, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
      () => work(tx, execution, body, now),
    );
  });
  return sendStoredAnswer(reply, answer);
}

/** Stored instruments of the session's holder: save a card, rename or disable one, delete one. */
export function registerInstrumentRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post(INSTRUMENTS_PATH, async (request, reply) =>
    runForHolder(
      request,
      reply,
      context,
      () => parseInput(saveInstrumentBodySchema, request.body, 'body'),
      (tx, execution, body, now) => saveInstrument(tx, context, execution, body, now),
    ),
  );

  app.patch(`${INSTRUMENTS_PATH}/:instrumentId`, async (request, reply) => {
    const { instrumentId } = parseInput(instrumentParamsSchema, request.params, 'params');
    return runForHolder(
      request,
      reply,
      context,
      () => parseInput(updateInstrumentBodySchema, request.body, 'body'),
      (tx, execution, body, now) => changeInstrument(tx, execution, instrumentId, body, now),
    );
  });

  app.delete(`${INSTRUMENTS_PATH}/:instrumentId`, async (request, reply) => {
    const { instrumentId } = parseInput(instrumentParamsSchema, request.params, 'params');
    return runForHolder(
      request,
      reply,
      context,
      () => undefined,
      (tx, execution, _body, now) => deleteInstrument(tx, execution, instrumentId, now),
    );
  });
}
