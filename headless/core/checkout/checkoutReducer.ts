/**
 * The pay flow as a pure reducer (PC-PAY-1, PC-POLL-3): idle → authorizing → success | pending | failure,
 * with the shopper steps a pending authorization can ask for on the way: a 3-D Secure
 * challenge (in-page frame or popup), a page redirect, or a popup for polling methods.
 * A failure can be dismissed back to idle, so the shopper may try again; a session expiry
 * clears whatever was in progress.
 */
export type ChallengePresentation = 'frame' | 'popup';

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'authorizing' }
  | { status: 'challenge'; executionId: string; href: string; presentation: ChallengePresentation }
  | { status: 'redirecting'; executionId: string; href: string }
  | { status: 'awaitingPopup'; executionId: string; href: string }
  | { status: 'success'; executionId: string }
  | { status: 'pending'; executionId: string }
  | { status: 'failure'; reason: string | undefined; code?: string };

export type CheckoutAction =
  | { type: 'payRequested' }
  | { type: 'authorizeSucceeded'; executionId: string }
  | { type: 'authorizePending'; executionId: string }
  | { type: 'authorizeFailed'; reason: string | undefined; code?: string }
  | { type: 'challengeRequired'; executionId: string; href: string; presentation: ChallengePresentation }
  /** The challenge page reported completion: the execution is polled again. */
  | { type: 'challengeCompleted' }
  | { type: 'redirectRequired'; executionId: string; href: string }
  | { type: 'popupOpened'; executionId: string; href: string }
  | { type: 'cancelled'; reason: string }
  | { type: 'sessionExpired' }
  | { type: 'failureDismissed' };

export const initialCheckoutState: CheckoutState = { status: 'idle' };

/** States in which the shopper is mid-payment: the pay button is busy and the loader shows. */
const IN_PROGRESS: readonly CheckoutState['status'][] = ['authorizing', 'challenge', 'redirecting', 'awaitingPopup'];

export const isInProgress = (state: CheckoutState): boolean => IN_PROGRESS.includes(state.status);

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'payRequested':
      return state.status === 'idle' || state.status === 'failure' ? { status: 'authorizing' } : state;
    case 'authorizeSucceeded':
      return isInProgress(state) ? { status: 'success', executionId: action.executionId } : state;
    case 'authorizePending':
      return isInProgress(state) ? { status: 'pending', executionId: action.executionId } : state;
    case 'authorizeFailed':
      return isInProgress(state) ? { status: 'failure', reason: action.reason, ...(action.code ? { code: action.code } : {}) } : state;
    case 'challengeRequired':
      return state.status === 'authorizing' ? { status: 'challenge', executionId: action.executionId, href: action.href, presentation: action.presentation } : state;
    case 'challengeCompleted':
      return state.status === 'challenge' ? { status: 'authorizing' } : state;
    case 'redirectRequired':
      return state.status === 'authorizing' ? { status: 'redirecting', executionId: action.executionId, href: action.href } : state;
    case 'popupOpened':
      return state.status === 'authorizing' ? { status: 'awaitingPopup', executionId: action.executionId, href: action.href } : state;
    case 'cancelled':
      return isInProgress(state) ? { status: 'failure', reason: action.reason, code: 'USER_CANCELLED' } : state;
    case 'sessionExpired':
      return isInProgress(state) ? initialCheckoutState : state;
    case 'failureDismissed':
      return state.status === 'failure' ? initialCheckoutState : state;
    default: {
      const unknown: never = action;
      throw new Error(`Unknown checkout action: ${JSON.stringify(unknown)}`);
    }
  }
}
