import { useCallback, useEffect, useMemo, useState, type RefCallback } from 'react';
import type { CardFormState } from '../core/cardForm/cardFormState';
import { initialCardFormState } from '../core/cardForm/cardFormState';
import type { Appearance } from '../core/appearance/appearanceSchema';
import { isInProgress, type CheckoutState } from '../core/checkout/checkoutReducer';
import { checkoutView } from '../core/checkout/checkoutView';
import type { PaymentClient } from '../core/client/createPaymentClient';
import type { DropInParts } from '../core/checkout/lazyParts';
import { createDropIn } from '../core/dropIn/createDropIn';
import type { DropInState } from '../core/dropIn/dropInReducer';
import type { WalletsState } from '../core/dropIn/walletsState';
import type { DropInOptions, ParsedDropInOptions } from '../core/dropIn/dropInOptions';
import { instrumentDisplayName, WALLET_METHODS, type PaymentOption, type WalletMethod } from '../core/dropIn/paymentOptions';
import { optionLogoUrl } from '../core/dropIn/optionLogo';
import type { DropInMessageKey } from '../core/i18n/dropInMessages';
import { createStore } from '../core/store/createStore';
import { cardFormFieldProps } from './cardFormFieldProps';
import { checkoutViewProps } from './checkoutViewProps';
import { latestCallbacks } from './latestCallbacks';
import { screenWidth } from './screenWidth';
import { useFrameContainer } from './useFrameContainer';
import { useLatest } from './useLatest';
import { useOptionChangeWarning } from './useOptionChangeWarning';
import { useStoreSelector } from './useStoreSelector';
import type { OptionRadioProps, PayPalButtonProps, UseDropInResult, WalletButtonProps } from './hookResults';
export type { OptionRadioProps, PayPalButtonProps, UseDropInResult, WalletButtonProps } from './hookResults';

const same = <T,>(state: T) => state;
// Sessions without cards still render the hook's card slice, from a store that never changes.
const idleCardForm = createStore<CardFormState>(initialCardFormState(false, false));

/**
 * The drop-in: the option list with one active option, the card form of the card option,
 * and the shared pay flow (3DS challenge, redirect popup, results), with the parts that load
 * later as the entry provides them (`useDropIn` is the npm package's). Components spread its
 * prop getters; no rule lives outside the core. `options`, parsed where they were given, are read
 * at the first render; `given`, as this render gives them (the parsed ones by default): their callbacks are called.
 */
