import type { Appearance } from '../../headless/core/appearance/appearanceSchema';
import { useAppearance } from '../../headless/react/useAppearance';
import type { UseCardFormResult } from '../../headless/react/useCardForm';
import { textDirection } from '../../headless/core/i18n/translate';
import { BillingAddress } from '../BillingAddress/BillingAddress';
import { CardForm } from '../CardForm/CardForm';
import { Installments } from '../Installments/Installments';
import { LoaderOverlay } from '../LoaderOverlay/LoaderOverlay';
import { PayButton } from '../PayButton/PayButton';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';
import { ThreeDSChallenge } from '../ThreeDSChallenge/ThreeDSChallenge';
import { FailureMessage } from '../ResultMessage/FailureMessage';
import { SuccessMessage } from '../ResultMessage/SuccessMessage';

export interface CardCheckoutProps {
  cardForm: UseCardFormResult;
  /** Overrides the client's `appearance` option for this checkout's own elements (the frame keeps the client's). */
  appearance?: Appearance;
}

/**
 * The card form, its pay button and the result messages, as the script tag mounts them. What
 * shows comes from the hook's view (the core's checkout selector).
 * @selector .pc-Checkout [data-theme] [data-status="idle" | "authorizing" | "challenge" | "success" | "pending" | "failure" ...]
 */
export function CardCheckout({ cardForm, appearance }: CardCheckoutProps) {
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
          <PayButton {...cardForm.getPayButtonProps()} {...cardForm.getPayButtonLabels()} />
        </>
      )}
      {challenge ? <ThreeDSChallenge {...challenge} /> : null}
      <LoaderOverlay {...cardForm.getLoaderProps()} />
    </div>
  );
}
