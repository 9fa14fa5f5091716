/**
 * Card numbers with a fixed behaviour in the sandbox (documented in sandbox/README.md).
 * Any other valid card is authorized.
 */
export type AuthorizationOutcome = { code: 'authorizeSuccessful' } | { code: 'authorizeFailed'; reason: string };

/**
 * What authorizing a card does: settle to an outcome after the settle delay, ask for a 3-D Secure
 * challenge first, or stay requested for a number of execution reads before succeeding.
 */
export type CardBehaviour = { kind: 'settle'; outcome: AuthorizationOutcome } | { kind: 'challenge' } | { kind: 'slow'; reads: number };

export interface TestCard {
  number: string;
  network: string;
  behaviour: CardBehaviour;
}

const SUCCESS: AuthorizationOutcome = { code: 'authorizeSuccessful' };
const settles = (outcome: AuthorizationOutcome): CardBehaviour => ({ kind: 'settle', outcome });
const declined = (reason: string): CardBehaviour => settles({ code: 'authorizeFailed', reason });
const INSUFFICIENT_FUNDS = 'Insufficient funds';

export const THREE_DS_CARD_NUMBER = '4000000000003220';
export const SLOW_CARD_NUMBER = '4000000000000077';
/** Reads of the execution after the request that still show only authorizeRequested. */
export const SLOW_CARD_PENDING_READS = 3;

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', network: 'visa', behaviour: settles(SUCCESS) },
  { number: '5555555555554444', network: 'mastercard', behaviour: settles(SUCCESS) },
  { number: '378282246310005', network: 'amex', behaviour: settles(SUCCESS) },
  { number: '4000000000000002', network: 'visa', behaviour: declined('Card declined') },
  { number: '4000000000009995', network: 'visa', behaviour: declined(INSUFFICIENT_FUNDS) },
  { number: '4000000000000069', network: 'visa', behaviour: declined('Expired card') },
  { number: THREE_DS_CARD_NUMBER, network: 'visa', behaviour: { kind: 'challenge' } },
  { number: SLOW_CARD_NUMBER, network: 'visa', behaviour: { kind: 'slow', reads: SLOW_CARD_PENDING_READS } },
];

export function cardBehaviour(cardNumberDigits: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === cardNumberDigits)?.behaviour ?? settles(SUCCESS);
}

/**
 * A zero-amount verification takes no money, so a card short of funds passes it and can be kept
 * on file: its later charges decline, as a subscription's renewal does in real life.
 */
export function zeroAmountBehaviour(behaviour: CardBehaviour): CardBehaviour {
  const shortOfFunds = behaviour.kind === 'settle' && behaviour.outcome.code === 'authorizeFailed' && behaviour.outcome.reason === INSUFFICIENT_FUNDS;
  return shortOfFunds ? settles(SUCCESS) : behaviour;
}

/** The card's outcome once any shopper step is done (challenge approved, reads over): used by payouts. */
export function authorizationOutcome(cardNumberDigits: string): AuthorizationOutcome {
  const behaviour = cardBehaviour(cardNumberDigits);
  return behaviour.kind === 'settle' ? behaviour.outcome : SUCCESS;
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
