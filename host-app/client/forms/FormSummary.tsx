import { useI18n } from '../i18n/I18nProvider';

/** Said once after a submit with problems; each field names its own. */
export function FormSummary({ show }: { show: boolean }) {
  const { t } = useI18n();
  return (
    <div className="site-LiveRegion" role="alert" aria-atomic="true">
      {show ? <p className="site-Alert">{t('form.errorSummary')}</p> : null}
    </div>
  );
}
