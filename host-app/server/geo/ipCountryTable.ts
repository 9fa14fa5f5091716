import { ipv4Number, ipv4Range, type Ipv4Range } from './ipAddress';

/**
 * An offline IP-to-country table for the site's markets, kept in the repository: a few large IPv4
 * blocks that the regional registries assign to carriers of each market. It is a seed, not a full
 * geolocation database; behind a CDN the trusted geo header decides first, and an address it does
 * not hold resolves to the default country.
 */
export const SEED_IP_BLOCKS: Readonly<Record<string, readonly string[]>> = {
  AE: ['2.48.0.0/14', '5.30.0.0/15', '86.96.0.0/13', '94.200.0.0/13'],
  SA: ['2.88.0.0/14', '37.104.0.0/14', '51.36.0.0/14', '188.48.0.0/13'],
  KW: ['37.36.0.0/14', '62.215.0.0/16'],
  EG: ['41.32.0.0/12', '156.160.0.0/11', '197.32.0.0/11'],
  GB: ['81.128.0.0/11', '86.128.0.0/10'],
};

interface CountryRange extends Ipv4Range {
  country: string;
}

export interface IpCountryTable {
  /** The country of a public IPv4 address, or null when no block holds it. */
  countryOf(address: string): string | null;
}

/** Builds a lookup over sorted ranges (a binary search); refuses overlapping blocks, which would make an answer depend on order. */
export function createIpCountryTable(blocks: Readonly<Record<string, readonly string[]>> = SEED_IP_BLOCKS): IpCountryTable {
  const ranges: CountryRange[] = Object.entries(blocks)
    .flatMap(([country, cidrs]) => cidrs.map((cidr) => ({ ...ipv4Range(cidr), country })))
    .sort((a, b) => a.first - b.first);
  for (let index = 1; index < ranges.length; index += 1) {
    const previous = ranges[index - 1]!;
    if (ranges[index]!.first <= previous.last) throw new Error(`IP blocks of ${previous.country} and ${ranges[index]!.country} overlap`);
  }
  return {
    countryOf(address) {
      const value = ipv4Number(address);
      if (value === null) return null;
      let low = 0;
      let high = ranges.length - 1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const range = ranges[middle]!;
        if (value < range.first) high = middle - 1;
        else if (value > range.last) low = middle + 1;
        else return range.country;
      }
      return null;
    },
  };
}
