import { Link } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import type { SubscriptionDetails } from '../../../shared/apiTypes';
import { useBrand } from '../../config/SiteConfigProvider';
import { formatDateTime } from '../../content/formatters';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { SettingsLayout } from './SettingsLayout';
import { CancellationMessages, SubscriptionCancellation } from './SubscriptionCancellation';
import { useSubscriptionCancellation } from './useSubscriptionCancellation';
import { useSubscriptionDetails } from './useSubscriptionDetails';
import { sitePath } from '../../../shared/sitePaths';
import { periodEndLabelKey } from '../../payments/renewalWording';

/** The subscription as the server describes it; cancellation shows only when the details allow it. */
export function SubscriptionPage() {
  const { subscriber } = useAuthSession();
  if (!subscriber) return null;
  return (
    <SettingsLayout title="settings.subscription.heading">
      <SubscriptionSummary subscriberId={subscriber.id} />
    </SettingsLayout>
  );
}

function SubscriptionSummary({ subscriberId }: { subscriberId: string }) {
  const { state, refresh } = useSubscriptionDetails(subscriberId);
  const cancellation = useSubscriptionCancellation(subscriberId, refresh);
  if (state.status === 'loading') return <PageStatus state="loading" />;
  return (
    <>
      <CancellationMessages state={cancellation.state} />
      {!state.details || !state.details.hasVIPContentAccess ? <NoSubscription /> : <ActiveSubscription details={state.details} cancellation={cancellation} />}
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

function ActiveSubscription({ details, cancellation }: { details: SubscriptionDetails; cancellation: ReturnType<typeof useSubscriptionCancellation> }) {
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
        <dt>{t('settings.subscription.canCancel')}</dt>
        <dd>{t(details.canUnsubscribe ? 'settings.subscription.cancelAllowed' : 'settings.subscription.cancelNotAllowed')}</dd>
      </dl>
      <SubscriptionCancellation details={details} cancellation={cancellation} />
    </>
  );
}
