import { Link, useLocation, useSearch } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import { SITE_ROUTES, sitePath } from '../../../contract/site/sitePaths';
import { SubscriptionFlowErrorCode } from '../../../contract/payments/paymentResultCodes';
import { useI18n } from '../../i18n/I18nProvider';
import { apiMessageText } from '../../payments/apiMessageText';
import { PaymentFlowProvider } from '../../payments/PaymentFlowProvider';
import { PaymentTermsNotice } from '../../payments/PaymentTermsNotice';
import { usePaymentFlow } from '../../payments/usePaymentFlow';
import { safeNextPath } from '../../routing/safeNext';
import { PageStatus } from '../../shell/PageStatus';
import { PaymentJourneySlot } from './PaymentJourneySlot';
import { PaymentMethodButtons } from './PaymentMethodButtons';
import { PlanCard } from './PlanCard';
import { planPriceTexts } from './planPrice';
import { PremiumOutcomeMessage } from './PremiumOutcomeMessage';
import { PromoLoops } from './PromoLoops';
import { usePremiumCheckout, type PremiumOutcome } from './usePremiumCheckout';
import { usePremiumPlans } from './usePremiumPlans';
import type { Locale, Translate } from '../../i18n/translate';

/** The subscription landing path of the brand (/vip-plans or /premium): plans, then a way to pay. */
export function PremiumLandingPage() {
  const search = useSearch();
  return (
    <PaymentFlowProvider search={search}>
      <PremiumPlans />
    </PaymentFlowProvider>
  );
}

function outcomeText(outcome: PremiumOutcome, t: Translate, locale: Locale): string {
  switch (outcome.kind) {
    case 'granted':
      return t('premium.outcome.success');
    case 'pending':
      return t('premium.outcome.pending');
    case 'alreadySubscribed':
      return t('premium.outcome.alreadySubscribed');
    case 'failed':
      // The API's own message when it named one; otherwise the page's.
      return apiMessageText(outcome.messageKey, locale) ?? t('premium.outcome.failed');
    default:
      return '';
  }
}

function PremiumPlans() {
  const { t, locale } = useI18n();
  const [path] = useLocation();
  const search = useSearch();
  // The page that asked for premium (a locked video), where "watch" goes once it is paid: only a path of this site.
  const watchPath = safeNextPath(new URLSearchParams(search).get('next')) ?? SITE_ROUTES.home;
  const here = search ? `${path}?${search}` : path;
  const { isVip } = useAuthSession();
  const flow = usePaymentFlow();
  const plans = usePremiumPlans();
  const checkout = usePremiumCheckout();
  const { state } = flow;

  return (
    <div className="site-Premium">
      <h1>{t('premium.heading')}</h1>
      <p>{t('premium.intro')}</p>
      <PromoLoops label={t('premium.promo.label')} />
      <PremiumOutcomeMessage outcome={checkout.outcome} text={outcomeText(checkout.outcome, t, locale)}>
        {checkout.outcome.kind === 'granted' ? (
          <Link href={watchPath} className="site-Button">
            {t('premium.outcome.watch')}
          </Link>
        ) : null}
      </PremiumOutcomeMessage>
      {checkout.outcome.kind === 'granted' ? null : isVip ? (
        <p className="site-Alert" data-tone="success" role="status">
          {t('premium.alreadyVip')}
        </p>
      ) : (
        <>
          <section className="site-PremiumSection" aria-labelledby="premium-plans-heading">
            <h2 id="premium-plans-heading">{t('premium.plans.heading')}</h2>
            {plans.failed ? (
              <PageStatus state="failed" onRetry={plans.retry} />
            ) : state.isLoadingCreditCardPlans && plans.listed.length === 0 ? (
              <PageStatus state="loading" />
            ) : plans.listed.length === 0 ? (
              <p className="site-Muted">{t('premium.plans.empty')}</p>
            ) : (
              <ul className="site-PlanGrid">
                {plans.listed.map((plan) => {
                  const name = t(`premium.plan.${plan.key}`);
                  return (
                    <PlanCard
                      key={plan.key}
                      plan={plan}
                      name={name}
                      price={planPriceTexts(plan, locale, t)}
                      selected={checkout.plan?.key === plan.key}
                      chooseLabel={t('premium.plan.choose', { plan: name })}
                      selectedLabel={t('premium.plan.selected')}
                      onChoose={checkout.choosePlan}
                    />
                  );
                })}
              </ul>
            )}
          </section>
          {checkout.flowError ? (
            <div className="site-Alert" role="alert" data-error={checkout.flowError}>
              <p>{t(`premium.error.${checkout.flowError}`)}</p>
              {checkout.flowError === SubscriptionFlowErrorCode.userUnauthorized ? <Link href={sitePath.signIn(here)}>{t('premium.error.signInLink')}</Link> : null}
            </div>
          ) : null}
          {plans.listed.length > 0 ? (
            <section className="site-PremiumSection" aria-labelledby="premium-methods-heading">
              <h2 id="premium-methods-heading">{t('premium.methods.heading')}</h2>
              {/* A voucher pays for the plan it was sold for, shown once its code is checked: never the plan chosen here. */}
              {checkout.method === 'Voucher' ? (
                <p className="site-Muted">{t('premium.methods.voucherOwnPlan')}</p>
              ) : checkout.plan ? (
                <p className="site-Muted">{t('premium.methods.for', { plan: t(`premium.plan.${checkout.plan.key}`) })}</p>
              ) : null}
              <PaymentMethodButtons heading={t('premium.methods.heading')} labelOf={(method) => t(`premium.method.${method}`)} selected={checkout.method} onChoose={checkout.chooseMethod} />
              {checkout.method ? null : <PaymentTermsNotice />}
              {checkout.method && (checkout.plan || checkout.method === 'Voucher') ? (
                <PaymentJourneySlot
                  method={checkout.method}
                  plan={checkout.plan}
                  country={state.userCountry}
                  loadingLabel={t('premium.method.loading')}
                  track={checkout.track}
                  onGranted={checkout.onGranted}
                  onFailed={checkout.onFailed}
                  onAlreadySubscribed={checkout.onAlreadySubscribed}
                  onPending={checkout.onPending}
                  onOperatorDetails={flow.setOperatorDetails}
                />
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
