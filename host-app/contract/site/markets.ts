/** PR-PAY-6: default user country. */
export const DEFAULT_USER_COUNTRY = 'AE';

/**
 * Country codes: the OTP country list answers ISO GB for the United Kingdom, while home data
 * is keyed by UK (PR-CONTENT-6, PR-API-6). The API accepts either spelling on the home path.
 */
export const HOME_COUNTRY_FOR_ISO: Readonly<Record<string, string>> = { GB: 'UK' };
export const ISO_COUNTRY_FOR_HOME: Readonly<Record<string, string>> = { UK: 'GB' };

/**
 * The markets this site sells in: the countries with seeded operators, prices and terms, by ISO code
 * (the home data keys the United Kingdom as UK, see HOME_COUNTRY_FOR_ISO). A viewer may choose one
 * of these in settings; any other country is shown the default market's offer.
 */
export const MARKET_COUNTRIES = ['AE', 'SA', 'KW', 'EG', 'GB'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

export const isMarketCountry = (value: string): value is MarketCountry => (MARKET_COUNTRIES as readonly string[]).includes(value);

/** A visitor's country choice, kept in a cookie so the server render, not only the browser, honours it. */
export const COUNTRY_CHOICE_COOKIE = 'country';
/** A year: the choice outlives a browsing session, like the language. */
export const COUNTRY_CHOICE_MAX_AGE_SECONDS = 31_536_000;

/** How the viewer's country was found, most trusted first. */
export type CountrySource = 'choice' | 'profile' | 'header' | 'ip' | 'default';

/** The viewer's country as the server resolved it (ISO code, upper case) and its continent code. */
export interface ViewerCountry {
  country: string;
  continent: string;
  source: CountrySource;
}

export interface PublicIp {
  ip: string;
}
