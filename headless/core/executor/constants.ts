/** Polling of the execution link (payment-client.md section 9). */
export const POLLING = {
  intervalMs: 680,
  maxAttempts: 60,
  initialDelayMs: 2000,
  /** A failed poll counts this many attempts against `maxAttempts`. */
  errorCountMultiplier: 5,
  /** Polls allowed before the authorize or payout request itself shows in the status list. */
  maxRequestRetries: 10,
} as const;

/** Payment execution status codes (section 4). */
export const EXECUTION_STATUS = {
  authorizeRequested: 'authorizeRequested',
  authorizePending: 'authorizePending',
  authorizeSuccessful: 'authorizeSuccessful',
  authorizeFailed: 'authorizeFailed',
  confirmRequested: 'confirmRequested',
  payoutRequested: 'payoutRequested',
  payoutPending: 'payoutPending',
  payoutSuccessful: 'payoutSuccessful',
  payoutFailed: 'payoutFailed',
} as const;

export type ExecutionStatusCode = (typeof EXECUTION_STATUS)[keyof typeof EXECUTION_STATUS];

/** States that end polling for an authorize request: a result, or an action the shopper must take. */
export const AUTHORIZE_FINAL_STATES: readonly string[] = [
  EXECUTION_STATUS.authorizeSuccessful,
  EXECUTION_STATUS.authorizeFailed,
  EXECUTION_STATUS.authorizePending,
];
