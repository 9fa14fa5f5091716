import { useI18n } from '../i18n/I18nProvider';

/** What a page shows while its data loads, or when it could not load. */
export function PageStatus({ state, onRetry }: { state: 'loading' | 'failed'; onRetry?: () => void }) {
  const { t } = useI18n();
  if (state === 'loading') {
    return (
      <p className="site-Muted" role="status" data-page-status="loading">
        {t('shell.loading')}
      </p>
    );
  }
  return (
    <div className="site-Alert" role="alert" data-page-status="failed">
      <p>{t('shell.loadFailed')}</p>
      {onRetry && (
        <button type="button" className="site-Button" data-variant="secondary" onClick={onRetry}>
          {t('shell.retry')}
        </button>
      )}
    </div>
  );
}
