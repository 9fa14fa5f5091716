import { describe, expect, it } from 'vitest';
import { CARD_NETWORK_RULES, CARD_NETWORKS, detectCardNetwork } from '../../../../headless/core/card';

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
    expect(detectCardNetwork('9999')).toBeNull();
  });

  it('has the ten networks with the provider SDK names of the spec', () => {
    expect(CARD_NETWORKS).toHaveLength(10);
    expect(Object.fromEntries(CARD_NETWORKS.map((n) => [n, CARD_NETWORK_RULES[n].providerName]))).toEqual({
      visa: 'visa', mastercard: 'mastercard', amex: 'amex', diners: 'diners club', discover: 'discover',
      jcb: 'jcb', maestro: 'maestro', unionpay: 'unionpay', hipercard: 'hipercard', elo: 'elo',
    });
  });
});