export function useDropInCheckout(client: PaymentClient, options: ParsedDropInOptions, parts: DropInParts, given: DropInOptions = options): UseDropInResult {
  const latestEvents = useLatest(given.events);
  const [dropIn] = useState(() => createDropIn(client, { ...options, events: latestCallbacks(options.events, latestEvents) }, { parts }));
  useEffect(() => dropIn.connect(), [dropIn]);
  // Back from a full-page challenge or a provider's page: the drop-in reports how the payment ended.
  useEffect(() => void dropIn.resume(), [dropIn]);
  useOptionChangeWarning('useDropIn', given);

  const list: DropInState = useStoreSelector(dropIn.store, same);
  const checkout: CheckoutState = useStoreSelector(dropIn.checkout, same);
  const cardCheckout = dropIn.cardCheckout;
  const form = useStoreSelector(cardCheckout?.cardForm.store ?? idleCardForm, same);
  const wallets: WalletsState = useStoreSelector(dropIn.wallets.store, same);
  // One stable ref per wallet: a new ref on each render would mount the vendor button again.
  const walletRefs = useMemo(
    () =>
      Object.fromEntries(
        WALLET_METHODS.map((method) => [method, (element: HTMLElement | null) => (element ? dropIn.wallets.mount(method, element) : dropIn.wallets.unmount(method))]),
      ) as Record<WalletMethod, RefCallback<HTMLElement>>,
    [dropIn],
  );
  const frameContainerRef = useFrameContainer(cardCheckout?.cardForm);
  // The drop-in's root: its first appearance is the merchant's `onReady`.
  const rootRef: RefCallback<HTMLElement> = useCallback((element) => (element ? dropIn.shown(element) : undefined), [dropIn]);

  const { locale } = client;
  const { translate, text } = dropIn;
  const isPaying = isInProgress(checkout);

  const optionLabel = useCallback(
    (option: PaymentOption) =>
      option.instrument ? instrumentDisplayName(option.instrument) : text(`dropIn.method.${option.paymentMethodCode}` as DropInMessageKey) || option.paymentMethodCode,
    [text],
  );

  const showLogos = dropIn.options.showLogos;
  const optionLogo = useCallback(
    (option: PaymentOption) => (showLogos ? optionLogoUrl(option, client.session.vaultConfiguration.links.assets) : undefined),
    [client, showLogos],
  );

  const getOptionProps = useCallback(
    (option: PaymentOption): OptionRadioProps => ({
      type: 'radio',
      name: `pc-dropin-${client.session.execution.id}`,
      id: `pc-option-${option.id}`,
      value: option.id,
      checked: list.activeId === option.id,
      onChange: () => dropIn.select(option.id),
    }),
    [client.session.execution.id, dropIn, list.activeId],
  );

  const active = list.options.find((option) => option.id === list.activeId);
  const { amount } = client.session;
  // What to show, from the core's one selector; the getters hand it to the components.
  const viewProps = useMemo(
    () =>
      checkoutViewProps(
        checkoutView(checkout, { canPay: dropIn.canPay(), payButtonKind: dropIn.payButtonKind(), screenWidth: screenWidth() }),
        { translate, amount, locale, text, redirectLabel: active && optionLabel(active) },
        dropIn,
      ),
    // `form` is listed so the view follows the card form's validity.
    [dropIn, checkout, form, active, optionLabel, text, translate, amount, locale],
  );

  const getWalletButtonProps = useCallback(
    (method: WalletMethod): WalletButtonProps => {
      const values = { method: text(`dropIn.method.${method}`) };
      return {
        containerRef: walletRefs[method],
        status: wallets.buttons[method],
        loadingLabel: text('wallet.loading', values),
        failureMessage: text('wallet.failed', values),
      };
    },
    [text, walletRefs, wallets.buttons],
  );

  const getPayPalButtonProps = useCallback(
    (): PayPalButtonProps => ({
      ...getWalletButtonProps('payPal'),
      storeInstrument: {
        visible: wallets.payPal.showStoreInstrument,
        label: translate('cardForm.label.storeInstrument'),
        inputProps: { type: 'checkbox', checked: wallets.payPal.storeInstrument, onChange: (event) => dropIn.wallets.setPayPalStoreInstrument(event.currentTarget.checked) },
      },
    }),
    [getWalletButtonProps, wallets.payPal, translate, dropIn],
  );

  const fields = useMemo(
    () => (cardCheckout ? cardFormFieldProps(form, cardCheckout.cardForm, cardCheckout.translate, locale) : null),
    [form, cardCheckout, locale],
  );

  return {
    options: list.options,
    activeOption: active,
    showsAlone: list.options.length === 1,
    lifecycle: list.lifecycle,
    checkout,
    isPaying,
    form,
    fields,
    amount,
    locale,
    translate,
    /** The client's `appearance` option. */
    appearance: client.options.appearance as Appearance | undefined,
    /** The drop-in's own texts (option names, challenge and popup labels). */
    text,
    optionLabel,
    /** The option's logo URL, or undefined with `showLogos: false`. */
    optionLogo,
    frameContainerRef,
    /** Put on the drop-in's root element: `onReady` is called with it once it is first shown. */
    rootRef,
    getOptionProps,
    ...viewProps,
    getWalletButtonProps,
    getPayPalButtonProps,
    /** The form of a method that carries a schema; render it with `useDynamicForm(client, { paymentMethodCode, form })`. */
    dynamicFormOf: (option: PaymentOption) => dropIn.forms.get(option.paymentMethodCode),
    client,
    cancel: dropIn.cancel,
    dismissFailure: dropIn.dismissFailure,
    setAvailableWallets: dropIn.setAvailableWallets,
  };
}

