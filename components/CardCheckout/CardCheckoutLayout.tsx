import { useAppearance } from '../../headless/react/useAppearance';
import { textDirection } from '../../headless/core/i18n/translate';
import { CardForm } from '../CardForm/CardForm';
import { Installments } from '../Installments/Installments';
import { LoaderOverlay } from '../LoaderOverlay/LoaderOverlay';
import { PayButton } from '../PayButton/PayButton';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';
import { FailureMessage } from '../ResultMessage/FailureMessage';
import { SuccessMessage } from '../ResultMessage/SuccessMessage';
import type { CardCheckoutProps } from './CardCheckout';
import type { CheckoutViews } from './checkoutViews';

export interface CardCheckoutLayoutProps extends CardCheckoutProps {
  /** The billing address and 3-D Secure views, as the entry provides them. */
  views: CheckoutViews;
  /** No pay button below the form: a button of its own pays it (the script tag's `paymentButton()`). */
  withoutPayButton?: boolean;
}

/**
 * The card form, its pay button and the result messages. What shows comes from the hook's view
 * (the core's checkout selector); the views of parts that load later come from the entry.
 */
export function CardCheckoutLayout({ cardForm, appearance, views, withoutPayButton }: CardCheckoutLayoutProps) {
  const { BillingAddress, ThreeDSChallenge } = views;
  const { checkout, locale } = cardForm;
  const themed = useAppearance(appearance ?? cardForm.appearance);
  const result = cardForm.getResultProps();
  const failure = cardForm.getFailureProps();
  const challenge = cardForm.getChallengeProps();
  return (
    <div className="pc-Checkout" {...themed} dir={textDirection(locale)} lang={locale} data-status={checkout.status}>
      {result ? (
        <SuccessMessage {...result} />
      ) : (
        <>
          <CardForm frameContainerRef={cardForm.frameContainerRef} isReady={cardForm.isReady} />
          <Installments {...cardForm.fields.installments} />
          <BillingAddress {...cardForm.fields.billingAddress} />
          <StoreInstrument {...cardForm.fields.storeInstrument} />
          {failure ? <FailureMessage {...failure} /> : null}
          {withoutPayButton ? null : <PayButton {...cardForm.getPayButtonProps()} {...cardForm.getPayButtonLabels()} />}
        </>
      )}
      {challenge ? <ThreeDSChallenge {...challenge} /> : null}
      <LoaderOverlay {...cardForm.getLoaderProps()} />
    </div>
  );
}
