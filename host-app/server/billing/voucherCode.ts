import { randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** Bits of randomness in a code: 16 symbols of 5 bits. */
export const VOUCHER_CODE_BITS = GROUPS * GROUP_LENGTH * 5;

/**
 * A new voucher code such as `VIP-7K2M-Q9TD-X4HB-N3RW`: 80 random bits, so codes cannot be
 * guessed or enumerated whatever the rate limits let through.
 */
export function generateVoucherCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  // 256 is a multiple of 32, so every symbol is equally likely.
  const symbols = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  const groups = Array.from({ length: GROUPS }, (_, index) => symbols.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH));
  return ['VIP', ...groups].join('-');
}
