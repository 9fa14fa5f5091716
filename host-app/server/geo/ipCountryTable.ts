import ipaddr from 'ipaddr.js';

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

export interface IpCountryTable {
  /** The country of a public IPv4 address, or null when no block holds it. */
  countryOf(address: string): string | null;
}

interface CountryBlock {
  country: string;
  cidr: string;
  range: [ipaddr.IPv4, number];
}

/** A block written in the source, checked: IPv4, and starting on its own boundary. */
function blockOf(country: string, cidr: string): CountryBlock {
  const range = ipaddr.IPv4.parseCIDR(cidr);
  if (ipaddr.IPv4.networkAddressFromCIDR(cidr).toString() !== range[0].toString()) throw new Error(`The range ${cidr} does not start on its boundary`);
  return { country, cidr, range };
}

/** The lookup over the blocks; overlapping blocks are refused, as an answer would depend on their order. */
export function createIpCountryTable(blocks: Readonly<Record<string, readonly string[]>> = SEED_IP_BLOCKS): IpCountryTable {
  const table = Object.entries(blocks).flatMap(([country, cidrs]) => cidrs.map((cidr) => blockOf(country, cidr)));
  for (const [index, block] of table.entries()) {
    const other = table.slice(index + 1).find((next) => next.range[0].match(block.range) || block.range[0].match(next.range));
    if (other) throw new Error(`IP blocks ${block.cidr} (${block.country}) and ${other.cidr} (${other.country}) overlap`);
  }
  return {
    countryOf(address) {
      // Dotted quads only: ipaddr.js would also read shorthand such as `2.88.0` as an address.
      const ip = ipaddr.IPv6.isValid(address) ? ipaddr.process(address) : ipaddr.IPv4.isValidFourPartDecimal(address) ? ipaddr.IPv4.parse(address) : null;
      if (ip?.kind() !== 'ipv4') return null;
      return table.find((block) => (ip as ipaddr.IPv4).match(block.range))?.country ?? null;
    },
  };
}
