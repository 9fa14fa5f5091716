import { textDirection } from '../../headless/core/i18n/translate';
import { useAppearance } from '../../headless/react/useAppearance';
import { ApplePayButton } from '../ApplePayButton/ApplePayButton';
import { CardForm } from '../CardForm/CardForm';
import { GenericRedirectButton } from '../GenericRedirectButton/GenericRedirectButton';
import { GooglePayButton } from '../GooglePayButton/GooglePayButton';
import { Installments } from '../Installments/Installments';
import { LoaderOverlay } from '../LoaderOverlay/LoaderOverlay';
import { PayButton } from '../PayButton/PayButton';
import { PayPalButton } from '../PayPalButton/PayPalButton';
import { FailureMessage } from '../ResultMessage/FailureMessage';
import { SuccessMessage } from '../ResultMessage/SuccessMessage';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';
import type { DropInProps } from './DropIn';
import { DropInItem } from './DropInItem';
import type { DropInViews } from './dropInViews';

export interface DropInLayoutProps extends DropInProps {
  /** The billing address, form method, 3-D Secure and provider popup views, as the entry provides them. */
  views: DropInViews;
}

/**
 * The option list, the active option's body, one pay button and the flow's overlays. What shows
 * comes from the hook's view (the core's checkout selector); the views of parts that load later
 * come from the entry.
 */
export function DropInLayout({ dropIn, appearance, views }: DropInLayoutProps) {
  const { BillingAddress, ThreeDSChallenge, DropInFormOption, RedirectPopup } = views;
  const { checkout, text, locale, fields, view } = dropIn;
  const themed = useAppearance(appearance ?? dropIn.appearance);
  const result = dropIn.getResultProps();
  const failure = dropIn.getFailureProps();
  const challenge = dropIn.getChallengeProps();
  const popup = dropIn.getPopupProps();
  const PayButtonOfKind = view.payButton?.kind === 'redirect' ? GenericRedirectButton : PayButton;
  return (
    <div ref={dropIn.rootRef} className="pc-DropIn pc-Theme" {...themed} dir={textDirection(locale)} lang={locale} data-status={checkout.status}>
      {result ? (
        <SuccessMessage {...result} />
      ) : (
        <>
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
          {failure ? <FailureMessage {...failure} /> : null}
          {view.payButton ? <PayButtonOfKind {...dropIn.getPayButtonProps()} {...dropIn.getPayButtonLabels()} /> : null}
          {challenge ? <ThreeDSChallenge {...challenge} /> : null}
          {popup ? <RedirectPopup {...popup} /> : null}
          <LoaderOverlay {...dropIn.getLoaderProps()} />
        </>
      )}
    </div>
  );
}
