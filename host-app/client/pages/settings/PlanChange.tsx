import { useEffect, useRef } from 'react';
import type { PlanChangeQuote, SubscriptionDetails } from '../../../contract/subscriptions/subscriptionTypes';
import { formatDateTime } from '../../content/formatters';
import { useI18n } from '../../i18n/I18nProvider';
import { formatPlanAmount } from '../premium/planPrice';
import type { usePlanChange } from './usePlanChange';

type PlanChange = ReturnType<typeof usePlanChange>;

function QuoteText({ quote }: { quote: PlanChangeQuote }) {
  const { t, locale } = useI18n();
  const values = {
    plan: t(`premium.plan.${quote.toPlan}`),
    amount: formatPlanAmount(quote.amount, quote.currency, locale),
    credit: formatPlanAmount(quote.credit, quote.currency, locale),
    date: formatDateTime(quote.kind === 'upgrade' ? quote.periodEndsAt : quote.effectiveAt, locale),
  };
  return <p id="plan-change-quote">{t(quote.kind === 'upgrade' ? 'settings.subscription.planChange.upgradeQuote' : 'settings.subscription.planChange.downgradeQuote', values)}</p>;
}

/** Monthly ↔ yearly for a renewing card subscription: the exact amount is shown before the viewer confirms. */
export function PlanChangeSection({ details, planChange }: { details: SubscriptionDetails; planChange: PlanChange }) {
  const { t, locale } = useI18n();
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const { state } = planChange;
  useEffect(() => {
    if (state.phase === 'quoted') confirmRef.current?.focus();
  }, [state.phase]);

  // Which change is offered is the server's rule: the details say it.
  const target = details.planChangeTarget;
  if (!target) return null;
  const quote = state.phase === 'quoted' || state.phase === 'confirming' ? state.quote : null;
  return (
    <section className="site-Section" data-plan-change={state.phase}>
      <h3>{t('settings.subscription.planChange.heading')}</h3>
      <p>{t('settings.subscription.planChange.intro')}</p>
      {quote ? (
        <div role="group" aria-labelledby="plan-change-quote">
          <QuoteText quote={quote} />
          <button
            ref={confirmRef}
            type="button"
            className="site-Button"
            disabled={state.phase === 'confirming'}
            aria-busy={state.phase === 'confirming' || undefined}
            onClick={planChange.confirm}
          >
            {quote.kind === 'upgrade'
              ? t('settings.subscription.planChange.confirmUpgrade', { amount: formatPlanAmount(quote.amount, quote.currency, locale) })
              : t('settings.subscription.planChange.confirmDowngrade')}
          </button>
          <button type="button" className="site-Button" data-variant="secondary" disabled={state.phase === 'confirming'} onClick={planChange.keep}>
            {t('settings.subscription.planChange.keep')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="site-Button"
          data-variant="secondary"
          disabled={state.phase === 'quoting'}
          aria-busy={state.phase === 'quoting' || undefined}
          onClick={() => planChange.ask(target)}
        >
          {state.phase === 'quoting' ? t('settings.subscription.planChange.loading') : t('settings.subscription.planChange.open', { plan: t(`premium.plan.${target}`) })}
        </button>
      )}
    </section>
  );
}

/** What the last plan change did; stays in the page after the details reload. */
export function PlanChangeMessages({ state }: { state: PlanChange['state'] }) {
  const { t, locale } = useI18n();
  const done = state.phase === 'changed' ? state.quote : null;
  return (
    <>
      <div className="site-LiveRegion" role="status" aria-atomic="true">
        {done ? (
          <p className="site-Alert" data-tone="success">
            {done.kind === 'upgrade'
              ? t('settings.subscription.planChange.upgraded', { plan: t(`premium.plan.${done.toPlan}`), amount: formatPlanAmount(done.amount, done.currency, locale) })
              : t('settings.subscription.planChange.scheduled', { plan: t(`premium.plan.${done.toPlan}`), date: formatDateTime(done.effectiveAt, locale) })}
          </p>
        ) : null}
      </div>
      <div className="site-LiveRegion" role="alert" aria-atomic="true">
        {state.phase === 'failed' ? <p className="site-Alert">{state.message}</p> : null}
      </div>
    </>
  );
}
