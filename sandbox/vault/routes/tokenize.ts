import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { requireBearer } from '../../http/bearer';
import { ApiError, notFound } from '../../http/errors';
import { newId } from '../../db/ids';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { cardBin } from '../../../headless/core/card';
import { cardFieldContext, sealCardField } from '../cardCipher';
import { checkCard } from '../cardRules';
import { checkClientMetadata } from '../clientMetadata';
import type { CardField } from '../resolveCard';
import { findVaultSession } from '../vaultSessions';
import { tokenizeBodySchema, tokenizeParamsSchema } from './tokenize.schema';

async function storeCard(
  tx: Transaction,
  context: SandboxContext,
  vaultId: string,
  card: { digits: string; network: string; expiryMonth: string; expiryYear: string; securityCode: string; cardholderName: string | undefined },
  now: Date,
): Promise<Answer> {
  const key = context.keys.cardCipher;
  const cardId = newId('rec');
  const bin = cardBin(card.digits);
  const lastFour = card.digits.slice(-4);
  await tx.query(
    `INSERT INTO vault.cards (id, vault_id, card_number_encrypted, security_code_encrypted, cardholder_name_encrypted,
       expiry_month, expiry_year, network, bin, last_four, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      cardId,
      vaultId,
      sealCardField(key, card.digits, cardFieldContext(cardId, 'card_number')),
      sealCardField(key, card.securityCode, cardFieldContext(cardId, 'security_code')),
      card.cardholderName === undefined ? null : sealCardField(key, card.cardholderName, cardFieldContext(cardId, 'cardholder_name')),
      card.expiryMonth,
      card.expiryYear,
      card.network,
      bin,
      lastFour,
      now.toISOString(),
    ],
  );
  const fields: CardField[] = ['card_number', 'expiry_month', 'expiry_year', 'security_code'];
  if (card.cardholderName !== undefined) fields.push('cardholder_name');
  const tokens: Partial<Record<CardField, string>> = {};
  for (const field of fields) {
    const token = newId('tok');
    await tx.query('INSERT INTO vault.tokens (token, vault_id, card_id, field, created_at) VALUES ($1, $2, $3, $4, $5)', [
      token,
      vaultId,
      cardId,
      field,
      now.toISOString(),
    ]);
    tokens[field] = token;
  }
  return { statusCode: 201, body: { id: cardId, tokens, bin, lastFour, network: card.network } };
}

/**
 * Called by the card frame, which runs on the vault origin: same-origin, so no CORS headers,
 * and a page on another origin cannot read the answer.
 */
export function registerTokenizeRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/vaults/:vaultId/tokenize', async (request, reply) => {
    const now = context.clock();
    const { vaultId } = parseInput(tokenizeParamsSchema, request.params, 'params');
    await requireBearer(request, { key: context.keys.vaultToken, scope: 'vault', subject: vaultId, now });
    checkClientMetadata(request);
    const idempotencyKey = readIdempotencyKey(request, false);
    const body = parseInput(tokenizeBodySchema, request.body, 'body');
    const check = checkCard(body, now);
    if (!check.ok) throw new ApiError(422, 'INVALID_CARD', check.message, check.fields);

    const answer = await context.db.transaction(async (tx) => {
      if (!(await findVaultSession(tx, vaultId))) throw notFound(`Vault ${vaultId}`);
      return runIdempotent(
        tx,
        { table: 'vault.idempotency_keys', scope: vaultId, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () =>
          storeCard(
            tx,
            context,
            vaultId,
            {
              digits: check.digits,
              network: check.network,
              expiryMonth: body.expiry_month,
              expiryYear: body.expiry_year,
              securityCode: body.security_code,
              cardholderName: check.cardholderName,
            },
            now,
          ),
      );
    });
    return sendStoredAnswer(reply, answer);
  });
}
