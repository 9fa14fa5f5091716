/** IPv4 parsing and the address ranges that never locate anyone (loopback, private, link-local). */

/** The address as a 32-bit number, or null when it is not dotted-quad IPv4 (an IPv4-mapped IPv6 address counts). */
export function ipv4Number(address: string): number | null {
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const parts = plain.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const byte = Number(part);
    if (byte > 255) return null;
    value = value * 256 + byte;
  }
  return value;
}

export interface Ipv4Range {
  first: number;
  last: number;
}

/** `a.b.c.d/n` as its first and last address; throws on a malformed range, since ranges are written in the source. */
export function ipv4Range(cidr: string): Ipv4Range {
  const [base, bits] = cidr.split('/');
  const start = base === undefined ? null : ipv4Number(base);
  const length = Number(bits);
  if (start === null || !Number.isInteger(length) || length < 0 || length > 32) throw new Error(`Not an IPv4 range: ${cidr}`);
  const size = 2 ** (32 - length);
  if (start % size !== 0) throw new Error(`The range ${cidr} does not start on its boundary`);
  return { first: start, last: start + size - 1 };
}

const NON_PUBLIC_V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16'].map(ipv4Range);

/** Loopback, private, shared (carrier NAT) and link-local addresses, IPv4 and IPv6: nothing to look up. */
export function isNonPublicAddress(address: string): boolean {
  const v4 = ipv4Number(address);
  if (v4 !== null) return NON_PUBLIC_V4.some((range) => v4 >= range.first && v4 <= range.last);
  const v6 = address.toLowerCase();
  // ::1 loopback, :: unspecified, fc00::/7 unique local, fe80::/10 link-local.
  return v6 === '::1' || v6 === '::' || /^f[cd][0-9a-f]{0,2}:/.test(v6) || /^fe[89ab][0-9a-f]?:/.test(v6);
}
