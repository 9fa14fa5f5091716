import { useI18n } from '../../i18n/I18nProvider';
import type { OtpJourneyState } from './otpJourneyState';

/**
 * The end of a journey: VIP granted, or that it was not (with a way to start again). Why it was
 * not is said once, by the page's outcome message, never a second time here.
 */
export function JourneyEnd({ state, onStartOver }: { state: OtpJourneyState<unknown>; onStartOver: () => void }) {
  const { t } = useI18n();
  if (state.step === 'finish') {
    return (
      <div role="status" data-step="finish">
        <p className="site-Alert" data-tone="success">
          {t('payments.granted')}
        </p>
      </div>
    );
  }
  if (state.step !== 'failed') return null;
  return (
    <div data-step="failed">
      <p>{t('payments.failed')}</p>
      <button type="button" className="site-Button" data-variant="secondary" onClick={onStartOver}>
        {t('payments.startOver')}
      </button>
    </div>
  );
}
