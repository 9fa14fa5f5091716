import { useI18n } from '../i18n/I18nProvider';

/** Shown for a payment method whose journey this build does not include. */
export function JourneyUnavailable() {
  const { t } = useI18n();
  return (
    <p className="site-Alert" role="alert">
      {t('premium.method.unavailable')}
    </p>
  );
}
