/** BIN lookup (PC-BIN-1, PC-BIN-2). */
export const BIN_LOOKUP = {
  throttleMs: 500,
  minDigits: 6,
  maxDigits: 8,
} as const;
