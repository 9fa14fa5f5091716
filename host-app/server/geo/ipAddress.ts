import ipaddr from 'ipaddr.js';

/**
 * An address that locates no one: loopback, private, carrier NAT, link-local, reserved and the
 * like, IPv4 or IPv6 (ipaddr.js names every range that is not plain public unicast). A string that
 * is no address at all counts too.
 */
export function isNonPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it is.
  return ipaddr.process(address).range() !== 'unicast';
}
