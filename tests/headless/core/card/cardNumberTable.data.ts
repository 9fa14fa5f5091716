import type { CardNetwork } from '../../../../headless/core/card';

/*
 * Card numbers for the table-driven test, with the spec's tables written out again here
 * (PC-CARD-1 to PC-CARD-6) so that expectations never come from the code under test.
 */

export const NETWORKS: readonly CardNetwork[] = [
  'visa', 'mastercard', 'amex', 'diners', 'discover', 'jcb', 'maestro', 'unionpay', 'hipercard', 'elo',
];

/** Lengths a complete number may have: the spec's range, cut at its "(max N)". */
export const SPEC_LENGTHS: Record<CardNetwork, readonly number[]> = {
  visa: [13, 14, 15, 16],
  mastercard: [16],
  amex: [15],
  diners: [14, 15, 16],
  discover: [16, 17, 18, 19],
  jcb: [16, 17, 18, 19],
  hipercard: [14, 15, 16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  maestro: [12, 13, 14, 15, 16, 17, 18, 19],
  elo: [16],
};

/** The most digits the input takes per network; 19 while the network is unknown. */
export const SPEC_MAX_LENGTH: Record<CardNetwork, number> = {
  visa: 19, mastercard: 16, amex: 15, diners: 16, discover: 19, jcb: 19, hipercard: 19, unionpay: 19, maestro: 19, elo: 16,
};
export const UNKNOWN_MAX_LENGTH = 19;

const GROUPS_OF_FOUR = [4, 4, 4, 4, 4];
/** Amex 4-6-5, Diners 4-6-6, the others groups of 4 (extra groups for longer numbers). */
export const SPEC_MASK: Record<CardNetwork, readonly number[]> = {
  visa: GROUPS_OF_FOUR, mastercard: GROUPS_OF_FOUR, amex: [4, 6, 5], diners: [4, 6, 6], discover: GROUPS_OF_FOUR,
  jcb: GROUPS_OF_FOUR, maestro: GROUPS_OF_FOUR, unionpay: GROUPS_OF_FOUR, hipercard: GROUPS_OF_FOUR, elo: GROUPS_OF_FOUR,
};

/** The digits split as the mask says, space-separated. */
export function groupAs(digits: string, mask: readonly number[]): string {
  const parts: string[] = [];
  let offset = 0;
  for (let i = 0; offset < digits.length; i += 1) {
    const size = mask[i] ?? 4;
    parts.push(digits.slice(offset, offset + size));
    offset += size;
  }
  return parts.join(' ');
}

/** What the card-number input shows for these digits of this network. */
export function expectedDisplay(digits: string, network: CardNetwork | null): string {
  const max = network ? SPEC_MAX_LENGTH[network] : UNKNOWN_MAX_LENGTH;
  return groupAs(digits.slice(0, max), network ? SPEC_MASK[network] : GROUPS_OF_FOUR);
}

/** The Luhn check digit, computed here on its own so test data does not depend on the code under test. */
export function checkDigitFor(payload: string): string {
  const sum = [...payload].reverse().reduce((total, char, i) => {
    const weighted = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

const FILLER = '93847561029384756102';

/** A Luhn-valid number of `length` digits starting with `prefix`. */
export function cardNumberOf(prefix: string, length: number): string {
  const payload = (prefix + FILLER).slice(0, length - 1);
  return payload + checkDigitFor(payload);
}

/** The same number with its last digit changed: the checksum no longer holds. */
export function breakLuhn(cardNumber: string): string {
  const last = Number(cardNumber.at(-1));
  return cardNumber.slice(0, -1) + String((last + 1) % 10);
}

/** Published test numbers (provider sandboxes and network documentation). */
export const WELL_KNOWN_NUMBERS: readonly (readonly [number: string, network: CardNetwork, display: string])[] = [
  ['4242424242424242', 'visa', '4242 4242 4242 4242'],
  ['4111111111111111', 'visa', '4111 1111 1111 1111'],
  ['4012888888881881', 'visa', '4012 8888 8888 1881'],
  ['4000056655665556', 'visa', '4000 0566 5566 5556'],
  ['4222222222222', 'visa', '4222 2222 2222 2'],
  ['5555555555554444', 'mastercard', '5555 5555 5555 4444'],
  ['5105105105105100', 'mastercard', '5105 1051 0510 5100'],
  ['2223003122003222', 'mastercard', '2223 0031 2200 3222'],
  ['378282246310005', 'amex', '3782 822463 10005'],
  ['371449635398431', 'amex', '3714 496353 98431'],
  ['378734493671000', 'amex', '3787 344936 71000'],
  ['30569309025904', 'diners', '3056 930902 5904'],
  ['38520000023237', 'diners', '3852 000002 3237'],
  ['36227206271667', 'diners', '3622 720627 1667'],
  ['3056930009020004', 'diners', '3056 930009 020004'],
  ['6011111111111117', 'discover', '6011 1111 1111 1117'],
  ['6011000990139424', 'discover', '6011 0009 9013 9424'],
  ['6445644564456445', 'discover', '6445 6445 6445 6445'],
  ['3530111333300000', 'jcb', '3530 1113 3330 0000'],
  ['3566002020360505', 'jcb', '3566 0020 2036 0505'],
  ['6200000000000005', 'unionpay', '6200 0000 0000 0005'],
  ['6205500000000000004', 'unionpay', '6205 5000 0000 0000 004'],
  ['6759649826438453', 'maestro', '6759 6498 2643 8453'],
  ['6799990100000000019', 'maestro', '6799 9901 0000 0000 019'],
  ['6062826786276634', 'hipercard', '6062 8267 8627 6634'],
  ['6062828888666688', 'hipercard', '6062 8288 8866 6688'],
  ['5066991111111118', 'elo', '5066 9911 1111 1118'],
  ['6362970000457013', 'elo', '6362 9700 0045 7013'],
];

/**
 * Prefixes to build numbers from, taken in turn with the network's lengths. Elo's and hipercard's
 * lie inside other networks' ranges (visa 4, maestro 50/63, unionpay 62, discover 65, diners 38).
 */
export const GENERATION_PREFIXES: Record<CardNetwork, readonly string[]> = {
  visa: ['4', '4000', '4111', '4999'],
  mastercard: ['51', '55', '2221', '2720'],
  amex: ['34', '37'],
  diners: ['300', '36', '38'],
  discover: ['6011', '644', '649', '65'],
  jcb: ['3528', '3566', '3589', '35'],
  hipercard: ['606282', '384100', '384140', '384160', '637095', '637568'],
  unionpay: ['62', '6212', '81', '8171'],
  maestro: ['5018', '5020', '5038', '56', '5893', '6304', '6759', '6761'],
  elo: ['401178', '431274', '504175', '506699', '509000', '627780', '636297', '636368', '650031', '651652', '655000'],
};

/** Luhn-valid numbers whose length is wrong for the network; some exceed its cap. */
const WRONG_LENGTHS: Record<CardNetwork, readonly number[]> = {
  visa: [12, 17, 18, 20],
  mastercard: [15, 17],
  amex: [14, 16],
  diners: [13, 17],
  discover: [15, 20],
  jcb: [15],
  hipercard: [13],
  unionpay: [15],
  maestro: [11],
  elo: [15, 17],
};

/** Numbers being typed: the network is known, the number not yet complete. */
const PARTIAL_INPUTS: readonly (readonly [input: string, network: CardNetwork, display: string])[] = [
  ['4', 'visa', '4'],
  ['4242 4242 42', 'visa', '4242 4242 42'],
  ['2221', 'mastercard', '2221'],
  ['5555 5555 5555 444', 'mastercard', '5555 5555 5555 444'],
  ['37', 'amex', '37'],
  ['3782 822463 1000', 'amex', '3782 822463 1000'],
  ['3056 9309 02', 'diners', '3056 930902'],
  ['6011 1111 1111 111', 'discover', '6011 1111 1111 111'],
  ['3530 1113 3330 000', 'jcb', '3530 1113 3330 000'],
  ['6200 0000 0000 000', 'unionpay', '6200 0000 0000 000'],
  ['6759 6498 264', 'maestro', '6759 6498 264'],
  ['6062 8267 8627 6', 'hipercard', '6062 8267 8627 6'],
  ['636368', 'elo', '6363 68'],
  ['5066 9911 1111 111', 'elo', '5066 9911 1111 111'],
];

export type RowKind = 'valid' | 'wrong length' | 'wrong luhn' | 'partial' | 'shape';

export interface CardNumberRow {
  kind: RowKind;
  input: string;
  network: CardNetwork | null;
  isComplete: boolean;
  isValid: boolean;
  /** What the input shows: formatCardNumber(input). */
  display: string;
}

function validRows(): CardNumberRow[] {
  const literal = WELL_KNOWN_NUMBERS.map(([input, network, display]): CardNumberRow => (
    { kind: 'valid', input, network, isComplete: true, isValid: true, display }
  ));
  const generated = NETWORKS.flatMap((network) => {
    const lengths = SPEC_LENGTHS[network];
    const prefixes = GENERATION_PREFIXES[network];
    return Array.from({ length: Math.max(lengths.length, prefixes.length) }, (_, i): CardNumberRow => {
      const input = cardNumberOf(prefixes[i % prefixes.length] ?? '', lengths[i % lengths.length] ?? 0);
      return { kind: 'valid', input, network, isComplete: true, isValid: true, display: expectedDisplay(input, network) };
    });
  });
  return [...literal, ...generated];
}

function wrongLengthRows(): CardNumberRow[] {
  return NETWORKS.flatMap((network) => WRONG_LENGTHS[network].map((length): CardNumberRow => {
    const input = cardNumberOf(GENERATION_PREFIXES[network][0] ?? '', length);
    return { kind: 'wrong length', input, network, isComplete: false, isValid: false, display: expectedDisplay(input, network) };
  }));
}

function wrongLuhnRows(): CardNumberRow[] {
  const generated = NETWORKS.map((network): CardNumberRow => {
    const input = breakLuhn(cardNumberOf(GENERATION_PREFIXES[network][0] ?? '', SPEC_LENGTHS[network][0] ?? 0));
    return { kind: 'wrong luhn', input, network, isComplete: true, isValid: false, display: expectedDisplay(input, network) };
  });
  return [
    ...generated,
    { kind: 'wrong luhn', input: '4242424242424241', network: 'visa', isComplete: true, isValid: false, display: '4242 4242 4242 4241' },
    { kind: 'wrong luhn', input: '3782 822463 10006', network: 'amex', isComplete: true, isValid: false, display: '3782 822463 10006' },
    // 5555555555554444 with two neighbouring digits swapped.
    { kind: 'wrong luhn', input: '5555555555545444', network: 'mastercard', isComplete: true, isValid: false, display: '5555 5555 5554 5444' },
  ];
}

function partialRows(): CardNumberRow[] {
  return PARTIAL_INPUTS.map(([input, network, display]): CardNumberRow => (
    { kind: 'partial', input, network, isComplete: false, isValid: false, display }
  ));
}

/** The shape rule: space or dash separators between groups of 2-6 digits, nothing else. */
const SHAPE_ROWS: readonly CardNumberRow[] = [
  { kind: 'shape', input: '4242-4242-4242-4242', network: 'visa', isComplete: true, isValid: true, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '4242 4242-4242 4242', network: 'visa', isComplete: true, isValid: true, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '424242 424242 4242', network: 'visa', isComplete: true, isValid: true, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: ' 4242424242424242 ', network: 'visa', isComplete: true, isValid: true, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '37 8282 246310 005', network: 'amex', isComplete: true, isValid: true, display: '3782 822463 10005' },
  { kind: 'shape', input: '4242  4242 4242 4242', network: 'visa', isComplete: false, isValid: false, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '4242--4242-4242-4242', network: 'visa', isComplete: false, isValid: false, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '4 242 4242 4242 4242', network: 'visa', isComplete: false, isValid: false, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '4242 4242 4242 4242-', network: 'visa', isComplete: false, isValid: false, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '4242/4242/4242/4242', network: null, isComplete: false, isValid: false, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '4242x4242 4242 4242', network: null, isComplete: false, isValid: false, display: '4242 4242 4242 4242' },
  { kind: 'shape', input: '9999 9999 9999 9995', network: null, isComplete: false, isValid: false, display: '9999 9999 9999 9995' },
  { kind: 'shape', input: '', network: null, isComplete: false, isValid: false, display: '' },
];

export const CARD_NUMBER_ROWS: readonly CardNumberRow[] = [
  ...validRows(),
  ...wrongLengthRows(),
  ...wrongLuhnRows(),
  ...partialRows(),
  ...SHAPE_ROWS,
];

/** Prefixes no other network's prefix extends, so any digits may follow without changing the network. */
export const UNAMBIGUOUS_PREFIXES: Record<CardNetwork, readonly string[]> = {
  visa: ['42', '4111', '49'],
  mastercard: ['51', '55', '2221', '2720'],
  amex: ['34', '37'],
  diners: ['300', '305', '3095', '36'],
  discover: ['6011', '644', '649'],
  jcb: ['35'],
  hipercard: ['606282', '384100', '637095'],
  unionpay: ['620', '81'],
  maestro: ['5018', '56', '6304', '6759'],
  elo: ['401178', '509000', '627780', '636368', '650031'],
};
