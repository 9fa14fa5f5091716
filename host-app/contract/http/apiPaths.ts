/**
 * Paths of the product API. Those of PR-API-1 are the product's; the others
 * (marked) are this API's choices where the spec names a call but not its path.
 */
export const API_PATHS = {
  otpCountries: '/api/v1/auth/otp/countries',
  otpSend: '/api/v1/auth/otp/send',
  otpVerify: '/api/v1/auth/otp/verify', // chosen
  home: (locale: string, country: string) => `/home/${encodeURIComponent(locale)}/${encodeURIComponent(country)}`,
  profile: '/api/v1/auth/profile',
  signUp: '/api/v1/auth/signup',
  /** The code sent to a new account's email: the account signs in only once it is entered. */
  signUpVerify: '/api/v1/auth/signup/verify', // chosen
  signIn: '/api/v1/auth/signin',
  signInWithToken: '/api/v1/auth/signin-token',
  signOut: '/api/v1/auth/signout', // chosen
  /** Sign-in with an identity provider (apple, snapchat): the browser is sent to start, the provider sends it back to callback. */
  identitySignInStart: (provider: string) => `/api/v1/auth/oidc/${encodeURIComponent(provider)}/start`, // chosen
  identitySignInCallback: (provider: string) => `/api/v1/auth/oidc/${encodeURIComponent(provider)}/callback`, // chosen
  /** The site takes the session a provider's sign-in opened, once, from the browser that started it. */
  identitySignInSession: '/api/v1/auth/oidc/session', // chosen
  /** A forgotten password: a code to the account's email, then the code with a new password. */
  passwordResetStart: '/api/v1/auth/password-reset', // chosen
  passwordResetComplete: '/api/v1/auth/password-reset/complete', // chosen
  /** A signed-in subscriber's new password; every other session of the account ends. */
  passwordChange: '/api/v1/auth/password', // chosen
  /** A new or first email for the account, proven by a code sent to it. */
  emailChangeStart: '/api/v1/auth/email', // chosen
  emailChangeVerify: '/api/v1/auth/email/verify', // chosen
  /** The help chat: a message to the support team, answered with an acknowledgement number. */
  helpMessages: '/api/v1/help/messages', // chosen
  videos: '/media/videos',
  video: (videoId: string) => `/media/videos/${encodeURIComponent(videoId)}`,
  channelVideos: '/media/videos/channel',
  /** Videos, channels and events matching a query (q), best first. */
  search: '/api/v1/search', // chosen
  /** Titles starting with what the viewer is typing (q). */
  searchSuggestions: '/api/v1/search/suggestions', // chosen
  updateFollowing: '/channelsV2/updateFollowing',
  /** A discovery screen's rows (explore, showcase, featured-replay, people-we-love, teleport-now). */
  discoveryScreen: (screen: string) => `/api/v1/discovery/${encodeURIComponent(screen)}`, // chosen
  /** A campaign collection: its words, hero and videos. */
  collection: (slug: string) => `/api/v1/collections/${encodeURIComponent(slug)}`, // chosen
  eventsUpcoming: '/events/upcoming',
  eventsLive: '/events/live',
  /** A live event's stream: the detail of its video with a link to the live playlist. */
  liveEventStream: (eventId: string) => `/events/live/${encodeURIComponent(eventId)}/stream`, // chosen
  /** Videos to watch next to an event, live or upcoming. */
  eventSuggestedVideos: (eventId: string) => `/events/${encodeURIComponent(eventId)}/suggested-videos`, // chosen
  subscriptionDetails: '/v1/subscription/details',
  subscriptionStatus: (subscriberId: string) => `/v1/subscription/status/${encodeURIComponent(subscriberId)}`, // chosen
  subscriptionCancel: '/v1/subscription/cancel', // chosen
  subscriptionResume: '/v1/subscription/resume', // chosen
  subscriptionPlanChange: '/v1/subscription/plan-change', // chosen: GET quotes, POST confirms
  /** The signed-in subscriber's charges, refunds and failed attempts, newest first. */
  billingHistory: '/v1/subscription/billing-history', // chosen
  subscriptionCardUpdate: '/v1/subscription/card-update', // chosen: starts a zero-amount card verification
  subscriptionCardUpdateConfirm: '/v1/subscription/card-update/confirm', // chosen: the verified card becomes the subscription's
  profileImageUpload: '/subscribers/profile/upload',
  interests: '/api/v1/interests',
  interestsUpdate: '/api/v1/interests/subscriber/update',
  publicIp: '/api/v1/ip', // chosen
  /** The viewer's country as the server resolves it (choice, trusted geo header, public address). */
  viewerCountry: '/api/v1/geo/country', // chosen
  /** A signed-in viewer's country choice, kept on the profile. */
  profileCountry: '/api/v1/auth/profile/country', // chosen
  adConfiguration: '/api/v1/ads/config', // chosen
  /** The ad server's stand-in: a VAST 4 answer for one ad break (placement=preroll&videoId=…). */
  adVast: '/api/v1/ads/vast', // chosen
  /** Where the VAST answer's impression, progress and error trackers point: each records one beacon. */
  adBeacon: '/api/v1/ads/beacon', // chosen
  analyticsEvents: '/api/v1/analytics/events', // chosen
  /** A signed-in viewer's unfinished videos, the most recently watched first (home's "Continue watching"). */
  continueWatching: '/api/v1/watch-progress', // chosen
  /** A signed-in viewer's place in one video: GET reads it, POST saves it. */
  watchProgress: (videoId: string) => `/api/v1/watch-progress/${encodeURIComponent(videoId)}`, // chosen
  analyticsRemoteConfig: '/api/v1/analytics/remote-config', // chosen
  /** PR-API-9: premium plans of a country (query isActivated=1 and country). */
  packages: '/vuz/pay/packages',
  /** PR-API-8: payment setup; the API creates a provider session server to server. */
  paymentsClientInit: '/v1/api/cc/payrails/client/init',
  /** PR-API-10: checks a payment may start (plan, trial, not already subscribed) before it is authorized. */
  paymentIntentValidate: '/v2/api/cc/stripe/payment/intent/validate',
  /** PR-API-10: the site reports a finished payment; the API confirms it with the provider before granting VIP. */
  paymentResponse: '/v1/api/cc/stripe/payment/response',
  /** PR-API-9: the ways to pay a plan, with the subscriber's stored cards. */
  paymentMethods: '/v1/api/adyen/paymentMethods',
  /** PR-API-10: a payment the API authorizes itself (a stored card), answering 10102 with a 3-D Secure redirect when needed. */
  payments: '/v1/api/adyen/payments',
  /** Mobile-operator billing against the simulated operators. */
  mobileBillingStart: '/v1/api/dcb/otp/start', // chosen
  mobileBillingResend: '/v1/api/dcb/otp/resend', // chosen
  mobileBillingVerify: '/v1/api/dcb/otp/verify', // chosen
  /** Vouchers: check email and code, then a one-time code to the email redeems it. */
  voucherStart: '/v1/api/voucher/start', // chosen
  voucherResend: '/v1/api/voucher/resend', // chosen
  voucherVerify: '/v1/api/voucher/verify', // chosen
  /** Whether the signed-in account may still start the free trial: asked before any card is typed. */
  trialOffer: '/api/v1/payments/trial-offer', // chosen
  /** TEST environment only: runs the trial-end charge job once, as of a given time. */
  /** @deprecated The billing run (`devBillingRun`) runs every billing job; this path runs it too and answers the trial-end job's report. */
  devTrialCharges: '/api/v1/dev/trial-charges', // chosen
  devBillingRun: '/api/v1/dev/billing/run', // chosen
  /** TEST environment only: issues a fresh voucher for a plan, so repeated test runs never use up the seeded codes. */
  devVouchers: '/api/v1/dev/vouchers', // chosen
  /** TEST environment only: the analytics events stored for one analytics session, oldest first. */
  devAnalyticsEvents: '/api/v1/dev/analytics/events', // chosen
  /** TEST environment only: the latest one-time code sent to a phone or email. */
  devLatestOtp: '/api/v1/dev/otp/latest', // chosen
  devEmails: '/api/v1/dev/emails', // chosen
  /** TEST environment only: the help chat messages stored for an email, oldest first. */
  devHelpMessages: '/api/v1/dev/help/messages', // chosen
  /** TEST environment only: the beacons recorded for one VAST answer (servingId), oldest first. */
  devAdBeacons: '/api/v1/dev/ads/beacons', // chosen
} as const;

/** Where the server serves files: generated sample media, signed streams and uploaded profile images. */
export const MEDIA_FILES_PREFIX = '/media/files/';
export const MEDIA_STREAM_PREFIX = '/media/stream/';
export const MEDIA_LIVE_PREFIX = '/media/live/';
export const UPLOADS_PREFIX = '/uploads/';
