import { Link } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import type { SubscriptionDetails } from '../../../contract/subscriptions/subscriptionTypes';
import { useBrand } from '../../config/SiteConfigProvider';
import { formatDateTime } from '../../content/formatters';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { BillingHistorySection } from './BillingHistory';
import { SettingsLayout } from './SettingsLayout';
import { CancellationMessages, SubscriptionCancellation } from './SubscriptionCancellation';
import { useSubscriptionCancellation } from './useSubscriptionCancellation';
import { useSubscriptionDetails } from './useSubscriptionDetails';
import { ResumeMessages, SubscriptionResume } from './SubscriptionResume';
import { useSubscriptionResume } from './useSubscriptionResume';
import { PlanChangeMessages, PlanChangeSection } from './PlanChange';
import { usePlanChange } from './usePlanChange';
import { CardChangeMessages, CardChangeSection } from './CardChange';
import { useCardChange } from './useCardChange';
import { sitePath } from '../../../contract/site/sitePaths';
import { periodEndLabelKey } from '../../payments/renewalWording';

/** The subscription as the server describes it; cancellation shows only when the details allow it. */
export function SubscriptionPage() {
  const { subscriber } = useAuthSession();
  if (!subscriber) return null;
  return (
    <SettingsLayout title="settings.subscription.heading">
      <SubscriptionSummary subscriberId={subscriber.id} />
      <BillingHistorySection />
    </SettingsLayout>
  );
}

function SubscriptionSummary({ subscriberId }: { subscriberId: string }) {
  const { state, refresh } = useSubscriptionDetails(subscriberId);
  const cancellation = useSubscriptionCancellation(subscriberId, refresh);
  const resume = useSubscriptionResume(subscriberId, refresh);
  const planChange = usePlanChange(refresh);
  const cardChange = useCardChange(refresh);
  if (state.status === 'loading') return <PageStatus state="loading" />;
  return (
    <>
      <CancellationMessages state={cancellation.state} />
      <ResumeMessages state={resume.state} />
      <PlanChangeMessages state={planChange.state} />
      <CardChangeMessages state={cardChange.state} />
      {!state.details || !state.details.hasVIPContentAccess ? (
        <NoSubscription />
      ) : (
        <ActiveSubscription details={state.details} cancellation={cancellation} resume={resume} planChange={planChange} cardChange={cardChange} />
      )}
    </>
  );
}

function NoSubscription() {
  const { t } = useI18n();
  const brand = useBrand();
  return (
    <>
      <dl className="site-DetailList">
        <dt>{t('settings.subscription.status')}</dt>
        <dd>{t('settings.subscription.inactive')}</dd>
      </dl>
      <p>
        <Link href={sitePath.subscription(brand)} className="site-Button">
          {t('settings.subscription.goPremium')}
        </Link>
      </p>
    </>
  );
}

function ActiveSubscription({
  details,
  cancellation,
  resume,
  planChange,
  cardChange,
}: {
  details: SubscriptionDetails;
  cancellation: ReturnType<typeof useSubscriptionCancellation>;
  resume: ReturnType<typeof useSubscriptionResume>;
  planChange: ReturnType<typeof usePlanChange>;
  cardChange: ReturnType<typeof useCardChange>;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <dl className="site-DetailList">
        <dt>{t('settings.subscription.status')}</dt>
        <dd>{t(`settings.subscription.state.${details.status}`)}</dd>
        {details.plan && (
          <>
            <dt>{t('settings.subscription.plan')}</dt>
            <dd>{t(`premium.plan.${details.plan}`)}</dd>
          </>
        )}
        {details.sessionType && (
          <>
            <dt>{t('settings.subscription.sessionType')}</dt>
            <dd>{t(`settings.subscription.method.${details.sessionType}`)}</dd>
          </>
        )}
        {details.currentPeriodEndsAt && (
          <>
            <dt>{t(periodEndLabelKey(details))}</dt>
            <dd>{formatDateTime(details.currentPeriodEndsAt, locale)}</dd>
          </>
        )}
        {details.nextPlan && details.currentPeriodEndsAt && (
          <>
            <dt>{t('settings.subscription.nextPlan')}</dt>
            <dd>{t('settings.subscription.nextPlanValue', { plan: t(`premium.plan.${details.nextPlan}`), date: formatDateTime(details.currentPeriodEndsAt, locale) })}</dd>
          </>
        )}
        <dt>{t('settings.subscription.canCancel')}</dt>
        <dd>{t(details.canUnsubscribe ? 'settings.subscription.cancelAllowed' : 'settings.subscription.cancelNotAllowed')}</dd>
      </dl>
      <PlanChangeSection details={details} planChange={planChange} />
      <CardChangeSection details={details} cardChange={cardChange} />
      <SubscriptionCancellation details={details} cancellation={cancellation} />
      <SubscriptionResume details={details} resume={resume} />
    </>
  );
}
