import { useEffect, useRef } from 'react';
import type { SubscriptionDetails } from '../../../contract/subscriptions/subscriptionTypes';
import { useI18n } from '../../i18n/I18nProvider';
import type { useSubscriptionCancellation } from './useSubscriptionCancellation';

type Cancellation = ReturnType<typeof useSubscriptionCancellation>;

/** Cancellation of a subscription whose details allow it (canUnsubscribe), confirmed inline. */
export function SubscriptionCancellation({ details, cancellation }: { details: SubscriptionDetails; cancellation: Cancellation }) {
  const { t } = useI18n();
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const { state } = cancellation;
  const confirming = state.phase === 'confirming' || state.phase === 'cancelling';

  // The question takes focus so keyboard and screen reader users land on the choice.
  useEffect(() => {
    if (state.phase === 'confirming') confirmRef.current?.focus();
  }, [state.phase]);

  if (!details.canUnsubscribe) return null;
  return (
    <section className="site-Section" data-cancellation={state.phase}>
      <h3>{t('settings.subscription.cancel')}</h3>
      <p>{t('settings.subscription.cancelIntro')}</p>
      {confirming ? (
        <div role="group" aria-labelledby="cancel-subscription-question">
          <p id="cancel-subscription-question">{t('settings.subscription.cancelConfirmQuestion')}</p>
          <button
            ref={confirmRef}
            type="button"
            className="site-Button"
            disabled={state.phase === 'cancelling'}
            aria-busy={state.phase === 'cancelling' || undefined}
            onClick={() => void cancellation.confirm()}
          >
            {t('settings.subscription.cancelConfirm')}
          </button>
          <button type="button" className="site-Button" data-variant="secondary" disabled={state.phase === 'cancelling'} onClick={cancellation.keep}>
            {t('settings.subscription.cancelKeep')}
          </button>
        </div>
      ) : (
        <button type="button" className="site-Button" data-variant="secondary" onClick={cancellation.ask}>
          {t('settings.subscription.cancel')}
        </button>
      )}
    </section>
  );
}

/** What the last cancellation did; stays in the page after the cancel part goes away. */
export function CancellationMessages({ state }: { state: Cancellation['state'] }) {
  const { t } = useI18n();
  return (
    <>
      <div className="site-LiveRegion" role="status" aria-atomic="true">
        {state.phase === 'cancelled' ? (
          <p className="site-Alert" data-tone="success">
            {t('settings.subscription.cancelDone')}
          </p>
        ) : null}
      </div>
      <div className="site-LiveRegion" role="alert" aria-atomic="true">
        {state.phase === 'failed' ? <p className="site-Alert">{state.message}</p> : null}
      </div>
    </>
  );
}
