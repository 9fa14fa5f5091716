import type { Appearance } from '../../headless/core/appearance/appearanceSchema';
import { failureMessageKey } from '../../headless/core/checkout/failureMessageKey';
import { useAppearance } from '../../headless/react/useAppearance';
import type { UseCardFormResult } from '../../headless/react/useCardForm';
import { formatAmount, textDirection } from '../../headless/core/i18n/translate';
import { BillingAddress } from '../BillingAddress/BillingAddress';
import { CardForm } from '../CardForm/CardForm';
import { Installments } from '../Installments/Installments';
import { LoaderOverlay } from '../LoaderOverlay/LoaderOverlay';
import { PayButton } from '../PayButton/PayButton';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';
import { ThreeDSChallenge } from '../ThreeDSChallenge/ThreeDSChallenge';
import { threeDSFrameSize } from '../../headless/core/executor/constants';
import { FailureMessage } from '../ResultMessage/FailureMessage';
import { SuccessMessage } from '../ResultMessage/SuccessMessage';

export interface CardCheckoutProps {
  cardForm: UseCardFormResult;
  /** Overrides the client's `appearance` option for this checkout's own elements (the frame keeps the client's). */
  appearance?: Appearance;
  /** The screen width the 3-D Secure frame is sized for. */
  screenWidth?: number;
}

/**
 * The card form, its pay button and the result messages, as the script tag mounts them.
 * @selector .pc-Checkout [data-theme] [data-status="idle" | "authorizing" | "challenge" | "success" | "pending" | "failure" ...]
 */
export function CardCheckout({ cardForm, appearance, screenWidth = typeof screen === 'undefined' ? 600 : screen.width }: CardCheckoutProps) {
  const { checkout, amount, translate, locale } = cardForm;
  const themed = useAppearance(appearance ?? cardForm.appearance);
  return (
    <div className="pc-Checkout" {...themed} dir={textDirection(locale)} lang={locale} data-status={checkout.status}>
      {checkout.status === 'success' ? (
        <SuccessMessage message={translate('result.success')} />
      ) : checkout.status === 'pending' ? (
        <SuccessMessage message={translate('result.pending')} />
      ) : (
        <>
          <CardForm frameContainerRef={cardForm.frameContainerRef} isReady={cardForm.isReady} />
          <Installments {...cardForm.fields.installments} />
          <BillingAddress {...cardForm.fields.billingAddress} />
          <StoreInstrument {...cardForm.fields.storeInstrument} />
          {checkout.status === 'failure' ? (
            <FailureMessage message={translate(failureMessageKey(checkout.code))} dismissLabel={translate('result.dismiss')} onDismiss={cardForm.dismissFailure} />
          ) : null}
          <PayButton
            {...cardForm.getPayButtonProps()}
            label={translate('payButton.pay', { amount: formatAmount(amount.value, amount.currency, locale) })}
            loadingLabel={translate('payButton.processing')}
          />
        </>
      )}
      {checkout.status === 'challenge' && checkout.presentation === 'frame' ? (
        <ThreeDSChallenge
          href={checkout.href}
          {...threeDSFrameSize(screenWidth)}
          title={translate('threeDS.title')}
          cancelLabel={translate('threeDS.cancel')}
          onCancel={cardForm.cancel}
        />
      ) : null}
      <LoaderOverlay visible={checkout.status === 'authorizing'} label={translate('loader.label')} />
    </div>
  );
}
