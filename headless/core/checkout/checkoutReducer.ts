/**
 * The pay-button flow as a pure reducer: idle → authorizing → success | pending | failure.
 * The failure can be dismissed back to idle, so the shopper may try again.
 */
export type CheckoutState =
  | { status: 'idle' }
  | { status: 'authorizing' }
  | { status: 'success'; executionId: string }
  | { status: 'pending'; executionId: string }
  | { status: 'failure'; reason: string | undefined };

export type CheckoutAction =
  | { type: 'payRequested' }
  | { type: 'authorizeSucceeded'; executionId: string }
  | { type: 'authorizePending'; executionId: string }
  | { type: 'authorizeFailed'; reason: string | undefined }
  | { type: 'failureDismissed' };

export const initialCheckoutState: CheckoutState = { status: 'idle' };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'payRequested':
      return state.status === 'idle' || state.status === 'failure' ? { status: 'authorizing' } : state;
    case 'authorizeSucceeded':
      return state.status === 'authorizing' ? { status: 'success', executionId: action.executionId } : state;
    case 'authorizePending':
      return state.status === 'authorizing' ? { status: 'pending', executionId: action.executionId } : state;
    case 'authorizeFailed':
      return state.status === 'authorizing' ? { status: 'failure', reason: action.reason } : state;
    case 'failureDismissed':
      return state.status === 'failure' ? initialCheckoutState : state;
    default: {
      const unknown: never = action;
      throw new Error(`Unknown checkout action: ${JSON.stringify(unknown)}`);
    }
  }
}
