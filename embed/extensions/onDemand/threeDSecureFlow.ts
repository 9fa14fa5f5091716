import type { FlowContext, PendingFlow, PendingStep } from '../../../headless/core/checkout/paymentRunner';
import type { ChallengeExtension } from '../challengeExtension';
import { loadExtension } from '../loadExtension';

/*
 * Stands in for headless/core/checkout/threeDSecureFlow.ts in the script-tag scripts (the build
 * swaps it in): most payments need no challenge, so its code is not part of the page's first
 * load. It is fetched while a payment's authorize request is answered; a challenge waits for it
 * only if that fetch is slower. A popup opened in the click handler waits for it, still blank; a
 * script that cannot load fails the payment like any other network error.
 */
const loadChallenge = () => loadExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge);

export const threeDSecureFlow: PendingFlow = Object.assign((context: FlowContext, step: PendingStep) => loadChallenge().then((challenge) => challenge.threeDSecureFlow(context, step)), {
  // Fetched while the authorize request is answered, so a challenge does not wait for it; a
  // failed fetch is tried again if a challenge comes.
  prepare: () => void loadChallenge().catch(() => undefined),
});
