import { describe, expect, it } from 'vitest';
import { REDIRECT_METHODS, WALLET_METHODS } from '../../../../headless/core/dropIn/paymentOptions';
import { DROP_IN_CATALOGS, type DropInMessageKey } from '../../../../headless/core/i18n/dropInMessages';
import { ar } from '../../../../headless/core/i18n/ar';
import { en } from '../../../../headless/core/i18n/en';

describe('the drop-in catalogs', () => {
  // Every method the drop-in lists by its code has a name of its own, never the bare code.
  const listed = ['card', ...WALLET_METHODS, ...REDIRECT_METHODS];

  it.each(['en', 'ar'] as const)('name every method the drop-in lists in %s', (locale) => {
    const names = listed.map((code) => [code, DROP_IN_CATALOGS[locale][`dropIn.method.${code}` as DropInMessageKey]]);
    expect(names.filter(([, name]) => !name?.trim())).toEqual([]);
  });

  it('call Mercado Pago by its brand name in both languages', () => {
    expect([DROP_IN_CATALOGS.en['dropIn.method.mercadoPago'], DROP_IN_CATALOGS.ar['dropIn.method.mercadoPago']]).toEqual(['Mercado Pago', 'Mercado Pago']);
  });

  // The Arabic catalog holds both in one object, so a shared key would lose one text.
  it.each(['en', 'ar'] as const)('share no key with the kit catalog in %s', (locale) => {
    expect(Object.keys(DROP_IN_CATALOGS[locale]).filter((key) => key in { en, ar }[locale])).toEqual([]);
  });
});
