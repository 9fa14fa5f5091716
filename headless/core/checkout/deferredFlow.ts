import type { PendingFlow } from './paymentRunner';

/**
 * A flow whose code is loaded when first needed. It is asked for while a payment's authorize
 * request is answered (`prepare`), so a challenge waits for it only if that load is slower; a
 * failed load is tried again when the flow runs, and fails the payment like any network error.
 */
export function deferredFlow(load: () => Promise<PendingFlow>): PendingFlow {
  return Object.assign((context: Parameters<PendingFlow>[0], step: Parameters<PendingFlow>[1]) => load().then((flow) => flow(context, step)), {
    prepare: () => void load().catch(() => undefined),
  });
}
