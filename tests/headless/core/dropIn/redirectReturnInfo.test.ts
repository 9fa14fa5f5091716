import { describe, expect, it } from 'vitest';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import type { ReturnInfo } from '../../../../headless/core/client/clientOptions';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import type { PaymentMethod } from '../../../../headless/core/session/sessionSchema';
import { testInitResponse } from '../../../support/session';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

const CARD: PaymentMethod = { paymentMethodCode: 'card', clientConfig: { flow: 'api' } };
const GENERIC_REDIRECT: PaymentMethod = { paymentMethodCode: 'genericRedirect', clientConfig: { integrationType: 'redirect' } };
const PIX: PaymentMethod = { paymentMethodCode: 'pix', clientConfig: { integrationType: 'redirect' } };
const BACK: ReturnInfo = { success: 'http://localhost:3000/ok', error: 'http://localhost:3000/failed' };

const dropInOf = (paymentMethods: PaymentMethod[], returnInfo?: ReturnInfo) => {
  const client = createPaymentClient(testInitResponse({ paymentMethods }), { environment: 'TEST', ...(returnInfo ? { returnInfo } : {}) });
  return createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
};

describe('a drop-in offering a method that leaves the page', () => {
  it('throws INVALID_CONFIGURATION naming returnInfo when init was given none', () => {
    expect(() => dropInOf([CARD, GENERIC_REDIRECT])).toThrow(
      expect.objectContaining({
        code: 'INVALID_CONFIGURATION',
        fields: ['options.returnInfo'],
        message: expect.stringContaining('options.returnInfo is required: genericRedirect leaves the page, and this brings the shopper back'),
      }),
    );
  });

  it('names each return URL the shopper could not come back by', () => {
    expect(() => dropInOf([GENERIC_REDIRECT], { success: BACK.success })).toThrow(expect.objectContaining({ fields: ['options.returnInfo.error'] }));
  });

  it('is made when init says where the shopper comes back', () => {
    expect(dropInOf([CARD, GENERIC_REDIRECT], BACK).store.getState().options.map((option) => option.id)).toEqual(['card', 'genericRedirect']);
  });

  it('needs none for a popup method (pix polls, the page stays) or without redirect methods', () => {
    expect(dropInOf([CARD, PIX]).store.getState().options.map((option) => option.id)).toEqual(['card', 'pix']);
    expect(dropInOf([CARD]).store.getState().options.map((option) => option.id)).toEqual(['card']);
  });
});
