import type { SubscriptionDetails } from '../../../contract/subscriptions/subscriptionTypes';
import { useI18n } from '../../i18n/I18nProvider';
import type { useSubscriptionResume } from './useSubscriptionResume';

type Resume = ReturnType<typeof useSubscriptionResume>;

/** Offered for a subscription cancelled before its paid period ended (canResume). */
export function SubscriptionResume({ details, resume }: { details: SubscriptionDetails; resume: Resume }) {
  const { t } = useI18n();
  if (!details.canResume) return null;
  const busy = resume.state.phase === 'resuming';
  return (
    <section className="site-Section" data-resume={resume.state.phase}>
      <h3>{t('settings.subscription.resume')}</h3>
      <p>{t('settings.subscription.resumeIntro')}</p>
      <button type="button" className="site-Button" disabled={busy} aria-busy={busy || undefined} onClick={resume.resume}>
        {t('settings.subscription.resume')}
      </button>
    </section>
  );
}

/** What the last resume did; stays in the page after the resume part goes away. */
export function ResumeMessages({ state }: { state: Resume['state'] }) {
  const { t } = useI18n();
  return (
    <>
      <div className="site-LiveRegion" role="status" aria-atomic="true">
        {state.phase === 'resumed' ? (
          <p className="site-Alert" data-tone="success">
            {t('settings.subscription.resumeDone')}
          </p>
        ) : null}
      </div>
      <div className="site-LiveRegion" role="alert" aria-atomic="true">
        {state.phase === 'failed' ? <p className="site-Alert">{state.message}</p> : null}
      </div>
    </>
  );
}
