/** BIN lookup (payment-client.md sections 5 and 9). */
export const BIN_LOOKUP = {
  throttleMs: 500,
  minDigits: 6,
  maxDigits: 8,
} as const;
