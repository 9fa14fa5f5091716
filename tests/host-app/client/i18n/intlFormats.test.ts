import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../../../host-app/client/i18n/intlFormats';
import { intlLocale, LOCALES } from '../../../../host-app/client/i18n/translate';

// formatNumber answers small whole numbers without Intl; what it answers must be Intl's text exactly.
const OPTION_SETS: Intl.NumberFormatOptions[] = [{}, { useGrouping: false }, { minimumIntegerDigits: 2, useGrouping: false }, { minimumIntegerDigits: 3 }];

describe('formatNumber', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(LOCALES)('writes every whole number from 0 to 999 as Intl does, in %s', (locale) => {
    for (const options of OPTION_SETS) {
      const intl = new Intl.NumberFormat(intlLocale(locale), options);
      for (let value = 0; value < 1000; value += 1) expect(formatNumber(locale, value, options)).toBe(intl.format(value));
    }
  });

  it('builds no Intl formatter for them', async () => {
    // A module of its own: formatters other tests built are kept in the shared one.
    vi.resetModules();
    const fresh = await import('../../../../host-app/client/i18n/intlFormats');
    const Original = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat);
    fresh.formatNumber('ar', 7);
    fresh.formatNumber('en', 59, { minimumIntegerDigits: 2, useGrouping: false });
    expect(built).not.toHaveBeenCalled();
    fresh.formatNumber('en', 1000);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it.each(LOCALES)('leaves grouping, fractions, signs and currencies to Intl, in %s', (locale) => {
    const cases: [number, Intl.NumberFormatOptions][] = [
      [1000, {}],
      [12345, {}],
      [2.5, {}],
      [-3, {}],
      [5, { style: 'currency', currency: 'AED', currencyDisplay: 'code', minimumFractionDigits: 2 }],
      [42, { style: 'percent' }],
    ];
    for (const [value, options] of cases) expect(formatNumber(locale, value, options)).toBe(new Intl.NumberFormat(intlLocale(locale), options).format(value));
  });
});
