import type { ChangeEvent, FocusEvent, KeyboardEvent, RefCallback } from 'react';
import type { Appearance } from '../core/appearance/appearanceSchema';
import type { CardFormState } from '../core/cardForm/cardFormState';
import type { CheckoutState } from '../core/checkout/checkoutReducer';
import type { PaymentPreparation } from '../core/checkout/paymentRunner';
import type { PaymentClient } from '../core/client/createPaymentClient';
import type { DropInMessageKey } from '../core/i18n/dropInMessages';
import type { OptionLifecycle } from '../core/dropIn/dropInReducer';
import type { PaymentOption, WalletMethod } from '../core/dropIn/paymentOptions';
import type { WalletButtonStatus } from '../core/dropIn/walletsState';
import type { DynamicForm } from '../core/dynamicForm/createDynamicForm';
import type { DynamicFormState, DynamicFormStatus } from '../core/dynamicForm/dynamicFormReducer';
import type { DynamicFieldView } from '../core/dynamicForm/fieldViews';
import type { Locale, Translate } from '../core/i18n/translate';
import type { Amount } from '../core/session/sessionSchema';
import type { CardFormFieldProps } from './cardFormFieldProps';
import type { CheckoutViewProps } from './checkoutViewProps';

/*
 * What the public hooks give, declared here in one place rather than inferred from their code:
 * a member added or removed is a change to this file, and the package's type test names each one.
 */

// useCardForm

/** What `useCardForm` gives: the card form's state, its fields' props, its actions and the view's prop getters. */
export interface UseCardFormResult extends CheckoutViewProps {
  form: CardFormState;
  fields: CardFormFieldProps;
  checkout: CheckoutState;
  isReady: boolean;
  isValid: boolean;
  isPaying: boolean;
  amount: Amount;
  locale: Locale;
  /** The client's `appearance` option; an `AppearanceProvider` above the component wins over it. */
  appearance: Appearance | undefined;
  translate: Translate;
  pay(preparation?: PaymentPreparation): Promise<void>;
  cancel(): void;
  dismissFailure(): void;
  frameContainerRef: RefCallback<HTMLElement>;
}

// useDropIn

export interface OptionRadioProps {
  type: 'radio';
  name: string;
  id: string;
  value: string;
  checked: boolean;
  onChange: () => void;
}

/** What a wallet option's vendor button renders: its container and the button's state. */
export interface WalletButtonProps {
  /** The vendor's script renders its button into this element while the option is active. */
  containerRef: RefCallback<HTMLElement>;
  status: WalletButtonStatus;
  loadingLabel: string;
  failureMessage: string;
}

export interface PayPalButtonProps extends WalletButtonProps {
  storeInstrument: CardFormFieldProps['storeInstrument'];
}

/** What `useDropIn` gives: the option list, the card option's form, the actions and the view's prop getters. */
export interface UseDropInResult extends CheckoutViewProps {
  options: PaymentOption[];
  activeOption: PaymentOption | undefined;
  /** One option only: it shows without its radio. */
  showsAlone: boolean;
  lifecycle: Record<string, OptionLifecycle>;
  checkout: CheckoutState;
  isPaying: boolean;
  form: CardFormState;
  /** The card option's fields; null until the drop-in offers a card. */
  fields: CardFormFieldProps | null;
  amount: Amount;
  locale: Locale;
  translate: Translate;
  /** The client's `appearance` option. */
  appearance: Appearance | undefined;
  /** The drop-in's own texts (option names, challenge and popup labels). */
  text: Translate<DropInMessageKey>;
  optionLabel(option: PaymentOption): string;
  /** The option's logo URL, or undefined with `showLogos: false`. */
  optionLogo(option: PaymentOption): string | undefined;
  frameContainerRef: RefCallback<HTMLElement>;
  /** Put on the drop-in's root element: `onReady` is called with it once it is first shown. */
  rootRef: RefCallback<HTMLElement>;
  getOptionProps(option: PaymentOption): OptionRadioProps;
  getWalletButtonProps(method: WalletMethod): WalletButtonProps;
  getPayPalButtonProps(): PayPalButtonProps;
  /** The form of a method that carries a schema; render it with `useDynamicForm(client, { paymentMethodCode, form })`. */
  dynamicFormOf(option: PaymentOption): DynamicForm | undefined;
  client: PaymentClient;
  cancel(): void;
  dismissFailure(): void;
  setAvailableWallets(wallets: Iterable<string>): void;
}

// useDynamicForm

export interface ValueControlProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  placeholder: string | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'data-invalid'?: '';
  onBlur: () => void;
}

export interface DynamicTextInputProps extends ValueControlProps {
  type: 'text';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface DynamicSelectProps extends Omit<ValueControlProps, 'placeholder'> {
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export interface DynamicTabListProps {
  role: 'tablist';
  'aria-labelledby': string;
  'aria-orientation': 'horizontal';
}

export interface DynamicTabProps {
  id: string;
  role: 'tab';
  type: 'button';
  'aria-selected': boolean;
  'aria-controls': string;
  tabIndex: 0 | -1;
  'data-selected'?: '';
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface DynamicTabPanelProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string | undefined;
}

export interface UseDynamicFormResult {
  state: DynamicFormState;
  status: DynamicFormStatus;
  /** Shown fields in position order. */
  fields: DynamicFieldView[];
  /** Every shown field passes right now; `state.reportedValidity` is what blur last reported. */
  isValid: boolean;
  direction: 'ltr' | 'rtl';
  form: DynamicForm;
  validate: () => boolean;
  getData: () => Record<string, string>;
  getLabelProps: (name: string) => { id: string; htmlFor: string | undefined };
  getDescriptionProps: (name: string) => { id: string };
  getErrorProps: (name: string) => { id: string; 'aria-live': 'polite' };
  getFieldProps: (name: string) => DynamicTextInputProps;
  getSelectProps: (name: string) => DynamicSelectProps;
  getTabListProps: (name: string) => DynamicTabListProps;
  getTabProps: (name: string, value: string) => DynamicTabProps;
  getTabPanelProps: (name: string) => DynamicTabPanelProps;
}
