import { useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import { apiMessage, isApiMessageKey } from '../../../contract/http/apiMessages';
import { PLAN_DEFINITIONS } from '../../../contract/payments/paymentConstants';
import { useProductCaller } from '../../api/useProductCaller';
import { useBrand } from '../../config/SiteConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import { createJourneyAnalytics } from '../../payments/journeyAnalytics';
import { confirmPayment, newIdempotencyKey, type PaymentVerdict } from '../../payments/paymentCalls';
import { sourceIdFields, sourceIdsFromAddress } from '../../payments/subscriptionSource';
import { analytics } from '../../analytics';
import { parseRedirect3dsQuery } from './redirect3dsQuery';

/**
 * PR-PAGE-2: the browser returns here from a 3-D Secure challenge. The API confirms the payment
 * with the provider; only its acceptable answer switches VIP on.
 */
export function Redirect3dsPage() {
  const { t, locale } = useI18n();
  const search = useSearch();
  const brand = useBrand();
  const call = useProductCaller();
  const { status, becomeSubscriber } = useAuthSession();
  const query = useMemo(() => parseRedirect3dsQuery(search), [search]);
  // One confirmation attempt per return: a repeated effect (StrictMode) sends the same key.
  const idempotencyKey = useMemo(() => newIdempotencyKey(), [query]);
  const [verdict, setVerdict] = useState<PaymentVerdict | null>(null);
  const signedIn = status === 'authenticated';

  useEffect(() => {
    // The confirmation needs the session's token; it waits until the session is known.
    if (!query || !signedIn) return undefined;
    let current = true;
    void confirmPayment(call, {
      email: query.email,
      language: locale,
      billingOption: query.billingPlan,
      urlReferrer: window.location.href,
      canBenefitFromTrial: PLAN_DEFINITIONS[query.billingPlan].trialDuration > 0,
      holdFullAmount: false,
      source: brand.platform,
      paymentIntentId: query.executionId,
      ...sourceIdFields(sourceIdsFromAddress(search)),
    }, { idempotencyKey }).then((answer) => {
      if (!current) return;
      const journey = createJourneyAnalytics('creditCard', analytics);
      if (answer.kind === 'granted') {
        journey.track('finish');
        journey.outcome('success', { paymentMethod: 'CreditCard' });
        becomeSubscriber();
      } else if (answer.kind !== 'pending') journey.outcome('failed', answer.kind === 'failed' && answer.messageKey ? { messageKey: answer.messageKey } : {});
      setVerdict(answer);
    });
    return () => {
      current = false;
    };
    // One confirmation per return; later renders (VIP switching on) must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, signedIn]);

  const back = query ? (
    <Link href={`~${query.origin}`} className="site-Button" data-variant="secondary">
      {t('premium.redirect3ds.back')}
    </Link>
  ) : null;

  return (
    <div className="site-Premium">
      <h1>{t('premium.redirect3ds.title')}</h1>
      {!query ? (
        <p className="site-Alert" role="alert">
          {t('premium.redirect3ds.invalid')}
        </p>
      ) : status === 'unauthorized' ? (
        <p className="site-Alert" role="alert">
          {t('premium.error.user_unauthorized')}
        </p>
      ) : verdict === null ? (
        <p className="site-Muted" role="status">
          {t('premium.redirect3ds.checking')}
        </p>
      ) : verdict.kind === 'failed' ? (
        <div className="site-Alert site-PremiumOutcome" role="alert" data-outcome="failed">
          <p>{verdict.messageKey && isApiMessageKey(verdict.messageKey) ? apiMessage(verdict.messageKey, locale) : t('premium.outcome.failed')}</p>
          {back}
        </div>
      ) : (
        <div className="site-Alert site-PremiumOutcome" role="status" data-tone="success" data-outcome={verdict.kind}>
          <p>{t(verdict.kind === 'granted' ? 'premium.outcome.success' : verdict.kind === 'pending' ? 'premium.outcome.pending' : 'premium.outcome.alreadySubscribed')}</p>
          {back}
        </div>
      )}
    </div>
  );
}
