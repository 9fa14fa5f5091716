import type { CheckoutView } from '../core/checkout/checkoutView';
import type { DropInMessageKey } from '../core/i18n/dropInMessages';
import { formatAmount, type Locale, type Translate } from '../core/i18n/translate';
import type { Amount } from '../core/session/sessionSchema';
import { payButtonProps, type PayButtonProps } from './payButtonProps';

export interface ResultMessageProps {
  message: string;
}

export interface FailureMessageProps {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

export interface ChallengeFrameProps {
  href: string;
  /** The screen's width: the frame takes the largest size that fits it (PC-3DS-4). */
  screenWidth: number;
  title: string;
  cancelLabel: string;
  onCancel: () => void;
}

export interface PopupOverlayProps {
  message: string;
  cancelLabel: string;
  onCancel: () => void;
}

export interface LoaderProps {
  visible: boolean;
  label: string;
}

/** The pay button's texts: its label, and what it says while the payment runs. */
export interface PayButtonLabels {
  label: string;
  loadingLabel: string;
}

export interface CheckoutViewActions {
  pay: () => unknown;
  cancel: () => void;
  dismissFailure: () => void;
}

/** What the view's texts are made of. */
export interface CheckoutViewTexts {
  translate: Translate;
  amount: Amount;
  locale: Locale;
  /** The drop-in's own texts: its redirect button's and its popup overlay's. */
  text?: Translate<DropInMessageKey>;
  /** The redirect button's label: the active option's name. */
  redirectLabel?: string;
}

// A view with no pay button (a wallet pays with its vendor's) still gives a disabled one to a getter that asks.
const NO_PAY_BUTTON = { disabled: true, busy: false };

/** Prop getters over the core's checkout view: what the card form's and the drop-in's components spread. */
export interface CheckoutViewProps {
  /** The core's view of the checkout (checkoutView). */
  view: CheckoutView;
  getPayButtonProps(): PayButtonProps;
  getPayButtonLabels(): PayButtonLabels;
  getResultProps(): ResultMessageProps | null;
  getFailureProps(): FailureMessageProps | null;
  getChallengeProps(): ChallengeFrameProps | null;
  getPopupProps(): PopupOverlayProps | null;
  getLoaderProps(): LoaderProps;
}

export function checkoutViewProps(view: CheckoutView, { translate, amount, locale, text, redirectLabel }: CheckoutViewTexts, actions: CheckoutViewActions): CheckoutViewProps {
  return {
    view,
    getPayButtonProps: (): PayButtonProps => payButtonProps(view.payButton ?? NO_PAY_BUTTON, actions.pay),
    getPayButtonLabels: (): PayButtonLabels =>
      view.payButton?.kind === 'redirect' && text
        ? { label: redirectLabel ?? '', loadingLabel: text('redirect.loading') }
        : {
            // A verification takes nothing: its button names what it does instead of an amount.
            label: translate(view.payButton?.kind === 'verify' ? 'payButton.verify' : 'payButton.pay', { amount: formatAmount(amount.value, amount.currency, locale) }),
            loadingLabel: translate('payButton.processing'),
          },
    getResultProps: (): ResultMessageProps | null => (view.result ? { message: translate(view.result) } : null),
    getFailureProps: (): FailureMessageProps | null =>
      view.failure ? { message: translate(view.failure), dismissLabel: translate('result.dismiss'), onDismiss: actions.dismissFailure } : null,
    getChallengeProps: (): ChallengeFrameProps | null =>
      view.challengeFrame ? { ...view.challengeFrame, title: translate('threeDS.title'), cancelLabel: translate('threeDS.cancel'), onCancel: actions.cancel } : null,
    getPopupProps: (): PopupOverlayProps | null => (view.popup && text ? { message: text('redirect.popupTitle'), cancelLabel: text('redirect.cancel'), onCancel: actions.cancel } : null),
    getLoaderProps: (): LoaderProps => ({ visible: view.loading, label: translate('loader.label') }),
  };
}

