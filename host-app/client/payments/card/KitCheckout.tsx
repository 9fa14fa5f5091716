import { useEffect, useId } from 'react';
import { DropIn } from 'payment-client/components';
import { type PaymentClient, type DropInOptionsInput, useDropIn } from 'payment-client/headless';

/** The kit's wallet option a wallet journey opens on. */
export type KitWallet = 'applePay' | 'googlePay';

export interface KitCheckoutProps {
  client: PaymentClient;
  events: NonNullable<DropInOptionsInput['events']>;
  /** Opens this wallet's option once the kit confirms the device can pay with it. */
  wallet: KitWallet | null;
  email: string;
  emailLabel: string;
  onEmailChange: (email: string) => void;
  onEmailConfirmed: () => void;
  /** The card form became valid. */
  onCardValid: () => void;
  walletUnavailableText: string;
  /**
   * A free trial: the card is verified for nothing and kept on file for the charge when the trial
   * ends, so "save" starts ticked, and the button says what happens instead of "Pay AED 0.00".
   */
  freeTrial: { terms: string; startLabel: string } | null;
}

/** The email the receipt goes to and the kit's drop-in (card, stored cards, wallets, in-page 3-D Secure). */
export function KitCheckout({ client, events, wallet, email, emailLabel, onEmailChange, onEmailConfirmed, onCardValid, walletUnavailableText, freeTrial }: KitCheckoutProps) {
  const dropIn = useDropIn(
    client,
    freeTrial
      ? // The kit stores a card only with its box shown; unticked, the API refuses the trial and nothing is charged.
        { card: { showStoreInstrument: true, storeInstrument: true }, texts: { 'payButton.pay': freeTrial.startLabel }, events }
      : { card: { showStoreInstrument: true }, events },
  );
  const emailId = useId();
  const isValid = dropIn.form.isValid;
  useEffect(() => {
    if (isValid) onCardValid();
  }, [isValid, onCardValid]);

  const walletOption = wallet ? dropIn.options.find((option) => option.kind === wallet) : undefined;
  const selectWallet = walletOption && dropIn.activeOption?.id !== walletOption.id ? dropIn.getOptionProps(walletOption).onChange : null;
  useEffect(() => selectWallet?.(), [selectWallet]);

  return (
    <div className="site-KitCheckout">
      <div className="site-Field">
        <label className="site-Label" htmlFor={emailId}>
          {emailLabel}
        </label>
        <input id={emailId} className="site-Input" type="email" autoComplete="email" value={email} onChange={(event) => onEmailChange(event.currentTarget.value)} onBlur={onEmailConfirmed} />
      </div>
      {freeTrial ? <p className="site-Hint">{freeTrial.terms}</p> : null}
      {wallet && !walletOption ? <p className="site-Hint">{walletUnavailableText}</p> : null}
      <DropIn dropIn={dropIn} />
    </div>
  );
}
