import { Link } from 'wouter';
import { CARD_CHANGE_ANCHOR, SITE_ROUTES } from '../../contract/site/sitePaths';
import { useI18n } from '../i18n/I18nProvider';

/** Tells a subscriber whose renewal was declined that Premium stays for now, and where to update the card. */
export function PastDueBanner() {
  const { t } = useI18n();
  return (
    <div className="site-Alert site-PastDueBanner" role="status" data-past-due="">
      <span>{t('billing.pastDue.message')}</span>{' '}
      <Link href={`${SITE_ROUTES.subscriptionSettings}#${CARD_CHANGE_ANCHOR}`}>{t('billing.pastDue.updateCard')}</Link>
    </div>
  );
}
