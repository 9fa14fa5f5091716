/**
 * The ten card networks of the spec (PC-CARD-1, PC-CARD-2, PC-CARD-4, PC-CARD-5).
 *
 * `lengths` is the spec's range and `maxLength` the most digits the input takes: the spec's
 * "(max N)" where it gives one, else the top of the range. A number is complete at any length
 * inside the range that does not exceed `maxLength` (visa 13-16, typed up to 19; diners 14-16).
 */
export type CardNetwork =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'maestro'
  | 'unionpay'
  | 'hipercard'
  | 'elo';

export interface CardNetworkRule {
  readonly network: CardNetwork;
  /** The name the vault provider's SDK uses (PC-CARD-1). */
  readonly providerName: string;
  readonly lengths: readonly [min: number, max: number];
  readonly maxLength: number;
  readonly cvcLength: 3 | 4;
  /** Digit-group sizes of the display mask for the network's longest usual number. */
  readonly gaps: readonly number[];
  /**
   * Leading-digit ranges: each entry is a prefix, or an inclusive [from, to] range of prefixes
   * of equal length. A network is named only once all digits of one of its prefixes are typed.
   */
  readonly prefixes: readonly (string | readonly [string, string])[];
}

const r = (from: string, to: string) => [from, to] as const;

export const CARD_NETWORK_RULES: Readonly<Record<CardNetwork, CardNetworkRule>> = {
  elo: {
    network: 'elo',
    providerName: 'elo',
    lengths: [16, 16],
    maxLength: 16,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: [
      '401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632',
      '504175', r('506699', '506778'), r('509000', '509999'), '627780', '636297', '636368',
      r('650031', '650033'), r('650035', '650051'), r('650405', '650439'), r('650485', '650538'),
      r('650541', '650598'), r('650700', '650718'), r('650720', '650727'), r('650901', '650978'),
      r('651652', '651679'), r('655000', '655019'), r('655021', '655058'),
    ],
  },
  hipercard: {
    network: 'hipercard',
    providerName: 'hipercard',
    lengths: [14, 19],
    maxLength: 19,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: ['606282', '384100', '384140', '384160', '637095', '637568', '637599', '637609', '637612'],
  },
  visa: {
    network: 'visa',
    providerName: 'visa',
    lengths: [13, 16],
    maxLength: 19,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: ['4'],
  },
  mastercard: {
    network: 'mastercard',
    providerName: 'mastercard',
    lengths: [16, 16],
    maxLength: 16,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: [r('51', '55'), r('2221', '2720')],
  },
  amex: {
    network: 'amex',
    providerName: 'amex',
    lengths: [15, 15],
    maxLength: 15,
    cvcLength: 4,
    gaps: [4, 6, 5],
    prefixes: ['34', '37'],
  },
  diners: {
    network: 'diners',
    providerName: 'diners club',
    lengths: [14, 19],
    maxLength: 16,
    cvcLength: 3,
    gaps: [4, 6, 6],
    prefixes: [r('300', '305'), '3095', '36', '38', '39'],
  },
  discover: {
    network: 'discover',
    providerName: 'discover',
    lengths: [16, 19],
    maxLength: 19,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: ['6011', r('644', '649'), '65'],
  },
  jcb: {
    network: 'jcb',
    providerName: 'jcb',
    lengths: [16, 19],
    maxLength: 19,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: ['35'],
  },
  unionpay: {
    network: 'unionpay',
    providerName: 'unionpay',
    lengths: [16, 19],
    maxLength: 19,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    prefixes: ['62', '81'],
  },
  maestro: {
    network: 'maestro',
    providerName: 'maestro',
    lengths: [12, 19],
    maxLength: 19,
    cvcLength: 3,
    gaps: [4, 4, 4, 4],
    // Broad ranges on purpose: the specific elo and hipercard BINs inside them are checked first.
    prefixes: ['50', r('56', '59'), '63', '67'],
  },
};

/**
 * The order prefixes are checked in. Where two networks' prefixes overlap, the longer (more
 * specific) prefix comes first: elo's BINs inside visa 4, maestro 50/63, unionpay 62 and
 * discover 65; hipercard's inside diners 38 and maestro 63.
 */
export const DETECTION_ORDER: readonly CardNetwork[] = [
  'elo', 'hipercard', 'amex', 'diners', 'jcb', 'discover', 'unionpay', 'mastercard', 'maestro', 'visa',
];

export const CARD_NETWORKS: readonly CardNetwork[] = Object.keys(CARD_NETWORK_RULES) as CardNetwork[];

export function isCardNetwork(value: string): value is CardNetwork {
  return Object.hasOwn(CARD_NETWORK_RULES, value);
}
