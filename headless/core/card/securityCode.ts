import { CARD_NETWORK_RULES, type CardNetwork } from './networks';

/** CVV: empty or 3-4 digits; once the network is known, exactly its length (4 for amex). */
export function isValidSecurityCode(value: string, network: CardNetwork | null): boolean {
  if (value === '') return true;
  if (network) return new RegExp(`^\\d{${CARD_NETWORK_RULES[network].cvcLength}}$`).test(value);
  return /^\d{3,4}$/.test(value);
}

export function securityCodeLength(network: CardNetwork | null): number {
  return network ? CARD_NETWORK_RULES[network].cvcLength : 4;
}

/** PIN: empty or 4-12 digits. */
export function isValidPin(value: string): boolean {
  return /^(\d{4,12})?$/.test(value);
}
