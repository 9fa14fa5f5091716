import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import dropInCss from 'payment-client/components/DropIn/dropIn.css?inline';
import kitCss from 'payment-client/components/styles.css?inline';
import challengeCss from 'payment-client/components/ThreeDSChallenge/threeDSChallenge.css?inline';
import { useAuthSession } from 'payment-client/auth-session';
import { adoptStyleSheet } from '../../styles/adoptStyleSheet';
import type { PaymentMethodKind } from '../../../contract/payments/paymentConstants';
import { useProductCaller } from '../../api/useProductCaller';
import { useBrand } from '../../config/SiteConfigProvider';
import { emailProblem } from '../../forms/fieldRules';
import { useScreenView } from '../../hooks/useScreenView';
import { useI18n } from '../../i18n/I18nProvider';
import type { JourneyProps } from '../journeyProps';
import { usePaymentFlow } from '../usePaymentFlow';
import { formatPlanAmount } from '../../pages/premium/planPrice';
import { PaymentTermsNotice } from '../PaymentTermsNotice';
import { KitCheckout, type KitWallet } from './KitCheckout';
import { useCardPaymentSetup } from './useCardPaymentSetup';
import { useKitPaymentEvents } from './useKitPaymentEvents';

export type KitPaymentMethod = Extract<PaymentMethodKind, 'CreditCard' | 'ApplePay' | 'GooglePay'>;

export interface CardJourneyProps extends JourneyProps<'creditCard'> {
  method: KitPaymentMethod;
  /** The API said the account already has premium: nothing was charged. */
  onAlreadySubscribed: () => void;
  /** The provider took the payment but the API has not confirmed it yet. */
  onPending: () => void;
}

const WALLET_FOR_METHOD: Record<KitPaymentMethod, KitWallet | null> = { CreditCard: null, ApplePay: 'applePay', GooglePay: 'googlePay' };

const device = typeof navigator === 'undefined' ? { userAgent: '' } : { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };

/**
 * Card, Apple Pay and Google Pay: the payment setup for the plan, then the kit's drop-in over its
 * client. This module and the kit load only when one of these methods is chosen.
 */
export function CardJourney({ plan, track, onGranted, onFailed, method, onAlreadySubscribed, onPending }: CardJourneyProps) {
  const { locale, t } = useI18n();
  const brand = useBrand();
  const call = useProductCaller();
  const { subscriber } = useAuthSession();
  const { state: flow } = usePaymentFlow();
  const [email, setEmail] = useState(subscriber?.email ?? '');
  const setup = useCardPaymentSetup({ plan, locale, source: brand.platform, call, location: window.location, device });
  const sawLoading = useRef(false);
  if (setup.isLoading) sawLoading.current = true;

  useLayoutEffect(() => {
    const removeKit = adoptStyleSheet(document, kitCss);
    const removeDropIn = adoptStyleSheet(document, dropInCss);
    const removeChallenge = adoptStyleSheet(document, challengeCss);
    return () => {
      removeChallenge();
      removeDropIn();
      removeKit();
    };
  }, []);

  const once = useRef(new Set<string>());
  const trackOnce = useCallback(
    (step: Parameters<typeof track>[0]) => {
      if (once.current.has(step)) return;
      once.current.add(step);
      track(step);
    },
    [track],
  );
  useEffect(() => trackOnce('start'), [trackOnce]);
  const confirmEmail = useCallback(() => {
    if (!emailProblem(email)) trackOnce('email_entered');
  }, [email, trackOnce]);
  // A profile email is the subscriber's own: known, so entered.
  useEffect(() => {
    if (subscriber?.email && !emailProblem(subscriber.email)) trackOnce('email_entered');
  }, [subscriber?.email, trackOnce]);
  const cardValid = useCallback(() => trackOnce('card_info_entered'), [trackOnce]);

  const events = useKitPaymentEvents({
    call,
    plan,
    method,
    executionId: setup.executionId ?? '',
    email,
    locale,
    source: brand.platform,
    urlReferrer: window.location.href,
    campaignId: flow.campaignId,
    influencerId: flow.influencerId,
    track,
    onGranted,
    onFailed,
    onAlreadySubscribed,
    onPending,
  });

  // The card form is the Card_Details screen; the wallets show no card details.
  useScreenView(method === 'CreditCard' && setup.client && setup.executionId ? 'Card_Details' : null);

  // The server decided it when it made the session: a free trial's session takes nothing now.
  const isTrial = setup.configuration?.isTrial === true;

  if (!setup.client || !setup.executionId) {
    return setup.isLoading || !sawLoading.current ? (
      <p className="site-Muted" role="status">
        {t('premium.card.preparing')}
      </p>
    ) : (
      <p className="site-Alert" role="alert">
        {t('premium.card.setupFailed')}
      </p>
    );
  }
  return (
    <>
      <PaymentTermsNotice />
      <KitCheckout
        key={setup.executionId}
        client={setup.client}
        events={events}
        wallet={WALLET_FOR_METHOD[method]}
        email={email}
        emailLabel={t('premium.card.email')}
        onEmailChange={setEmail}
        onEmailConfirmed={confirmEmail}
        onCardValid={cardValid}
        walletUnavailableText={t('premium.wallet.unavailable', { method: t(`premium.method.${method}`) })}
        freeTrial={
          isTrial
            ? {
                terms: t('premium.trial.terms', { count: plan.trialDuration, price: formatPlanAmount(plan.amount, plan.currency, locale) }),
                startLabel: t('premium.trial.startButton'),
              }
            : null
        }
      />
    </>
  );
}
