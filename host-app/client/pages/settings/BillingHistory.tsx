import type { BillingHistoryEntry } from '../../../contract/subscriptions/billingHistoryTypes';
import { useI18n } from '../../i18n/I18nProvider';
import { intlLocale } from '../../i18n/translate';
import { formatPlanAmount } from '../premium/planPrice';
import { useBillingHistory } from './useBillingHistory';

/** Networks by the names printed on cards; brand names stay as they are in Arabic too. */
const NETWORK_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  hipercard: 'Hipercard',
  elo: 'Elo',
  mada: 'mada',
};

/** The month by name in both languages: a numeric date reads differently in each. */
const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

function HistoryRow({ entry }: { entry: BillingHistoryEntry }) {
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(intlLocale(locale), DATE_FORMAT).format(new Date(entry.occurredAt));
  const paidWith = entry.card
    ? t('settings.billingHistory.card', { network: NETWORK_NAMES[entry.card.network] ?? entry.card.network, lastFour: entry.card.lastFour })
    : t(`settings.subscription.method.${entry.paymentMethod}`);
  return (
    <tr data-kind={entry.kind}>
      <td>
        <time dateTime={entry.occurredAt}>{date}</time>
      </td>
      <td>{t(`settings.billingHistory.kind.${entry.kind}`)}</td>
      <td>{t(`settings.billingHistory.reason.${entry.reason}`, { plan: t(`premium.plan.${entry.plan}`) })}</td>
      <td>{formatPlanAmount(entry.amount, entry.currency, locale)}</td>
      <td>{paidWith}</td>
    </tr>
  );
}

/** The subscriber's charges, refunds and failed attempts, newest first. */
export function BillingHistorySection() {
  const { t } = useI18n();
  const state = useBillingHistory();
  return (
    <section className="site-Section" aria-labelledby="billing-history-heading" aria-busy={state.status === 'loading' || undefined}>
      <h3 id="billing-history-heading">{t('settings.billingHistory.heading')}</h3>
      {state.status === 'failed' ? (
        <p role="alert">{t('settings.billingHistory.failed')}</p>
      ) : state.status === 'loaded' && state.entries.length === 0 ? (
        <p>{t('settings.billingHistory.empty')}</p>
      ) : state.status === 'loaded' ? (
        // Focusable, so a keyboard can scroll a table wider than the screen.
        <div className="site-TableScroll" role="region" aria-labelledby="billing-history-heading" tabIndex={0}>
          <table className="site-Table">
            <thead>
              <tr>
                <th scope="col">{t('settings.billingHistory.date')}</th>
                <th scope="col">{t('settings.billingHistory.what')}</th>
                <th scope="col">{t('settings.billingHistory.plan')}</th>
                <th scope="col">{t('settings.billingHistory.amount')}</th>
                <th scope="col">{t('settings.billingHistory.paidWith')}</th>
              </tr>
            </thead>
            <tbody>
              {state.entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
