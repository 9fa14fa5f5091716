import { isMarketCountry, type ViewerCountry, DEFAULT_USER_COUNTRY, ISO_COUNTRY_FOR_HOME } from '../../contract/site/markets';
import { isNonPublicAddress } from './ipAddress';
import type { IpCountryTable } from './ipCountryTable';

/** What the server knows of a request when it decides the viewer's country. */
export interface CountryClues {
  /** The signed-in viewer's saved country (profile), '' when none. */
  profileCountry: string;
  /** A visitor's choice (the country cookie), absent when none. */
  choice: string | undefined;
  /** The trusted proxy's country and continent headers; absent when none is trusted or it sent none. */
  headerCountry: string | undefined;
  headerContinent: string | undefined;
  /** The client address: X-Forwarded-For's only from a trusted proxy, the socket's otherwise. */
  address: string;
}

/** Continents of the markets, for when no trusted header says it. */
const MARKET_CONTINENTS: Readonly<Record<string, string>> = { AE: 'AS', SA: 'AS', KW: 'AS', EG: 'AF', GB: 'EU' };
const CONTINENT_CODES = new Set(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);

/** A two-letter country code as ISO spells it (the UK is GB); null for anything else, CDNs' XX "unknown" included. */
export function isoCountryOf(value: string | undefined): string | null {
  if (value === undefined || !/^[A-Za-z]{2}$/.test(value)) return null;
  const upper = value.toUpperCase();
  if (upper === 'XX') return null;
  return ISO_COUNTRY_FOR_HOME[upper] ?? upper;
}

const withContinent = (country: string, source: ViewerCountry['source'], continent?: string): ViewerCountry => ({
  country,
  continent: continent ?? MARKET_CONTINENTS[country] ?? '',
  source,
});

/**
 * The viewer's country, most deliberate first: what they chose (saved on their profile, or a
 * visitor's cookie), then what the trusted proxy says, then the public address in the offline
 * table. Loopback and private addresses, and addresses the table does not hold, are the default
 * country (PR-PAY-6). Only markets count as a choice; a proxy may name any country.
 */
export function resolveViewerCountry(clues: CountryClues, table: IpCountryTable): ViewerCountry {
  const profile = isoCountryOf(clues.profileCountry);
  if (profile && isMarketCountry(profile)) return withContinent(profile, 'profile');
  const choice = isoCountryOf(clues.choice);
  if (choice && isMarketCountry(choice)) return withContinent(choice, 'choice');
  const header = isoCountryOf(clues.headerCountry);
  if (header) {
    const continent = clues.headerContinent?.toUpperCase();
    return withContinent(header, 'header', continent && CONTINENT_CODES.has(continent) ? continent : undefined);
  }
  const located = isNonPublicAddress(clues.address) ? null : table.countryOf(clues.address);
  if (located) return withContinent(located, 'ip');
  return withContinent(DEFAULT_USER_COUNTRY, 'default');
}
