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
}

/** The email the receipt goes to and the kit's drop-in (card, stored cards, wallets, in-page 3-D Secure). */
export function KitCheckout({ client, events, wallet, email, emailLabel, onEmailChange, onEmailConfirmed, onCardValid, walletUnavailableText }: KitCheckoutProps) {
  const dropIn = useDropIn(client, { card: { showStoreInstrument: true }, events });
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
      {wallet && !walletOption ? <p className="site-Hint">{walletUnavailableText}</p> : null}
      <DropIn dropIn={dropIn} />
    </div>
  );
}
