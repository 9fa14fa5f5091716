import { describe, expect, it } from 'vitest';
import { REDIRECT_METHODS, WALLET_METHODS } from '../../../../headless/core/dropIn/paymentOptions';
import { DROP_IN_CATALOGS, type DropInMessageKey } from '../../../../headless/core/i18n/dropInMessages';

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
});
