import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_NETWORK_RULES,
  CARD_NETWORKS,
  DETECTION_ORDER,
  detectCardNetwork,
  isCardNetwork,
  type CardNetwork,
} from '../../../../headless/core/card';

describe('detectCardNetwork', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000056655665556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['5018000000000009', 'maestro'],
    ['6062826786276634', 'hipercard'],
    ['6363680000457044', 'elo'],
    ['5067000000000000', 'elo'],
    ['4011780000000000', 'elo'],
  ])('%s is %s', (number, network) => {
    expect(detectCardNetwork(number)).toBe(network);
  });

  it('reads partial numbers by their leading digits', () => {
    expect(detectCardNetwork('4')).toBe('visa');
    expect(detectCardNetwork('34')).toBe('amex');
    expect(detectCardNetwork('35')).toBe('jcb');
    expect(detectCardNetwork('62')).toBe('unionpay');
    expect(detectCardNetwork('3')).toBeNull();
  });

  it('ignores space and dash separators', () => {
    expect(detectCardNetwork('4242 4242-4242')).toBe('visa');
  });

  it('knows no network for empty or non-digit input', () => {
    expect(detectCardNetwork('')).toBeNull();
    expect(detectCardNetwork('abcd')).toBeNull();
    expect(detectCardNetwork('4242x')).toBeNull();
    expect(detectCardNetwork('9999')).toBeNull();
  });

  it('has the ten networks with the provider SDK names of the spec', () => {
    expect(CARD_NETWORKS).toHaveLength(10);
    expect(Object.fromEntries(CARD_NETWORKS.map((n) => [n, CARD_NETWORK_RULES[n].providerName]))).toEqual({
      visa: 'visa', mastercard: 'mastercard', amex: 'amex', diners: 'diners club', discover: 'discover',
      jcb: 'jcb', maestro: 'maestro', unionpay: 'unionpay', hipercard: 'hipercard', elo: 'elo',
    });
    expect([...DETECTION_ORDER].sort()).toEqual([...CARD_NETWORKS].sort());
    expect(isCardNetwork('diners')).toBe(true);
    expect(isCardNetwork('diners club')).toBe(false);
    expect(isCardNetwork('toString')).toBe(false);
  });
});

