import type { Appearance } from '../../headless/core/appearance/appearanceSchema';
import { threeDSFrameSize } from '../../headless/core/executor/constants';
import { failureMessageKey } from '../../headless/core/checkout/failureMessageKey';
import { formatAmount, textDirection } from '../../headless/core/i18n/translate';
import { useAppearance } from '../../headless/react/useAppearance';
import type { UseDropInResult } from '../../headless/react/useDropIn';
import { ApplePayButton } from '../ApplePayButton/ApplePayButton';
import { BillingAddress } from '../BillingAddress/BillingAddress';
import { CardForm } from '../CardForm/CardForm';
import { GenericRedirectButton } from '../GenericRedirectButton/GenericRedirectButton';
import { GooglePayButton } from '../GooglePayButton/GooglePayButton';
import { Installments } from '../Installments/Installments';
import { LoaderOverlay } from '../LoaderOverlay/LoaderOverlay';
import { PayButton } from '../PayButton/PayButton';
import { PayPalButton } from '../PayPalButton/PayPalButton';
import { RedirectPopup } from '../RedirectPopup/RedirectPopup';
import { FailureMessage } from '../ResultMessage/FailureMessage';
import { SuccessMessage } from '../ResultMessage/SuccessMessage';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';
import { ThreeDSChallenge } from '../ThreeDSChallenge/ThreeDSChallenge';
import { DropInFormOption } from './DropInFormOption';
import { DropInItem } from './DropInItem';

export interface DropInProps {
  dropIn: UseDropInResult;
  /** Overrides the client's `appearance` option for the drop-in's own elements (the card frame keeps the client's). */
  appearance?: Appearance;
  /** The screen width the challenge frame is sized for. */
  screenWidth?: number;
}

/**
 * The option list, the active option's body, one pay button and the flow's overlays.
 * @selector .pc-DropIn.pc-Theme [data-theme] [data-status="idle" | "authorizing" | "challenge" | "success" | "pending" | "failure" ...]
 */
export function DropIn({ dropIn, appearance, screenWidth = typeof screen === 'undefined' ? 600 : screen.width }: DropInProps) {
  const { checkout, translate, text, locale, amount, activeOption, fields } = dropIn;
  const themed = useAppearance(appearance ?? dropIn.appearance);
  if (checkout.status === 'success' || checkout.status === 'pending') {
    return (
      <div ref={dropIn.rootRef} className="pc-DropIn pc-Theme" {...themed} dir={textDirection(locale)} lang={locale} data-status={checkout.status}>
        <SuccessMessage message={translate(checkout.status === 'success' ? 'result.success' : 'result.pending')} />
      </div>
    );
  }
  const payLabel = translate('payButton.pay', { amount: formatAmount(amount.value, amount.currency, locale) });
  const size = threeDSFrameSize(screenWidth);
  return (
    <div ref={dropIn.rootRef} className="pc-DropIn pc-Theme" {...themed} dir={textDirection(locale)} lang={locale} data-status={checkout.status}>
      <fieldset className="pc-DropIn-list">
        <legend className="pc-VisuallyHidden">{text('dropIn.legend')}</legend>
        {dropIn.options.map((option) => (
          <DropInItem key={option.id} radio={dropIn.getOptionProps(option)} label={dropIn.optionLabel(option)} logo={dropIn.optionLogo(option)} alone={dropIn.showsAlone}>
            {option.kind === 'card' && fields ? (
              <>
                <CardForm frameContainerRef={dropIn.frameContainerRef} isReady={dropIn.form.status === 'ready'} />
                <Installments {...fields.installments} />
                <BillingAddress {...fields.billingAddress} />
                <StoreInstrument {...fields.storeInstrument} />
              </>
            ) : option.kind === 'payPal' ? (
              <PayPalButton {...dropIn.getPayPalButtonProps()} />
            ) : option.kind === 'googlePay' ? (
              <GooglePayButton {...dropIn.getWalletButtonProps('googlePay')} />
            ) : option.kind === 'applePay' ? (
              <ApplePayButton {...dropIn.getWalletButtonProps('applePay')} />
            ) : option.kind === 'form' ? (
              <DropInFormOption dropIn={dropIn} option={option} />
            ) : null}
          </DropInItem>
        ))}
      </fieldset>
      {checkout.status === 'failure' ? (
        <FailureMessage message={translate(failureMessageKey(checkout.code))} dismissLabel={translate('result.dismiss')} onDismiss={dropIn.dismissFailure} />
      ) : null}
      {activeOption?.kind === 'redirect' ? (
        <GenericRedirectButton {...dropIn.getPayButtonProps()} label={dropIn.optionLabel(activeOption)} loadingLabel={text('redirect.loading')} />
      ) : activeOption === undefined || activeOption.kind === 'card' || activeOption.kind === 'storedInstrument' || activeOption.kind === 'form' ? (
        // With nothing chosen yet the button is there, disabled: its default state (section 2 block 12).
        <PayButton {...dropIn.getPayButtonProps()} label={payLabel} loadingLabel={translate('payButton.processing')} />
      ) : null}
      {checkout.status === 'challenge' && checkout.presentation === 'frame' ? (
        <ThreeDSChallenge href={checkout.href} width={size.width} height={size.height} title={translate('threeDS.title')} cancelLabel={translate('threeDS.cancel')} onCancel={dropIn.cancel} />
      ) : null}
      {checkout.status === 'awaitingPopup' || (checkout.status === 'challenge' && checkout.presentation === 'popup') ? (
        <RedirectPopup message={text('redirect.popupTitle')} cancelLabel={text('redirect.cancel')} onCancel={dropIn.cancel} />
      ) : null}
      <LoaderOverlay visible={checkout.status === 'authorizing'} label={translate('loader.label')} />
    </div>
  );
}
