import { useAuthSession } from '../../../../headless/react/useAuthSession';
import { BILLING_PLAN_KEYS } from '../../../shared/productConstants';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The subscription landing path of the brand (/vip-plans or /premium). It presents the plans;
 * choosing one and paying is the payment journey, which mounts here when it is built.
 */
export function PremiumLandingPage() {
  const { t } = useI18n();
  const { isVip } = useAuthSession();
  return (
    <div className="site-Premium">
      <h1>{t('premium.heading')}</h1>
      <p>{t('premium.intro')}</p>
      {isVip ? (
        <p role="status">{t('premium.alreadyVip')}</p>
      ) : (
        <ul className="site-CardGrid">
          {BILLING_PLAN_KEYS.map((plan) => (
            <li key={plan} className="site-Card site-PlanCard">
              <h2>{t(`premium.plan.${plan}`)}</h2>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
