import * as z from 'zod/mini';
import { PaymentClientError } from '../errors/PaymentClientError';
import type { CountryRecord } from './billingAddress';
import { matches } from '../validation/matches';
import { listOf } from '../validation/listOf';
import { stringOrNull } from '../validation/stringOrNull';

const countryRecordSchema = z.object({
  code: matches(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  name: z.string().check(z.refine((name) => name.length > 0)),
  iso3: matches(/^[A-Z]{3}$/, 'must be a three-letter country code'),
  timezones: listOf(z.string()),
  showPostalCode: z.boolean(),
  postalCodeRegex: z.optional(stringOrNull()),
});

const countriesSchema = listOf(countryRecordSchema);

/** The countries JSON asset lives beside the card icons on the assets host. */
export const COUNTRIES_ASSET = 'countries.json';

/** Countries by code, sorted by name for the selector. */
export interface Countries {
  list: readonly CountryRecord[];
  byCode: ReadonlyMap<string, CountryRecord>;
}

function toCountries(records: CountryRecord[], locale: string): Countries {
  const list = [...records].sort((a, b) => a.name.localeCompare(b.name, locale));
  return { list, byCode: new Map(list.map((country) => [country.code, country])) };
}

/**
 * PC-ADDRESS-4: GET the asset; 429 is 'too many requests', any other non-OK status
 * 'unsuccessful'. Records that do not match the country record shape are refused whole.
 */
export async function fetchCountries(assetsUrl: string, locale = 'en', fetchImpl: typeof fetch = fetch): Promise<Countries> {
  const url = new URL(COUNTRIES_ASSET, assetsUrl).href;
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new PaymentClientError('NETWORK_ERROR', `Countries could not be fetched from ${url}`, { cause });
  }
  if (response.status === 429) throw new PaymentClientError('API_TOO_MANY_REQUESTS', 'too many requests', { status: 429 });
  if (!response.ok) throw new PaymentClientError('API_UNSUCCESSFUL', 'unsuccessful', { status: response.status });
  const parsed = countriesSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PaymentClientError('API_UNSUCCESSFUL', `The countries asset at ${url} is malformed`);
  return toCountries(parsed.data, locale);
}

const cache = new Map<string, Promise<Countries>>();

/** One fetch per assets host and locale; a failed fetch is forgotten so a later form retries. */
export function loadCountries(assetsUrl: string, locale = 'en', fetchImpl: typeof fetch = fetch): Promise<Countries> {
  const key = `${assetsUrl}|${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchCountries(assetsUrl, locale, fetchImpl);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
