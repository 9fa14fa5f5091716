import { COUNTRY_CHOICE_COOKIE, COUNTRY_CHOICE_MAX_AGE_SECONDS, type MarketCountry } from '../../contract/site/markets';

/**
 * A visitor's choice goes in a cookie rather than local storage: the server renders the first page
 * with the visitor's operators and prices, and only a cookie reaches it. Lax, so a link from
 * elsewhere still opens the site in the chosen country.
 */
export function writeCountryChoiceCookie(country: MarketCountry, target: Pick<Document, 'cookie'> = document): void {
  target.cookie = `${COUNTRY_CHOICE_COOKIE}=${country}; Path=/; Max-Age=${COUNTRY_CHOICE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
