import type { Queryable } from '@payment-client/server-kit/db';
import type { PlanDefinition } from '../../contract/payments/paymentConstants';
import { wrongInput } from '../http/apiError';
import { canBenefitFromTrial } from './premiumGrant';

export const trialNotAllowed = (field: string) => wrongInput('payment.trialNotAllowed', [{ field, messageKey: 'payment.trialNotAllowed' }]);

/** What a card checkout of a plan takes now. */
export interface CheckoutCharge {
  /** A free trial: the card is verified for nothing and kept on file for when the trial ends. */
  isTrial: boolean;
  /** Minor units authorized at checkout: zero for a trial. */
  amount: number;
}

/**
 * Decided before any card is typed: a plan with a trial is free at checkout for an account that
 * never had a trial, and is refused (400 naming `field`) for one that did, so nobody is offered a
 * trial and then charged the price instead. Plans without a trial take their price.
 */
export async function checkoutCharge(db: Queryable, subscriberId: string, plan: PlanDefinition, field: string): Promise<CheckoutCharge> {
  if (plan.trialDuration === 0) return { isTrial: false, amount: plan.amount };
  if (!(await canBenefitFromTrial(db, subscriberId, plan))) throw trialNotAllowed(field);
  return { isTrial: true, amount: 0 };
}
