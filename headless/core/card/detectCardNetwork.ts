import { CARD_NETWORK_RULES, DETECTION_ORDER, type CardNetwork } from './networks';

function matchesPrefix(digits: string, prefix: string | readonly [string, string]): boolean {
  if (typeof prefix === 'string') return digits.startsWith(prefix);
  const [from, to] = prefix;
  if (digits.length < from.length) return false;
  const head = digits.slice(0, from.length);
  return head >= from && head <= to;
}

/**
 * The network of a (partial) card number from its leading digits, or `null` while unknown.
 * Separators are ignored; any other character means no network.
 */
export function detectCardNetwork(cardNumber: string): CardNetwork | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '' || !/^\d+$/.test(digits)) return null;
  for (const network of DETECTION_ORDER) {
    if (CARD_NETWORK_RULES[network].prefixes.some((prefix) => matchesPrefix(digits, prefix))) {
      return network;
    }
  }
  return null;
}
