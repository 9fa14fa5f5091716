/**
 * Card numbers with a fixed outcome in the sandbox (documented in sandbox/README.md).
 * Any other valid card is authorized.
 */
export type AuthorizationOutcome = { code: 'authorizeSuccessful' } | { code: 'authorizeFailed'; reason: string };

export interface TestCard {
  number: string;
  network: string;
  outcome: AuthorizationOutcome;
}

const SUCCESS: AuthorizationOutcome = { code: 'authorizeSuccessful' };
const declined = (reason: string): AuthorizationOutcome => ({ code: 'authorizeFailed', reason });

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', network: 'visa', outcome: SUCCESS },
  { number: '5555555555554444', network: 'mastercard', outcome: SUCCESS },
  { number: '378282246310005', network: 'amex', outcome: SUCCESS },
  { number: '4000000000000002', network: 'visa', outcome: declined('Card declined') },
  { number: '4000000000009995', network: 'visa', outcome: declined('Insufficient funds') },
  { number: '4000000000000069', network: 'visa', outcome: declined('Expired card') },
];

export function authorizationOutcome(cardNumberDigits: string): AuthorizationOutcome {
  return TEST_CARDS.find((card) => card.number === cardNumberDigits)?.outcome ?? SUCCESS;
}

/** Issuer countries for BIN lookup, keyed by 8-digit BIN; every other BIN is issued in the US. */
export const ISSUER_COUNTRIES: readonly { bin: string; exampleNumber: string; country: string }[] = [
  { bin: '40000760', exampleNumber: '4000076000000002', country: 'BR' },
  { bin: '40000250', exampleNumber: '4000025000000009', country: 'FR' },
  { bin: '40000276', exampleNumber: '4000027600000009', country: 'DE' },
  { bin: '40000484', exampleNumber: '4000048400000007', country: 'MX' },
  { bin: '40000784', exampleNumber: '4000078400000004', country: 'AE' },
  { bin: '40000826', exampleNumber: '4000082600000004', country: 'GB' },
];

export const DEFAULT_ISSUER_COUNTRY = 'US';

export function issuerCountry(bin: string): string {
  return ISSUER_COUNTRIES.find((entry) => bin.startsWith(entry.bin))?.country ?? DEFAULT_ISSUER_COUNTRY;
}
