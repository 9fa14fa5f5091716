import type { SubscriptionDetails } from '../../../shared/apiTypes';
import { useBrand } from '../../config/SiteConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import { richText } from '../../i18n/richText';

/**
 * Cancellation of a subscription whose details allow it (canUnsubscribe). The cancellation
 * journey itself is not built yet: until then this names the way to cancel, through support.
 */
export function SubscriptionCancellation({ details }: { details: SubscriptionDetails }) {
  const { t } = useI18n();
  const brand = useBrand();
  if (!details.canUnsubscribe) return null;
  return (
    <section className="site-Section" data-cancellation="pending">
      <h3>{t('settings.subscription.cancel')}</h3>
      <p>{richText(t('settings.subscription.cancelComingSoon'), { email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> })}</p>
    </section>
  );
}
