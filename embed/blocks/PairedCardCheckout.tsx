import { CardCheckoutLayout } from '../../components/CardCheckout/CardCheckoutLayout';
import { PayButton } from '../../components/PayButton/PayButton';
import type { PaymentBlockState } from '../../headless/core/blocks/paymentBlockState';
import type { ParsedCardFormOptions } from '../../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../../headless/core/client/createPaymentClient';
import type { PaymentClientError } from '../../headless/core/errors/PaymentClientError';
import { textDirection } from '../../headless/core/i18n/translate';
import type { Store } from '../../headless/core/store/createStore';
import { useAppearance } from '../../headless/react/useAppearance';
import { useCardCheckout } from '../../headless/react/useCardCheckout';
import { usePaymentButtonBlock } from '../../headless/react/usePaymentButtonBlock';
import { extensionParts } from '../extensions/extensionParts';
import { extensionViews } from '../extensions/extensionViews';
import { useRenderedIn } from './useRenderedIn';

// The script tag's card checkout: its later parts load as extension scripts, as `cardForm()`'s do.
const useScriptTagCardForm = (client: PaymentClient, options: ParsedCardFormOptions) => useCardCheckout(client, options, extensionParts);

export interface PairedCardCheckoutProps {
  client: PaymentClient;
  options: ParsedCardFormOptions;
  button: Store<PaymentBlockState>;
  onError: (error: PaymentClientError) => void;
}

/**
 * A card form paid by a payment button (PC-BLOCK-6): the card checkout where the form is
 * mounted, without its pay button, which shows in the button's element, themed as the form, until
 * the payment has its result. One checkout serves both.
 * @selector .pc-Checkout ; .pc-Block [data-block="paymentButton"] .pc-PayButton
 */
export function PairedCardCheckout({ client, options, button, onError }: PairedCardCheckoutProps) {
  const { cardForm, buttonElement } = usePaymentButtonBlock(client, options, button, useScriptTagCardForm);
  const themed = useAppearance(cardForm.appearance);
  const payButton = cardForm.getResultProps() ? null : (
    <div className="pc-Block pc-Theme" data-block="paymentButton" {...themed} dir={textDirection(cardForm.locale)} lang={cardForm.locale}>
      <PayButton {...cardForm.getPayButtonProps()} {...cardForm.getPayButtonLabels()} />
    </div>
  );
  useRenderedIn(buttonElement, payButton, onError);
  return <CardCheckoutLayout cardForm={cardForm} views={extensionViews} withoutPayButton />;
}
