import { encodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession, StoredInstrument } from '../../headless/core/session/sessionSchema';

/** A JWT-shaped token with the given exp (seconds); the client reads claims only. */
export function fakeJwt(exp: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, ...claims })}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export function testSession(overrides: Partial<PaymentClientSession> = {}): PaymentClientSession {
  return {
    token: fakeJwt(inOneHour(), { sub: 'exe_1' }),
    execution: { id: 'exe_1', merchantReference: 'order-1', workflow: { code: 'payment', version: 1 } },
    holderReference: 'holder-1',
    holderId: 'hol_1',
    amount: { value: 800, currency: 'EUR' },
    vaultConfiguration: {
      vaultId: 'vlt_1',
      vaultUrl: 'http://127.0.0.1:4100',
      token: fakeJwt(inOneHour(), { sub: 'vlt_1' }),
      vaultType: 'sandbox',
      providerConfigId: 'pc_1',
      cardTableName: 'cards',
      links: {
        tokenize: 'http://127.0.0.1:4100/v1/vaults/vlt_1/tokenize',
        cardFrame: 'http://127.0.0.1:4100/frame/card-form.html?vault=vlt_1',
        collectFrame: 'http://127.0.0.1:4100/frame/collect.html?vault=vlt_1',
        assets: 'http://127.0.0.1:4100/assets/',
      },
    },
    links: {
      authorize: 'http://localhost:4000/v1/executions/exe_1/authorize',
      execution: 'http://localhost:4000/v1/executions/exe_1',
    },
    paymentMethods: [{ paymentMethodCode: 'card', clientConfig: { flow: 'api' } }],
    storedInstruments: [],
    allowedOrigins: ['http://localhost:3000'],
    ...overrides,
  };
}

export const testInitResponse = (overrides?: Partial<PaymentClientSession>) => encodeInitResponse(testSession(overrides));

/** The shopper's Visa card on file, as a session lists it. */
export const storedVisaCard: StoredInstrument = {
  id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  displayName: 'Visa •••• 4242',
  paymentMethod: 'card',
  status: 'enabled',
  data: { network: 'visa', bin: '42424242' },
};
