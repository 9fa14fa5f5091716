import { useLayoutEffect, useMemo } from 'react';
import kitCss from 'payment-client/components/styles.css?inline';
import challengeCss from 'payment-client/components/ThreeDSChallenge/threeDSChallenge.css?inline';
import { CardCheckout } from 'payment-client/components';
import { useCardForm, usePaymentClient, type CardFormOptionsInput, type InitResponse } from 'payment-client/headless';
import { useI18n } from '../../i18n/I18nProvider';
import { adoptStyleSheet } from '../../styles/adoptStyleSheet';
import { sitePaymentAppearance } from '../../styles/paymentAppearance';

export interface CardChangeFormProps {
  sdkConfiguration: string;
  environment: 'TEST' | 'PRODUCTION';
  /** The kit verified and stored the card: the API is asked to make it the subscription's. */
  onVerified: () => void;
}

/**
 * The kit's card form in its verification mode: no save box (storing is the point), a verify
 * button, 3-D Secure in the page's frame. This module and the kit load only when the subscriber
 * asks to change the card.
 */
export function CardChangeForm({ sdkConfiguration, environment, onVerified }: CardChangeFormProps) {
  const { locale } = useI18n();
  useLayoutEffect(() => {
    const removeKit = adoptStyleSheet(document, kitCss);
    const removeChallenge = adoptStyleSheet(document, challengeCss);
    return () => {
      removeChallenge();
      removeKit();
    };
  }, []);
  const initResponse = useMemo(() => JSON.parse(sdkConfiguration) as InitResponse, [sdkConfiguration]);
  const client = usePaymentClient(initResponse, { environment, locale, appearance: sitePaymentAppearance() });
  const options: CardFormOptionsInput = { verifyOnly: true, events: { onAuthorizeSuccess: onVerified } };
  const cardForm = useCardForm(client, options);
  return <CardCheckout cardForm={cardForm} />;
}
