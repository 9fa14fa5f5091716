// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCardCheckout } from '../../../../headless/core/checkout/cardCheckout';
import { fontHttpOrigin, parseCardFormOptions } from '../../../../headless/core/client/cardFormOptions';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { testInitResponse } from '../../../support/session';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';

const SANDBOX_VAULT = 'http://127.0.0.1:4100';
const brand = { family: 'Brand Sans', src: 'https://fonts.example/brand.woff2' };
const sandboxFont = { family: 'Sandbox Blocks', src: `${SANDBOX_VAULT}/assets/fonts/sandbox-blocks.ttf` };

function refusal(input: unknown, httpOrigin?: string): PaymentClientError {
  try {
    parseCardFormOptions(input, httpOrigin);
  } catch (error) {
    if (error instanceof PaymentClientError) return error;
    throw error;
  }
  throw new Error('expected the options to be refused');
}

describe('card form fonts', () => {
  it('takes https fonts in either environment', () => {
    expect(parseCardFormOptions({ fonts: [brand] }).fonts).toEqual([brand]);
    expect(parseCardFormOptions({ fonts: [brand] }, SANDBOX_VAULT).fonts).toEqual([brand]);
  });

  it('takes a plain-http font only from the sandbox in TEST', () => {
    expect(parseCardFormOptions({ fonts: [sandboxFont] }, fontHttpOrigin('TEST', `${SANDBOX_VAULT}/`)).fonts).toEqual([sandboxFont]);
    const error = refusal({ fonts: [sandboxFont] }, fontHttpOrigin('PRODUCTION', SANDBOX_VAULT));
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.message).toContain('cardFormOptions.fonts[0]');
    expect(error.message).toContain('src must be an https URL');
  });

  it('refuses http fonts from any other origin in TEST, naming the entry', () => {
    const error = refusal({ fonts: [brand, { family: 'Other', src: 'http://fonts.example/x.ttf' }] }, SANDBOX_VAULT);
    expect(error.message).toContain('cardFormOptions.fonts[1]');
    expect(error.message).toContain(`on ${SANDBOX_VAULT}`);
  });

  it('refuses family names that could leave a CSS declaration', () => {
    expect(refusal({ fonts: [{ ...brand, family: "x'; } body { color: red" }] }).message).toContain('family must be');
  });

  it('refuses more than eight fonts', () => {
    const fonts = Array.from({ length: 9 }, (_, index) => ({ family: `F${index}`, src: `https://fonts.example/${index}.woff2` }));
    expect(refusal({ fonts }).message).toContain('at most 8 fonts');
  });
});

describe('card form expiry formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([42, null, { format: 'MM/YY' }])('take any value, %j included, for the form to fall back on', (value) => {
    const options = parseCardFormOptions({ expiryDateFormat: value, expiryYearFormat: value });
    expect([options.expiryDateFormat, options.expiryYearFormat]).toEqual([value, value]);
  });

  it('fall back to MM/YY and YY with a warning when the value is not a format (PC-CARD-11, PC-CARD-12)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createPaymentClient(testInitResponse(), { logLevel: 'WARN' });
    // Off the public type on purpose: a script-tag merchant's untyped value.
    createCardCheckout(client, parseCardFormOptions({ expiryDateFormat: 42, expiryYearFormat: true }), bundledParts);
    expect(warn.mock.calls).toEqual([
      ["[PaymentClient] Unknown expiry date format '42' (expected MM/YY, YYYY/MM, YY/MM or MM/YYYY); using MM/YY."],
      ["[PaymentClient] Unknown expiry year format 'true' (expected YY or YYYY); using YY."],
    ]);
  });
});

describe('card form autoHideTTL', () => {
  it('takes a whole number of milliseconds above zero', () => {
    expect(parseCardFormOptions({ autoHideTTL: 5_000 }).autoHideTTL).toBe(5_000);
    expect(parseCardFormOptions({}).autoHideTTL).toBeUndefined();
  });

  it.each([0, -1, 1.5, '5000'])('refuses %j, naming the option', (value) => {
    expect(refusal({ autoHideTTL: value }).message).toMatch(/^Invalid cardFormOptions: cardFormOptions\.autoHideTTL /);
  });
});
