const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How long each kind of answer is fresh: within it, a page that shows it again takes it from the
 * cache without a request. Focus on the window refetches whatever is stale.
 */
export const STALE_TIMES = {
  /** Home sections and category lists change with editorial updates, not by the minute. */
  home: 5 * MINUTE,
  /** Videos and their access: access follows the viewer, whose changes refetch them anyway. */
  video: 2 * MINUTE,
  /** Channel pages hold follower counts that other viewers change. */
  channel: 1 * MINUTE,
  search: 1 * MINUTE,
  /** Live and upcoming events go live and end: kept short. */
  events: 30 * SECOND,
  /** The viewer's own interests change only here. */
  interests: 10 * MINUTE,
  /** Premium plans and prices of a country. */
  plans: 10 * MINUTE,
  /** The dial-code countries change with deployments only. */
  otpCountries: 60 * MINUTE,
  /** Subscription state can change from another device or a payment callback: always checked again. */
  subscription: 0,
  /** Watching on another device moves it: checked again on each visit. */
  watchProgress: 0,
} as const;
