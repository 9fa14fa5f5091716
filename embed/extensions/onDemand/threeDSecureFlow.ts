import type { PendingFlow } from '../../../headless/core/checkout/paymentRunner';
import type { ChallengeExtension } from '../challengeExtension';
import { loadExtension } from '../loadExtension';

/*
 * Stands in for headless/core/checkout/threeDSecureFlow.ts in the script-tag scripts (the build
 * swaps it in): most payments need no challenge, so its code loads beside the bundle when the
 * provider asks for one. A popup opened in the click handler waits for it, still blank; a script
 * that cannot load fails the payment like any other network error.
 */
export const threeDSecureFlow: PendingFlow = (context, step) =>
  loadExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge).then((challenge) => challenge.threeDSecureFlow(context, step));
