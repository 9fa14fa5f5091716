import type { BillingOtpSent, SubscriptionGranted } from '../../../contract/payments/paymentTypes';

/** What went wrong, as the API said it; the text is chosen when it is shown. */
export interface JourneyProblem {
  messageKey?: string;
  /** The API's own text, already in the page's language. */
  message?: string;
  /** Why the call failed when the API did not say (connection, waiting). */
  kind?: string;
  resultCode?: number;
}

/**
 * The steps both code-confirmed journeys (mobile billing, voucher) share: details, the code sent
 * to the subscriber, then granted or failed. `T` is where the code went.
 */
export type OtpJourneyState<T> =
  | { step: 'details'; pending: boolean; problem: JourneyProblem | null }
  | { step: 'code'; target: T; sent: BillingOtpSent; sentAt: number; pending: 'verify' | 'resend' | null; problem: JourneyProblem | null; resent: boolean }
  | { step: 'finish'; granted: SubscriptionGranted }
  | { step: 'failed'; problem: JourneyProblem };

export type OtpJourneyAction<T> =
  | { type: 'startRequested' }
  | { type: 'startRefused'; problem: JourneyProblem }
  | { type: 'codeSent'; target: T; sent: BillingOtpSent; at: number }
  | { type: 'verifyRequested' }
  | { type: 'codeRefused'; problem: JourneyProblem }
  | { type: 'resendRequested' }
  | { type: 'codeResent'; sent: BillingOtpSent; at: number }
  | { type: 'granted'; granted: SubscriptionGranted }
  | { type: 'failed'; problem: JourneyProblem }
  | { type: 'startOver' };

export const initialOtpJourneyState = <T>(): OtpJourneyState<T> => ({ step: 'details', pending: false, problem: null });

/** Seconds before another code may be asked for, from when the last one was sent. */
export function resendSecondsLeft(sent: BillingOtpSent, sentAt: number, now: number): number {
  // A clock read before the answer came (a countdown's first render) means no time has passed yet.
  const elapsed = Math.max(0, now - sentAt);
  return Math.max(0, Math.ceil(sent.resendAfterSeconds - elapsed / 1000));
}

/**
 * Pure transitions. A request while another is pending is ignored, so a second click never
 * sends a second call; an action that does not fit the step leaves the state as it is.
 */
export function otpJourneyReducer<T>(state: OtpJourneyState<T>, action: OtpJourneyAction<T>): OtpJourneyState<T> {
  switch (action.type) {
    case 'startRequested':
      if (state.step !== 'details' || state.pending) return state;
      return { ...state, pending: true, problem: null };
    case 'startRefused':
      if (state.step !== 'details') return state;
      return { ...state, pending: false, problem: action.problem };
    case 'codeSent':
      if (state.step !== 'details') return state;
      return { step: 'code', target: action.target, sent: action.sent, sentAt: action.at, pending: null, problem: null, resent: false };
    case 'verifyRequested':
      if (state.step !== 'code' || state.pending) return state;
      return { ...state, pending: 'verify', problem: null, resent: false };
    case 'codeRefused':
      if (state.step !== 'code') return state;
      return { ...state, pending: null, problem: action.problem };
    case 'resendRequested':
      if (state.step !== 'code' || state.pending) return state;
      return { ...state, pending: 'resend', problem: null, resent: false };
    case 'codeResent':
      if (state.step !== 'code') return state;
      return { ...state, sent: action.sent, sentAt: action.at, pending: null, problem: null, resent: true };
    case 'granted':
      if (state.step !== 'code') return state;
      return { step: 'finish', granted: action.granted };
    case 'failed':
      if (state.step === 'finish') return state;
      return { step: 'failed', problem: action.problem };
    case 'startOver':
      return initialOtpJourneyState<T>();
    default: {
      const unknown: never = action;
      throw new Error(`otpJourneyReducer: unknown action ${JSON.stringify(unknown)}`);
    }
  }
}
