import { vi } from 'vitest';
import { createPaymentClient, type PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import type { PaymentClientSession, StoredInstrument } from '../../../../headless/core/session/sessionSchema';
import { testInitResponse, testSession } from '../../../support/session';

export const PROVIDER = 'http://localhost:4000';
export const CARD_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
export const OTHER_ID = '9a8b7c6d-5e4f-4a3b-9c1d-0e1f2a3b4c5d';

export const storedCard = (id: string, lastFour: string, overrides: Partial<StoredInstrument> = {}): StoredInstrument => ({
  id,
  displayName: `Visa •••• ${lastFour}`,
  paymentMethod: 'card',
  status: 'enabled',
  data: { network: 'visa', bin: '42424242' },
  ...overrides,
});

/** A session with every instrument and payout link, and two stored cards of its holder. */
export function instrumentSession(overrides: Partial<PaymentClientSession> = {}): PaymentClientSession {
  const base = testSession();
  return testSession({
    links: {
      ...base.links,
      instrumentUpdate: `${PROVIDER}/v1/instruments/:instrumentId`,
      instrumentDelete: `${PROVIDER}/v1/instruments/:instrumentId`,
      payout: `${PROVIDER}/v1/executions/exe_1/payout`,
    },
    vaultConfiguration: { ...base.vaultConfiguration, links: { ...base.vaultConfiguration.links, saveInstrument: `${PROVIDER}/v1/instruments` } },
    storedInstruments: [storedCard(CARD_ID, '4242'), storedCard(OTHER_ID, '4444')],
    ...overrides,
  });
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * The provider behind `fetch`: answers each request from the queue of its `METHOD url`, and
 * records what the client sent. A request nobody expected fails the test.
 */
export function fakeProvider(routes: Record<string, Answer[]>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    sent.push({ method, url, headers: new Headers(init.headers), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = routes[`${method} ${url}`]?.shift();
    if (!answer) throw new Error(`unexpected ${method} ${url}`);
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
}

/** A real payment client over the session, its logs collected instead of written to the console. */
export function clientOf(session: PaymentClientSession, options: Record<string, unknown> = {}): { client: PaymentClient; logs: string[] } {
  const logs: string[] = [];
  const client = createPaymentClient(testInitResponse(session), options);
  client.log = (level, message) => void logs.push(`${level} ${message}`);
  return { client, logs };
}
