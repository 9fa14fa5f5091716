import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import type { BillingPlan } from '../../../contract/payments/paymentTypes';
import { dataOrThrow } from '../../api/productCallError';
import { useSiteQueries } from '../../api/siteQueries';
import { useProductCaller } from '../../api/useProductCaller';
import { useViewerCountry } from '../../geo/useViewerCountry';
import { loadTrialOffer } from '../../payments/paymentCalls';
import { browserPlanStorage, readSelectedPlanKey } from '../../payments/selectedPlanStorage';
import { usePaymentFlow } from '../../payments/usePaymentFlow';

/** A plan with a trial is offered only while the account may still have one (visitors are asked once signed in). */
const offered = (packages: readonly BillingPlan[], trialAllowed: boolean) => (trialAllowed ? [...packages] : packages.filter((plan) => plan.trialDuration === 0));

/**
 * Loads the plans of the visitor's country into the payment flow and brings back the plan chosen
 * before (kept in storage, e.g. across signing in). A signed-in account that already had its free
 * trial is not offered the trial plan: that is known before any card is typed. `retry` loads again
 * after a failure.
 */
export function usePremiumPlans(): { failed: boolean; retry: () => void; listed: readonly BillingPlan[] } {
  const { subscriber } = useAuthSession();
  const call = useProductCaller();
  const viewerCountry = useViewerCountry();
  const { state, setUserCountry, plansLoadStarted, plansLoaded, plansLoadFailed, selectPlan } = usePaymentFlow();
  // The viewer's country itself, not the flow's copy set after the first render: the server render lists the right prices.
  const plans = useQuery(useSiteQueries().plans(viewerCountry));
  const subscriberId = subscriber?.id ?? null;
  const trialOffer = useQuery({
    queryKey: ['trialOffer', subscriberId],
    queryFn: () => loadTrialOffer(call).then(dataOrThrow),
    enabled: subscriberId !== null,
    staleTime: 0,
  });
  // Unknown (the call failed) leaves the plans as listed: the payment setup refuses a used trial
  // before any card form shows.
  const trialAllowed = trialOffer.data?.canBenefitFromTrial !== false;
  const trialPending = subscriberId !== null && trialOffer.isPending;

  useEffect(() => setUserCountry(viewerCountry), [viewerCountry, setUserCountry]);

  // The flow keeps its own copy of the plans; it follows the query's answer, not each refetch of the same one.
  useEffect(() => {
    if (plans.isPending || plans.isRefetchError || trialPending) {
      if (plans.isPending || trialPending) plansLoadStarted();
      return;
    }
    if (plans.isError) {
      plansLoadFailed();
      return;
    }
    const packages = offered(plans.data.packages, trialAllowed);
    plansLoaded(packages);
    const stored = readSelectedPlanKey(browserPlanStorage());
    const plan = packages.find((candidate) => candidate.key === stored);
    if (plan) selectPlan(plan);
  }, [plans.isPending, plans.isError, plans.isRefetchError, plans.data, trialPending, trialAllowed, plansLoadStarted, plansLoaded, plansLoadFailed, selectPlan]);

  // Until the flow has taken the plans in (an effect, which a server render never runs), they are
  // listed from the answer itself: the page the server sends shows them, and hydrates to the same.
  const fromAnswer = plans.data && !trialPending ? offered(plans.data.packages, trialAllowed) : null;
  const listed = state.creditCardPlans.length > 0 || !fromAnswer ? state.creditCardPlans : fromAnswer;
  return { failed: plans.isError && !plans.data, retry: () => void plans.refetch(), listed };
}
