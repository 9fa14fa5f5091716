import { Link } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { richText } from '../i18n/richText';
import { SITE_ROUTES } from '../../contract/site/sitePaths';

/**
 * What a viewer agrees to by paying, with links to the terms and the privacy policy. Every
 * payment step shows it above its own pay or confirm button, so it is read before paying.
 */
export function PaymentTermsNotice() {
  const { t } = useI18n();
  return (
    <p className="site-Muted site-PaymentTerms" data-terms-notice="">
      {richText(t('legal.paymentNotice'), {
        terms: <Link href={SITE_ROUTES.termsConditions}>{t('legal.terms')}</Link>,
        privacy: <Link href={SITE_ROUTES.privacyPolicy}>{t('legal.privacy')}</Link>,
      })}
    </p>
  );
}
