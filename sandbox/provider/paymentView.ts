import type { Queryable } from '../db';
import { authorizationStatus, listAuthorizations, type AuthorizationRow } from './authorizations';
import type { ExecutionRow } from './executions';
import { listMoneyMovements, totalOf, type MoneyMovement } from './moneyMovements';
import type { Amount } from './routes/amount.schema';

/**
 * Where a payment stands for the merchant: `open` before any authorize request, then the
 * current authorization's status, then what the merchant did with a successful one.
 */
export const PAYMENT_STATUSES = [
  'open',
  'authorizeRequested',
  'authorizePending',
  'authorizeSuccessful',
  'authorizeFailed',
  'voided',
  'captured',
  'partiallyRefunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface AuthorizationView {
  id: string;
  paymentMethodCode: string;
  outcome: string;
  network: string | null;
  lastFour: string | null;
  declineReason: string | null;
  requestedAt: string;
  voidedAt: string | null;
}

export interface MoneyMovementView {
  id: string;
  kind: MoneyMovement['kind'];
  amount: Amount;
  reason: string | null;
  createdAt: string;
}

/** The merchant-key read of a payment: what a merchant's server checks before it ships an order. */
export interface PaymentView {
  executionId: string;
  merchantReference: string;
  status: PaymentStatus;
  amount: Amount;
  /** The current authorization's method; card details only for cards. */
  paymentMethod: { paymentMethodCode: string; network: string | null; lastFour: string | null } | null;
  captured: Amount;
  refunded: Amount;
  /** Newest first: the first is the one that counts, every earlier one failed. */
  authorizations: AuthorizationView[];
  moneyMovements: MoneyMovementView[];
}

function statusOf(current: AuthorizationRow | undefined, captured: number, refunded: number): PaymentStatus {
  if (!current) return 'open';
  const outcome = authorizationStatus(current) as PaymentStatus;
  if (outcome !== 'authorizeSuccessful') return outcome;
  if (current.voidedAt !== null) return 'voided';
  if (refunded > 0) return refunded >= captured ? 'refunded' : 'partiallyRefunded';
  return captured > 0 ? 'captured' : 'authorizeSuccessful';
}

/** Builds the view inside the caller's transaction; it applies nothing that is due. */
export async function buildPaymentView(tx: Queryable, execution: ExecutionRow): Promise<PaymentView> {
  const authorizations = await listAuthorizations(tx, execution.id);
  const movements = await listMoneyMovements(tx, execution.id);
  const captured = totalOf(movements, 'capture');
  const refunded = totalOf(movements, 'refund');
  const current = authorizations[0];
  const { currency } = execution.amount;
  return {
    executionId: execution.id,
    merchantReference: execution.merchantReference,
    status: statusOf(current, captured, refunded),
    amount: execution.amount,
    paymentMethod: current ? { paymentMethodCode: current.paymentMethodCode, network: current.network, lastFour: current.lastFour } : null,
    captured: { value: captured, currency },
    refunded: { value: refunded, currency },
    authorizations: authorizations.map((authorization) => ({
      id: authorization.id,
      paymentMethodCode: authorization.paymentMethodCode,
      outcome: authorizationStatus(authorization),
      network: authorization.network,
      lastFour: authorization.lastFour,
      declineReason: authorization.settledAt === null ? null : authorization.declineReason,
      requestedAt: authorization.requestedAt.toISOString(),
      voidedAt: authorization.voidedAt?.toISOString() ?? null,
    })),
    moneyMovements: movements.map((movement) => ({
      id: movement.id,
      kind: movement.kind,
      amount: movement.amount,
      reason: movement.reason,
      createdAt: movement.createdAt.toISOString(),
    })),
  };
}
