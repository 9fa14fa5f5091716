import { useI18n } from '../../i18n/I18nProvider';
import { JourneyAlert } from './JourneyMessages';
import type { OtpJourneyState } from './otpJourneyState';

/** The end of a journey: VIP granted, or why not (with a way to start again). */
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
      <JourneyAlert problem={state.problem} />
      <button type="button" className="site-Button" data-variant="secondary" onClick={onStartOver}>
        {t('payments.startOver')}
      </button>
    </div>
  );
}
