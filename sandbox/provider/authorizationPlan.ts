import { newId } from '../db/ids';
import type { AuthorizeResult, PendingAction } from './authorizations';
import type { PaymentSource } from './paymentSources';
import { redirectPresentation } from './paymentMethods';
import { cardBehaviour, zeroAmountBehaviour, type CardBehaviour } from './testCards';

/** How an authorize request proceeds: settle to an outcome, wait for the shopper, or wait for reads. */
export interface AuthorizationPlan {
  /** Null while the shopper has to act (pendingAction). */
  outcome: AuthorizeResult | null;
  reason: string | null;
  pendingAction: PendingAction | null;
  actionParameters: Record<string, string> | null;
  readsBeforeSettle: number | null;
  settleAt: Date | null;
}

const settlesAt = (settleAt: Date, outcome: AuthorizeResult, reason: string | null = null): AuthorizationPlan => ({
  outcome,
  reason,
  pendingAction: null,
  actionParameters: null,
  readsBeforeSettle: null,
  settleAt,
});

const waitsFor = (pendingAction: PendingAction, actionParameters: Record<string, string> | null = null): AuthorizationPlan => ({
  outcome: null,
  reason: null,
  pendingAction,
  actionParameters,
  readsBeforeSettle: null,
  settleAt: null,
});

function behaviourOf(source: PaymentSource): CardBehaviour | null {
  if (source.kind === 'card') return cardBehaviour(source.card.cardNumber);
  if (source.kind !== 'walletCard') return null;
  const behaviour = cardBehaviour(source.card.cardNumber);
  // Apple Pay authenticates the shopper in the wallet itself: no challenge follows.
  return source.wallet === 'applePay' && behaviour.kind === 'challenge' ? { kind: 'settle', outcome: { code: 'authorizeSuccessful' } } : behaviour;
}

/** Several cards: the first decline wins, then a challenge, then the slow card, else success. */
function planCards(behaviours: readonly CardBehaviour[], settleAt: Date): AuthorizationPlan {
  for (const behaviour of behaviours) {
    if (behaviour.kind === 'settle' && behaviour.outcome.code === 'authorizeFailed') return settlesAt(settleAt, 'authorizeFailed', behaviour.outcome.reason);
  }
  if (behaviours.some((behaviour) => behaviour.kind === 'challenge')) return waitsFor('3ds');
  const reads = Math.max(0, ...behaviours.map((behaviour) => (behaviour.kind === 'slow' ? behaviour.reads : 0)));
  if (reads > 0) return { ...settlesAt(settleAt, 'authorizeSuccessful'), readsBeforeSettle: reads };
  return settlesAt(settleAt, 'authorizeSuccessful');
}

export function planAuthorization(sources: readonly PaymentSource[], storeInstrument: boolean, settleAt: Date, zeroAmount: boolean): AuthorizationPlan {
  const behaviours = sources
    .map(behaviourOf)
    .filter((behaviour): behaviour is CardBehaviour => behaviour !== null)
    .map((behaviour) => (zeroAmount ? zeroAmountBehaviour(behaviour) : behaviour));
  if (behaviours.length > 0) return planCards(behaviours, settleAt);
  const [source] = sources;
  switch (source?.kind) {
    case 'payPal':
      // With storeInstrument the shopper approves a billing agreement instead of a one-time order.
      return waitsFor('confirm', storeInstrument ? { billingToken: newId('bat') } : { orderId: newId('ord') });
    case 'redirect':
      return waitsFor(redirectPresentation(source.code));
    default:
      // Stored PayPal and Google Pay accounts and bank accounts are charged without a shopper step.
      return settlesAt(settleAt, 'authorizeSuccessful');
  }
}
