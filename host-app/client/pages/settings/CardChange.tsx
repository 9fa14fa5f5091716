import { lazy, Suspense, type ComponentType } from 'react';
import type { SubscriptionDetails } from '../../../contract/subscriptions/subscriptionTypes';
import { CARD_CHANGE_ANCHOR } from '../../../contract/site/sitePaths';
import { useI18n } from '../../i18n/I18nProvider';
import type { CardChangeFormProps } from './CardChangeForm';
import type { useCardChange } from './useCardChange';

type CardChange = ReturnType<typeof useCardChange>;

// The kit loads only when the subscriber asks to change the card.
const CardChangeForm: ComponentType<CardChangeFormProps> = lazy(() => import('./CardChangeForm').then((module) => ({ default: module.CardChangeForm })));

/** "Change card" for a card subscription that is still running (canChangeCard); the dunning banner links here. */
export function CardChangeSection({ details, cardChange }: { details: SubscriptionDetails; cardChange: CardChange }) {
  const { t } = useI18n();
  if (!details.canChangeCard) return null;
  const { state } = cardChange;
  const busy = state.phase === 'starting' || state.phase === 'confirming';
  return (
    <section className="site-Section" id={CARD_CHANGE_ANCHOR} data-card-change={state.phase}>
      <h3>{t('settings.subscription.changeCard')}</h3>
      <p>{t('settings.subscription.changeCardIntro')}</p>
      {state.phase === 'open' ? (
        <Suspense fallback={<p role="status">{t('settings.subscription.changeCardLoading')}</p>}>
          <CardChangeForm sdkConfiguration={state.sdkConfiguration} environment={state.environment} onVerified={() => cardChange.verified(state.executionId)} />
        </Suspense>
      ) : state.phase === 'changed' ? null : (
        <button type="button" className="site-Button" disabled={busy} aria-busy={busy || undefined} onClick={cardChange.open}>
          {t('settings.subscription.changeCard')}
        </button>
      )}
    </section>
  );
}

/** What the last card change did; stays in the page after the form goes away. */
export function CardChangeMessages({ state }: { state: CardChange['state'] }) {
  const { t } = useI18n();
  return (
    <>
      <div className="site-LiveRegion" role="status" aria-atomic="true">
        {state.phase === 'changed' ? (
          <p className="site-Alert" data-tone="success">
            {t('settings.subscription.changeCardDone')}
          </p>
        ) : null}
      </div>
      <div className="site-LiveRegion" role="alert" aria-atomic="true">
        {state.phase === 'failed' ? <p className="site-Alert">{state.message}</p> : null}
      </div>
    </>
  );
}
