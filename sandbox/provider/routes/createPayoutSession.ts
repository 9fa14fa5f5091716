import type { FastifyInstance } from 'fastify';
import { encodeInitResponse } from '../../../headless/core/session/decodeInitResponse';
import { paymentClientSessionSchema, type PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { SESSION_TTL_SECONDS, type SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { newId } from '../../db/ids';
import type { Answer } from '../../http/idempotency';
import { issueToken } from '@payment-client/server-kit/jwt';
import { createVaultSession } from '../../vault/vaultSessions';
import { insertExecution } from '../executions';
import { holderIdFor } from '../holders';
import { instrumentBody } from '../instruments';
import { payoutSessionLinks } from '../links';
import { requirePayableCard } from '../payoutRequests';
import { SESSION_SCOPE } from '../sessionAuth';
import { sessionVaultConfiguration } from './createSession';
import { createPayoutSessionBodySchema, type CreatePayoutSessionBody } from './payoutSession.schema';
import { registerMerchantCommand } from './merchantCommand';

/**
 * A session for one payout: the amount and the stored card are fixed here, by the merchant's
 * server, so the browser holding the session token can pay out exactly that and nothing else.
 * It offers no payment methods, and its executions refuse authorize requests.
 */
async function createPayoutSession(tx: Transaction, context: SandboxContext, merchantScope: string, body: CreatePayoutSessionBody, now: Date): Promise<Answer> {
  const holderId = holderIdFor(context, merchantScope, body.holderReference);
  const payee = await requirePayableCard(tx, context, holderId, body.paymentInstrumentId, 'paymentInstrumentId');
  const executionId = newId('exe');
  const vaultId = newId('vlt');
  const allowedOrigins = [...new Set(body.allowedOrigins)];
  const ttlSeconds = body.tokenTtlSeconds ?? SESSION_TTL_SECONDS;

  await insertExecution(
    tx,
    {
      id: executionId,
      merchantReference: body.merchantReference,
      holderReference: body.holderReference,
      holderId,
      amount: body.amount,
      vaultId,
      allowedOrigins,
      paymentMethods: [],
      executionFaults: [],
      kind: 'payout',
      payoutInstrumentId: payee.instrument.id,
    },
    now,
  );
  // The SDK's session carries a vault; this one is never needed for the payout itself.
  await createVaultSession(tx, { vaultId, executionId, allowedOrigins }, now);

  const session: PaymentClientSession = {
    token: await issueToken(executionId, SESSION_SCOPE, now, ttlSeconds, context.keys.providerToken),
    execution: { id: executionId, merchantReference: body.merchantReference, workflow: { code: 'payout', version: 1 } },
    holderReference: body.holderReference,
    holderId,
    amount: body.amount,
    vaultConfiguration: await sessionVaultConfiguration(context, vaultId, now, ttlSeconds),
    links: payoutSessionLinks(context.providerOrigin, executionId),
    paymentMethods: [],
    storedInstruments: [instrumentBody(payee.instrument)],
    allowedOrigins,
  };
  return { statusCode: 201, body: encodeInitResponse(paymentClientSessionSchema.parse(session)) };
}

export function registerCreatePayoutSessionRoute(app: FastifyInstance, context: SandboxContext): void {
  registerMerchantCommand(app, context, {
    path: '/v1/payout-sessions',
    body: createPayoutSessionBodySchema,
    idempotencyKeyRequired: false,
    run: (tx, merchantScope, body, now) => createPayoutSession(tx, context, merchantScope, body, now),
  });
}
