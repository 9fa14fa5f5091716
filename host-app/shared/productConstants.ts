/** Business constants and enumerations of the product (docs/requirements/product.md), named as the product names them. */

export const LOCALES = ['en', 'ar'] as const;
export type ProductLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: ProductLocale = 'en';

/** PR-PAY-6: default user country. */
export const DEFAULT_USER_COUNTRY = 'AE';
/**
 * PR-API-3, PR-AUTH-7: the API version header, the product API timeout and the stored token's lifetime
 * (when the user did not choose to stay signed in), defined once with the kit's auth session,
 * which makes the same calls.
 */
export {
  PRODUCT_API_VERSION as API_VERSION,
  PRODUCT_API_TIMEOUT_MS,
  TOKEN_LIFETIME_SECONDS as STORED_TOKEN_LIFETIME_SECONDS,
} from 'payment-client/auth-session/constants';
/** PR-FORM-1: full name maximum length. */
export const FULL_NAME_MAX_LENGTH = 255;
/** PR-CONTENT-1: video search page size and first page. */
export const VIDEO_SEARCH_PAGE_SIZE = 5;
export const VIDEO_SEARCH_FIRST_PAGE = 0;
/** PR-PAY-7: generic error auto-clear (ms). */
export const GENERIC_ERROR_CLEAR_MS = 5_000;
/** PR-ANALYTICS-4: default device OS. */
export const DEFAULT_DEVICE_OS = 'web';

/** PR-ANALYTICS-4: analytics limits and remote-config fetch policy. */
export const ANALYTICS_HEARTBEAT_STORE_LIMIT = 30;
export const REMOTE_CONFIG_FETCH_TRIES = 3;
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 1_000;
export const DEFAULT_TELEMETRY_LEVEL = 'error';
export const ANALYTICS_SESSION_TIMEOUT_SECONDS = 1_800;
export const ANALYTICS_ID_COOKIE_LIFETIME_SECONDS = 63_072_000;
export const ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS = 30 * 60;
/** PR-ANALYTICS-1: analytics identity of an anonymous visitor. */
export const GUEST_USER_ID = 'GUEST';

/** PR-SITE-2, PR-API-11: platform values (the OS header); `webEmbedded` when the player is embedded. */
export const PLATFORMS = ['web', 'streaming', 'vsports', 'webEmbedded'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** PR-API-11: the OS header of the video detail call when the player is embedded. */
export const EMBEDDED_PLATFORM: Platform = 'webEmbedded';

/** PR-CONTENT-2: video formats. */
export const VideoFormat = { Spherical: 1, Normal: 2, Youtube: 3, Smashi: 4 } as const;
export type VideoFormat = (typeof VideoFormat)[keyof typeof VideoFormat];

/** PR-ADS-2: ad placement types and the units an ad configuration may hold. */
export const AD_PLACEMENT_TYPES = ['mpu', 'native', 'audio', 'interstitial', 'preroll', 'billboard', 'sticky'] as const;
export type AdPlacementType = (typeof AD_PLACEMENT_TYPES)[number];
export const AD_CONFIGURATION_UNITS = ['billboard', 'mpu', 'interstitial', 'sticky'] as const;
export type AdConfigurationUnit = (typeof AD_CONFIGURATION_UNITS)[number];

/** PR-CONTENT-5: home content sections and home section keys. */
export const HOME_CONTENT_SECTIONS = ['sliders', 'videos', 'categories', 'channels', 'dynamicHomeAd', 'events'] as const;
export type HomeContentSection = (typeof HOME_CONTENT_SECTIONS)[number];
export const HOME_SECTION_KEYS = [
  'channels',
  'web_dynamic_ads',
  'whats_hot',
  'channel_list',
  'categories',
  'stars',
  'category',
  'live',
  'upcomingEvents',
  'liveNow',
  'people_we_love',
  'past_live',
  'featured_replay',
  'dynamic_home_ads',
] as const;
/** Sections of a signed-in viewer's own home, beyond the spec's keys: new videos of the channels they follow. */
export const PERSONAL_HOME_SECTION_KEYS = ['following'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number] | (typeof PERSONAL_HOME_SECTION_KEYS)[number];

/** PR-PAY-1: payment method kinds (a voucher is the fifth way to pay). */
export const PAYMENT_METHOD_KINDS = ['Mobile', 'CreditCard', 'ApplePay', 'GooglePay', 'Voucher'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** PR-PAY-2: billing plan key names. */
export const BILLING_PLAN_KEYS = ['monthly', 'quarterly', 'yearly', 'monthly_trial_7days'] as const;
export type BillingPlanKey = (typeof BILLING_PLAN_KEYS)[number];

/**
 * Country codes: the OTP country list answers ISO GB for the United Kingdom, while home data
 * is keyed by UK (PR-CONTENT-6, PR-API-6). The API accepts either spelling on the home path.
 */
export const HOME_COUNTRY_FOR_ISO: Readonly<Record<string, string>> = { GB: 'UK' };
export const ISO_COUNTRY_FOR_HOME: Readonly<Record<string, string>> = { UK: 'GB' };
