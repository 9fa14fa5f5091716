import { detectCardNetwork } from './detectCardNetwork';
import { passesLuhn } from './luhn';
import { CARD_NETWORK_RULES, type CardNetwork } from './networks';

/** Digits with optional space or dash separators, in groups of 2-6 digits (PC-CARD-3). */
const CARD_NUMBER_SHAPE = /^(?:\d{2,6}[ -]?)*\d{2,6}$/;
/** The most digits any card number has; the input's cap while the network is unknown. */
const DEFAULT_MAX_LENGTH = 19;
const DEFAULT_GAPS: readonly number[] = [4, 4, 4, 4];

/** The number without its space and dash separators (other characters are kept). */
export function cardNumberDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function maxCardNumberLength(network: CardNetwork | null): number {
  return network ? CARD_NETWORK_RULES[network].maxLength : DEFAULT_MAX_LENGTH;
}

/** Inside the network's range (PC-CARD-4), and no longer than its input cap. */
export function isValidCardNumberLength(digits: string, network: CardNetwork): boolean {
  const { lengths, maxLength } = CARD_NETWORK_RULES[network];
  return digits.length >= lengths[0] && digits.length <= Math.min(lengths[1], maxLength);
}

/** Every length a complete number of the network may have, shortest first. */
export function validCardNumberLengths(network: CardNetwork): number[] {
  const { lengths, maxLength } = CARD_NETWORK_RULES[network];
  const longest = Math.min(lengths[1], maxLength);
  return Array.from({ length: longest - lengths[0] + 1 }, (_, i) => lengths[0] + i);
}

/**
 * The shape rule (PC-CARD-3). The input's own mask is always well-formed too, although it
 * may end in a one-digit group (a 13-digit visa shows as "4222 2222 2222 2").
 */
export function isWellFormedCardNumber(value: string): boolean {
  return CARD_NUMBER_SHAPE.test(value) || (value !== '' && value === formatCardNumber(value));
}

export interface CardNumberCheck {
  network: CardNetwork | null;
  isEmpty: boolean;
  /** Long enough for the network: the shopper has finished typing. */
  isComplete: boolean;
  isValid: boolean;
}

export function checkCardNumber(cardNumber: string): CardNumberCheck {
  const trimmed = cardNumber.trim();
  const digits = cardNumberDigits(trimmed);
  const network = detectCardNetwork(digits);
  if (trimmed === '') return { network: null, isEmpty: true, isComplete: false, isValid: false };
  const isComplete = isWellFormedCardNumber(trimmed) && network !== null && isValidCardNumberLength(digits, network);
  return { network, isEmpty: false, isComplete, isValid: isComplete && passesLuhn(digits) };
}

/** Group sizes for a number of `length` digits: the network's gaps, then groups of 4. */
export function cardNumberGroups(network: CardNetwork | null, length: number): number[] {
  const gaps = network ? CARD_NETWORK_RULES[network].gaps : DEFAULT_GAPS;
  const groups: number[] = [];
  let remaining = length;
  for (const gap of gaps) {
    if (remaining <= 0) break;
    groups.push(Math.min(gap, remaining));
    remaining -= gap;
  }
  while (remaining > 0) {
    groups.push(Math.min(4, remaining));
    remaining -= 4;
  }
  return groups;
}

/**
 * The typed number as the input shows it: only its digits, cut to the network's cap, in the
 * network's groups, space-separated. Formatting a formatted number changes nothing.
 */
export function formatCardNumber(cardNumber: string): string {
  const allDigits = cardNumber.replace(/\D/g, '');
  const network = detectCardNetwork(allDigits);
  const digits = allDigits.slice(0, maxCardNumberLength(network));
  const parts: string[] = [];
  let offset = 0;
  for (const size of cardNumberGroups(network, digits.length)) {
    parts.push(digits.slice(offset, offset + size));
    offset += size;
  }
  return parts.join(' ');
}

/** Masked display: the first 6 digits for 15 or fewer, else the first 8; the rest X. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  const visible = digits.length <= 15 ? 6 : 8;
  return digits.slice(0, visible) + 'X'.repeat(Math.max(0, digits.length - visible));
}

/** The BIN the frame may reveal: at most 8 digits, and only from a complete number. */
export function cardBin(digits: string): string {
  return digits.slice(0, digits.length <= 15 ? 6 : 8);
}
