import { useEffect, useState } from 'react';
import { useAuthSession } from '../../../../headless/react/useAuthSession';
import { DEFAULT_USER_COUNTRY } from '../../../shared/productConstants';
import { useProductCaller } from '../../api/useProductCaller';
import { loadPlans } from '../../payments/paymentCalls';
import { browserPlanStorage, readSelectedPlanKey } from '../../payments/selectedPlanStorage';
import { usePaymentFlow } from '../../payments/usePaymentFlow';

/**
 * Loads the plans of the visitor's country into the payment flow and brings back the plan chosen
 * before (kept in storage, e.g. across signing in). `retry` loads again after a failure.
 */
export function usePremiumPlans(): { failed: boolean; retry: () => void } {
  const call = useProductCaller();
  const { subscriber } = useAuthSession();
  const { state, setUserCountry, plansLoadStarted, plansLoaded, plansLoadFailed, selectPlan } = usePaymentFlow();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const country = state.userCountry;
  const profileCountry = subscriber?.country || DEFAULT_USER_COUNTRY;

  useEffect(() => setUserCountry(profileCountry), [profileCountry, setUserCountry]);

  useEffect(() => {
    let current = true;
    setFailed(false);
    plansLoadStarted();
    void loadPlans(call, country).then((answer) => {
      if (!current) return;
      if (!answer.ok) {
        setFailed(true);
        plansLoadFailed();
        return;
      }
      plansLoaded(answer.data.packages);
      const stored = readSelectedPlanKey(browserPlanStorage());
      const plan = answer.data.packages.find((candidate) => candidate.key === stored);
      if (plan) selectPlan(plan);
    });
    return () => {
      current = false;
    };
  }, [call, country, attempt, plansLoadStarted, plansLoaded, plansLoadFailed, selectPlan]);

  return { failed, retry: () => setAttempt((n) => n + 1) };
}
