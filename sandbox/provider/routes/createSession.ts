import type { FastifyInstance } from 'fastify';
import { paymentClientSessionSchema, type PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { encodeInitResponse } from '../../../headless/core/session/decodeInitResponse';
import { SESSION_TTL_SECONDS, type SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { newId } from '../../db/ids';
import type { Answer } from '../../http/idempotency';
import { issueToken } from '@payment-client/server-kit/jwt';
import { createVaultSession } from '../../vault/vaultSessions';
import { insertExecution } from '../executions';
import { holderIdFor } from '../holders';
import { instrumentBody, listHolderInstruments } from '../instruments';
import { seedDemoInstruments } from '../instrumentSeeds';
import { sessionLinks, vaultLinks } from '../links';
import { PAYMENT_METHOD_CODES, sessionPaymentMethods } from '../paymentMethods';
import { SESSION_SCOPE, VAULT_SCOPE } from '../sessionAuth';
import { createSessionBodySchema, type CreateSessionBody } from './createSession.schema';
import { registerMerchantCommand } from './merchantCommand';

export const VAULT_PROVIDER_CONFIG_ID = 'sandbox-card-vault';

/** The vault half of a session (payment or payout): its own vault token, as long-lived as the session token. */
export async function sessionVaultConfiguration(context: SandboxContext, vaultId: string, now: Date, ttlSeconds: number): Promise<PaymentClientSession['vaultConfiguration']> {
  return {
    vaultId,
    vaultUrl: context.vaultOrigin,
    token: await issueToken(vaultId, VAULT_SCOPE, now, ttlSeconds, context.keys.vaultToken),
    vaultType: 'sandbox',
    providerConfigId: VAULT_PROVIDER_CONFIG_ID,
    cardTableName: 'cards',
    links: vaultLinks(context.vaultOrigin, context.providerOrigin, vaultId),
  };
}

async function createSession(tx: Transaction, context: SandboxContext, merchantScope: string, body: CreateSessionBody, now: Date): Promise<Answer> {
  const executionId = newId('exe');
  const vaultId = newId('vlt');
  const holderId = holderIdFor(context, merchantScope, body.holderReference);
  const allowedOrigins = [...new Set(body.allowedOrigins)];
  const paymentMethods = body.paymentMethods ?? [...PAYMENT_METHOD_CODES];
  const ttlSeconds = body.tokenTtlSeconds ?? SESSION_TTL_SECONDS;

  await insertExecution(
    tx,
    {
      id: executionId,
      merchantReference: body.merchantReference,
      holderReference: body.holderReference ?? null,
      holderId,
      amount: body.amount,
      vaultId,
      allowedOrigins,
      paymentMethods,
      executionFaults: body.simulate?.executionFaults ?? [],
    },
    now,
  );
  await createVaultSession(tx, { vaultId, executionId, allowedOrigins }, now);
  await seedDemoInstruments(tx, body.holderReference, holderId, now);
  const storedInstruments = await listHolderInstruments(tx, holderId);

  const session: PaymentClientSession = {
    token: await issueToken(executionId, SESSION_SCOPE, now, ttlSeconds, context.keys.providerToken),
    execution: { id: executionId, merchantReference: body.merchantReference, workflow: { code: 'payment', version: 1 } },
    ...(body.holderReference === undefined ? {} : { holderReference: body.holderReference }),
    holderId,
    amount: body.amount,
    vaultConfiguration: await sessionVaultConfiguration(context, vaultId, now, ttlSeconds),
    links: sessionLinks(context.providerOrigin, executionId),
    paymentMethods: sessionPaymentMethods(paymentMethods, body.amount, context.providerOrigin),
    storedInstruments: storedInstruments.map(instrumentBody),
    allowedOrigins,
  };
  // The SDK parses the session with exactly this schema; a mismatch is a sandbox bug, not bad input.
  // executionId beside the envelope: the merchant's server keeps it with its order to confirm the payment later.
  return { statusCode: 201, body: { ...encodeInitResponse(paymentClientSessionSchema.parse(session)), executionId } };
}

export function registerCreateSessionRoute(app: FastifyInstance, context: SandboxContext): void {
  registerMerchantCommand(app, context, {
    path: '/v1/payment-sessions',
    summary: 'Create a payment session: the init response for the page ({version, data}) and the executionId to keep with the order',
    body: createSessionBodySchema,
    successStatus: 201,
    idempotencyKeyRequired: false,
    run: (tx, merchantScope, body, now) => createSession(tx, context, merchantScope, body, now),
  });
}
