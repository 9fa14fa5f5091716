import type { PaymentClient } from '../client/createPaymentClient';
import type { ResumePayment } from './resumePayment';
import type { PaymentPreparation, RunnerSteps } from './paymentRunner';
import type { PopupHandle } from './shopperWindows';

/**
 * Where a 3-D Secure challenge shows (PC-3DS-1, SEC-15): a frame inside the page, a popup opened by the
 * pay click, or the whole page, sent to the challenge and back to `returnInfo`.
 */
export const CHALLENGE_WINDOWS = ['frame', 'popup', 'redirect'] as const;

export type ChallengeWindow = (typeof CHALLENGE_WINDOWS)[number];

/**
 * What the pay click prepares for the challenge: a popup opened now, in the click's own turn,
 * since a popup opened after anything asynchronous is blocked.
 */
export function challengePreparation(challengeWindow: ChallengeWindow, openPopup: () => PopupHandle | null): PaymentPreparation {
  return { popup: challengeWindow === 'popup' ? openPopup() : null };
}

/**
 * The execution the page came back to after leaving for a challenge or a provider's page: the
 * provider adds `executionId` to the return address. Only the session's own execution counts.
 */
/** The page a payment may come back to: its address, and its history to tidy that address. */
export type ReturnPage = Pick<Window, 'location'> & { history?: Pick<History, 'state' | 'replaceState'> };

export function returnedExecutionId(view: ReturnPage | undefined, sessionExecutionId: string): string | null {
  if (!view) return null;
  const returned = new URLSearchParams(view.location.search).get('executionId');
  return returned === sessionExecutionId ? returned : null;
}

/** Takes `executionId` off the return page's address (see resumePayment). */
export function forgetReturnedExecution(view: ReturnPage | undefined): void {
  if (!view?.history) return;
  const address = new URL(view.location.href);
  address.searchParams.delete('executionId');
  view.history.replaceState(view.history.state, '', address);
}

/**
 * A checkout's `resume`: back on the page from a full-page challenge or a provider's page, reports
 * the payment, once (a form mounted again on the same page does not report it twice).
 */
export function resumeOnce(client: PaymentClient, resumePayment: ResumePayment, steps: RunnerSteps): (view?: ReturnPage) => Promise<void> {
  let resumed = false;
  return (view = typeof window === 'undefined' ? undefined : window) => {
    if (resumed || !returnedExecutionId(view, client.session.execution.id)) return Promise.resolve();
    resumed = true;
    return resumePayment(client, steps, view);
  };
}
