import { createPortal } from 'react-dom';
import { CardForm } from '../../components/CardForm/CardForm';
import { Installments } from '../../components/Installments/Installments';
import { LoaderOverlay } from '../../components/LoaderOverlay/LoaderOverlay';
import { PayButton } from '../../components/PayButton/PayButton';
import { FailureMessage } from '../../components/ResultMessage/FailureMessage';
import { SuccessMessage } from '../../components/ResultMessage/SuccessMessage';
import { StoreInstrument } from '../../components/StoreInstrument/StoreInstrument';
import type { PaymentBlockState } from '../../headless/core/blocks/paymentBlockState';
import type { ParsedCardFormOptions } from '../../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../../headless/core/client/createPaymentClient';
import { textDirection } from '../../headless/core/i18n/translate';
import type { Store } from '../../headless/core/store/createStore';
import { useAppearance } from '../../headless/react/useAppearance';
import { useCardCheckout } from '../../headless/react/useCardCheckout';
import { usePaymentButtonBlock } from '../../headless/react/usePaymentButtonBlock';
import { extensionParts } from '../extensions/extensionParts';
import { extensionViews } from '../extensions/extensionViews';

// The script tag's card checkout: its later parts load as extension scripts, as `cardForm()`'s do.
const useScriptTagCardForm = (client: PaymentClient, options: ParsedCardFormOptions) => useCardCheckout(client, options, extensionParts);

export interface PairedCardCheckoutProps {
  client: PaymentClient;
  options: ParsedCardFormOptions;
  button: Store<PaymentBlockState>;
}

/**
 * A card form paid by a payment button (section 2 block 12): the card checkout where the form is
 * mounted, but its pay button in the button's element. One tree, so one checkout serves both.
 * @selector .pc-Checkout ; .pc-Block [data-block="paymentButton"] .pc-PayButton
 */
export function PairedCardCheckout({ client, options, button }: PairedCardCheckoutProps) {
  const { BillingAddress, ThreeDSChallenge } = extensionViews;
  const { cardForm, buttonElement } = usePaymentButtonBlock(client, options, button, useScriptTagCardForm);
  const { checkout, locale } = cardForm;
  const themed = useAppearance(cardForm.appearance);
  const root = { ...themed, dir: textDirection(locale), lang: locale };
  const result = cardForm.getResultProps();
  const failure = cardForm.getFailureProps();
  const challenge = cardForm.getChallengeProps();
  return (
    <div className="pc-Checkout" {...root} data-status={checkout.status}>
      {result ? (
        <SuccessMessage {...result} />
      ) : (
        <>
          <CardForm frameContainerRef={cardForm.frameContainerRef} isReady={cardForm.isReady} />
          <Installments {...cardForm.fields.installments} />
          <BillingAddress {...cardForm.fields.billingAddress} />
          <StoreInstrument {...cardForm.fields.storeInstrument} />
          {failure ? <FailureMessage {...failure} /> : null}
        </>
      )}
      {challenge ? <ThreeDSChallenge {...challenge} /> : null}
      <LoaderOverlay {...cardForm.getLoaderProps()} />
      {buttonElement && !result
        ? createPortal(
            <div className="pc-Block pc-Theme" data-block="paymentButton" {...root}>
              <PayButton {...cardForm.getPayButtonProps()} {...cardForm.getPayButtonLabels()} />
            </div>,
            buttonElement,
          )
        : null}
    </div>
  );
}
