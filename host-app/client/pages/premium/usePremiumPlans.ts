import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { DEFAULT_USER_COUNTRY } from '../../../shared/productConstants';
import { useSiteQueries } from '../../api/siteQueries';
import { browserPlanStorage, readSelectedPlanKey } from '../../payments/selectedPlanStorage';
import { usePaymentFlow } from '../../payments/usePaymentFlow';

/**
 * Loads the plans of the visitor's country into the payment flow and brings back the plan chosen
 * before (kept in storage, e.g. across signing in). `retry` loads again after a failure.
 */
export function usePremiumPlans(): { failed: boolean; retry: () => void } {
  const { subscriber } = useAuthSession();
  const { state, setUserCountry, plansLoadStarted, plansLoaded, plansLoadFailed, selectPlan } = usePaymentFlow();
  const profileCountry = subscriber?.country || DEFAULT_USER_COUNTRY;
  const plans = useQuery(useSiteQueries().plans(state.userCountry));

  useEffect(() => setUserCountry(profileCountry), [profileCountry, setUserCountry]);

  // The flow keeps its own copy of the plans; it follows the query's answer, not each refetch of the same one.
  useEffect(() => {
    if (plans.isPending || plans.isRefetchError) {
      if (plans.isPending) plansLoadStarted();
      return;
    }
    if (plans.isError) {
      plansLoadFailed();
      return;
    }
    plansLoaded(plans.data.packages);
    const stored = readSelectedPlanKey(browserPlanStorage());
    const plan = plans.data.packages.find((candidate) => candidate.key === stored);
    if (plan) selectPlan(plan);
  }, [plans.isPending, plans.isError, plans.isRefetchError, plans.data, plansLoadStarted, plansLoaded, plansLoadFailed, selectPlan]);

  return { failed: plans.isError && !plans.data, retry: () => void plans.refetch() };
}
