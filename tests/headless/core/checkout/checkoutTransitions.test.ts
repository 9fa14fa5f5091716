import { describe, expect, it } from 'vitest';
import { checkoutReducer, isInProgress, type CheckoutAction, type CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';

const S = {
  idle: { status: 'idle' },
  authorizing: { status: 'authorizing' },
  challenge: { status: 'challenge', executionId: 'e', href: 'http://localhost:4000/3ds/e', presentation: 'frame' },
  redirecting: { status: 'redirecting', executionId: 'e', href: 'http://localhost:4000/methods/genericRedirect/e' },
  awaitingPopup: { status: 'awaitingPopup', executionId: 'e', href: 'http://localhost:4000/methods/pix/e' },
  success: { status: 'success', executionId: 'e' },
  pending: { status: 'pending', executionId: 'e' },
  failure: { status: 'failure', reason: 'Card declined' },
} satisfies Record<string, CheckoutState>;

const A = {
  payRequested: { type: 'payRequested' },
  authorizeSucceeded: { type: 'authorizeSucceeded', executionId: 'x' },
  authorizePending: { type: 'authorizePending', executionId: 'x' },
  authorizeFailed: { type: 'authorizeFailed', reason: 'Insufficient funds', code: 'AUTHORIZATION_ERROR' },
  challengeRequired: { type: 'challengeRequired', executionId: 'x', href: 'http://localhost:4000/3ds/x', presentation: 'popup' },
  challengeCompleted: { type: 'challengeCompleted' },
  redirectRequired: { type: 'redirectRequired', executionId: 'x', href: 'http://localhost:4000/methods/modo/x' },
  popupOpened: { type: 'popupOpened', executionId: 'x', href: 'http://localhost:4000/methods/pix/x' },
  cancelled: { type: 'cancelled', reason: 'User cancelled the authorization.' },
  sessionExpired: { type: 'sessionExpired' },
  failureDismissed: { type: 'failureDismissed' },
} satisfies Record<string, CheckoutAction>;

type StateName = keyof typeof S;
type ActionName = keyof typeof A;

const succeeded: CheckoutState = { status: 'success', executionId: 'x' };
const pendingX: CheckoutState = { status: 'pending', executionId: 'x' };
const failedX: CheckoutState = { status: 'failure', reason: 'Insufficient funds', code: 'AUTHORIZATION_ERROR' };
const cancelledX: CheckoutState = { status: 'failure', reason: 'User cancelled the authorization.', code: 'USER_CANCELLED' };

/** Every transition that changes the state; every other pair leaves it exactly as it was. */
const CHANGES: Partial<Record<StateName, Partial<Record<ActionName, CheckoutState>>>> = {
  idle: { payRequested: S.authorizing },
  authorizing: {
    authorizeSucceeded: succeeded,
    authorizePending: pendingX,
    authorizeFailed: failedX,
    challengeRequired: { status: 'challenge', executionId: 'x', href: A.challengeRequired.href, presentation: 'popup' },
    redirectRequired: { status: 'redirecting', executionId: 'x', href: A.redirectRequired.href },
    popupOpened: { status: 'awaitingPopup', executionId: 'x', href: A.popupOpened.href },
    cancelled: cancelledX,
    sessionExpired: S.idle,
  },
  challenge: { authorizeSucceeded: succeeded, authorizePending: pendingX, authorizeFailed: failedX, challengeCompleted: S.authorizing, cancelled: cancelledX, sessionExpired: S.idle },
  redirecting: { authorizeSucceeded: succeeded, authorizePending: pendingX, authorizeFailed: failedX, cancelled: cancelledX, sessionExpired: S.idle },
  awaitingPopup: { authorizeSucceeded: succeeded, authorizePending: pendingX, authorizeFailed: failedX, cancelled: cancelledX, sessionExpired: S.idle },
  failure: { payRequested: S.authorizing, failureDismissed: S.idle },
};

const pairs = (Object.keys(S) as StateName[]).flatMap((state) => (Object.keys(A) as ActionName[]).map((action) => [state, action] as const));

describe('every checkout transition', () => {
  it.each(pairs)('%s + %s', (stateName, actionName) => {
    const state = S[stateName];
    const next = checkoutReducer(state, A[actionName]);
    const expected = CHANGES[stateName]?.[actionName];
    if (expected) expect(next).toEqual(expected);
    else expect(next).toBe(state);
  });

  it('counts the shopper steps as in progress, and only them', () => {
    expect((Object.keys(S) as StateName[]).filter((name) => isInProgress(S[name]))).toEqual(['authorizing', 'challenge', 'redirecting', 'awaitingPopup']);
  });
});
