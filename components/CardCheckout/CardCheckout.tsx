import type { Appearance } from '../../headless/core/appearance/appearanceSchema';
import type { UseCardFormResult } from '../../headless/react/useCardForm';
import { BillingAddress } from '../BillingAddress/BillingAddress';
import { ThreeDSChallenge } from '../ThreeDSChallenge/ThreeDSChallenge';
import { CardCheckoutLayout } from './CardCheckoutLayout';
import type { CheckoutViews } from './checkoutViews';

export interface CardCheckoutProps {
  cardForm: UseCardFormResult;
  /** Overrides the client's `appearance` option for this checkout's own elements (the frame keeps the client's). */
  appearance?: Appearance;
}

const views: CheckoutViews = { BillingAddress, ThreeDSChallenge };

/**
 * The card form, its pay button and the result messages, as the npm package offers them, with
 * the billing address and 3-D Secure views it imports (see `CardCheckoutLayout`).
 * @selector .pc-Checkout [data-theme] [data-status="idle" | "authorizing" | "challenge" | "success" | "pending" | "failure" ...]
 */
export function CardCheckout(props: CardCheckoutProps) {
  return <CardCheckoutLayout {...props} views={views} />;
}