describe('range edges', () => {
  it.each([
    ['2220', null],
    ['2221', 'mastercard'],
    ['2500', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', null],
    ['50', 'maestro'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['56', 'maestro'],
    ['59', 'maestro'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['306', null],
    ['3095', 'diners'],
    ['3096', null],
    ['33', null],
    ['6011', 'discover'],
    ['6012', null],
    ['643', null],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
    ['8', null],
    ['81', 'unionpay'],
  ] as const)('%s is %s', (digits, network) => {
    expect(detectCardNetwork(digits)).toBe(network);
  });
});

type Prefix = string | readonly [string, string];

function prefixMatches(digits: string, prefix: Prefix): boolean {
  if (typeof prefix === 'string') return digits.startsWith(prefix);
  const head = digits.slice(0, prefix[0].length);
  return head.length === prefix[0].length && Number(head) >= Number(prefix[0]) && Number(head) <= Number(prefix[1]);
}

const prefixLength = (prefix: Prefix) => (typeof prefix === 'string' ? prefix : prefix[0]).length;

const matchesNetwork = (digits: string, network: CardNetwork) =>
  CARD_NETWORK_RULES[network].prefixes.some((prefix) => prefixMatches(digits, prefix));

describe('precedence where ranges overlap: the more specific BIN wins', () => {
  it.each([
    ['401178', 'elo', 'visa'],
    ['401179', 'elo', 'visa'],
    ['431274', 'elo', 'visa'],
    ['438935', 'elo', 'visa'],
    ['451416', 'elo', 'visa'],
    ['457393', 'elo', 'visa'],
    ['457632', 'elo', 'visa'],
    ['504175', 'elo', 'maestro'],
    ['506699', 'elo', 'maestro'],
    ['506778', 'elo', 'maestro'],
    ['509000', 'elo', 'maestro'],
    ['509999', 'elo', 'maestro'],
    ['627780', 'elo', 'unionpay'],
    ['636297', 'elo', 'maestro'],
    ['636368', 'elo', 'maestro'],
    ['650031', 'elo', 'discover'],
    ['650033', 'elo', 'discover'],
    ['650035', 'elo', 'discover'],
    ['651652', 'elo', 'discover'],
    ['655019', 'elo', 'discover'],
    ['655058', 'elo', 'discover'],
    ['384100', 'hipercard', 'diners'],
    ['384140', 'hipercard', 'diners'],
    ['384160', 'hipercard', 'diners'],
    ['637095', 'hipercard', 'maestro'],
    ['637612', 'hipercard', 'maestro'],
  ] as const)('%s is %s although %s also covers it', (digits, specific, wide) => {
    const number = `${digits}1234567890`;
    expect([matchesNetwork(number, specific), matchesNetwork(number, wide)]).toEqual([true, true]);
    expect(detectCardNetwork(number)).toBe(specific);
  });

  it.each([
    ['401177', 'visa'],
    ['457633', 'visa'],
    ['504176', 'maestro'],
    ['506779', 'maestro'],
    ['627781', 'unionpay'],
    ['636369', 'maestro'],
    ['650030', 'discover'],
    ['650034', 'discover'],
    ['650719', 'discover'],
    ['655020', 'discover'],
    ['655059', 'discover'],
    ['384101', 'diners'],
    ['637096', 'maestro'],
    ['606282', 'hipercard'],
    ['606283', null],
  ] as const)('%s, next to a specific BIN, is %s', (digits, network) => {
    expect(detectCardNetwork(`${digits}1234567890`)).toBe(network);
  });

  it('names the wide network until the specific BIN is fully typed', () => {
    expect(['4', '40', '401', '4011', '40117', '401178'].map((digits) => detectCardNetwork(digits))).toEqual([
      'visa', 'visa', 'visa', 'visa', 'visa', 'elo',
    ]);
    expect(['6', '63', '636', '6363', '63636', '636368'].map((digits) => detectCardNetwork(digits))).toEqual([
      null, 'maestro', 'maestro', 'maestro', 'maestro', 'elo',
    ]);
  });
});

/** A number inside one of the network's own prefixes, followed by any digits. */
const numberInsideAPrefix = fc
  .tuple(fc.constantFrom(...CARD_NETWORKS), fc.nat(), fc.nat(), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 13 }))
  .map(([network, pick, offset, rest]) => {
    const prefixes = CARD_NETWORK_RULES[network].prefixes;
    const prefix = prefixes[pick % prefixes.length] ?? '';
    if (typeof prefix === 'string') return prefix + rest;
    const [from, to] = prefix;
    const span = Number(to) - Number(from) + 1;
    return String(Number(from) + (offset % span)).padStart(from.length, '0') + rest;
  });

describe('precedence properties', () => {
  it('the detected network owns the longest prefix the number matches', () => {
    fc.assert(
      fc.property(numberInsideAPrefix, (digits) => {
        const matching = CARD_NETWORKS.flatMap((network) =>
          CARD_NETWORK_RULES[network].prefixes
            .filter((prefix) => prefixMatches(digits, prefix))
            .map((prefix) => ({ network, length: prefixLength(prefix) })),
        );
        const longest = Math.max(...matching.map((match) => match.length));
        const owners = new Set<CardNetwork>(matching.filter((match) => match.length === longest).map((match) => match.network));
        // Two networks with equally specific prefixes for one number would make precedence arbitrary.
        expect(owners.size).toBe(1);
        expect(detectCardNetwork(digits)).toBe([...owners][0]);
      }),
      { numRuns: 1000 },
    );
  });

  it('separators never change the network', () => {
    fc.assert(
      fc.property(numberInsideAPrefix, fc.array(fc.constantFrom(' ', '-', ''), { maxLength: 20 }), (digits, separators) => {
        const typed = [...digits].map((digit, i) => digit + (separators[i] ?? '')).join('');
        expect(detectCardNetwork(typed)).toBe(detectCardNetwork(digits));
      }),
    );
  });
});
