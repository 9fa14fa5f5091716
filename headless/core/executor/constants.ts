/** Polling of the execution link (PC-POLL-4). */
export const POLLING = {
  intervalMs: 680,
  maxAttempts: 60,
  initialDelayMs: 2000,
  /** A failed poll counts this many attempts against `maxAttempts`. */
  errorCountMultiplier: 5,
  /** Polls allowed before the authorize or payout request itself shows in the status list. */
  maxRequestRetries: 10,
} as const;

export type PollingPolicy = { readonly [K in keyof typeof POLLING]: number };

/**
 * After a 3-D Secure challenge the authorization result is polled at this interval (PC-3DS-6:
 * "at a 2000 ms interval"), not the authorize request's: the shopper's bank answers slower.
 */
export const THREE_DS_REPOLL_INTERVAL_MS = 2000;

/** The polling after a challenge: the limits of PC-POLL-4, the interval of PC-3DS-6. */
export const THREE_DS_REPOLLING: PollingPolicy = { ...POLLING, intervalMs: THREE_DS_REPOLL_INTERVAL_MS };

/** Payment execution status codes of a payment (PC-POLL-1). */
export const EXECUTION_STATUS = {
  authorizeRequested: 'authorizeRequested',
  authorizePending: 'authorizePending',
  authorizeSuccessful: 'authorizeSuccessful',
  authorizeFailed: 'authorizeFailed',
  confirmRequested: 'confirmRequested',
} as const;

/** Payment execution status codes of a payout (PC-POLL-1), apart so payments do not carry them. */
export const PAYOUT_STATUS = {
  payoutRequested: 'payoutRequested',
  payoutPending: 'payoutPending',
  payoutSuccessful: 'payoutSuccessful',
  payoutFailed: 'payoutFailed',
} as const;

export type ExecutionStatusCode = (typeof EXECUTION_STATUS)[keyof typeof EXECUTION_STATUS] | (typeof PAYOUT_STATUS)[keyof typeof PAYOUT_STATUS];

/** States that end polling for an authorize request: a result, or an action the shopper must take. */
export const AUTHORIZE_FINAL_STATES: readonly string[] = [
  EXECUTION_STATUS.authorizeSuccessful,
  EXECUTION_STATUS.authorizeFailed,
  EXECUTION_STATUS.authorizePending,
];

/** 3DS challenge frame sizes by screen width (PC-3DS-4): the largest that fits is used. */
export const THREE_DS_FRAME_SIZES = [
  { width: 250, height: 400 },
  { width: 390, height: 400 },
  { width: 500, height: 600 },
  { width: 600, height: 450 },
] as const;

/** A full-page challenge or redirect popup is the screen size minus this margin. */
export const POPUP_SCREEN_MARGIN_PX = 50;

/** The message the challenge page posts when the shopper is done. */
export const THREE_DS_COMPLETED_MESSAGE = 'payment-client:3ds-completed';

/** Polling redirect methods (PC-REDIRECT-5): poll count = ceil((timeout - offset) / interval). */
export const REDIRECT_POLLING = {
  intervalMs: 2000,
  offsetMs: 20_000,
  timeoutMs: { pix: 750_000, modo: 600_000 } as Readonly<Record<string, number>>,
} as const;

/** A plain redirect fails when the page has not navigated after this long. */
export const PLAIN_REDIRECT_TIMEOUT_MS = 30_000;

export function redirectPollCount(timeoutMs: number): number {
  return Math.max(1, Math.ceil((timeoutMs - REDIRECT_POLLING.offsetMs) / REDIRECT_POLLING.intervalMs));
}

/** The challenge frame for a screen of this width. */
export function threeDSFrameSize(screenWidth: number): { width: number; height: number } {
  const fitting = THREE_DS_FRAME_SIZES.filter((size) => size.width <= screenWidth);
  return fitting.at(-1) ?? THREE_DS_FRAME_SIZES[0];
}
