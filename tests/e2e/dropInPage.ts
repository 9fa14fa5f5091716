import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DROP_IN_CATALOGS } from '../../headless/core/i18n/dropInMessages';
import { decodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../headless/core/session/sessionSchema';
import type { StoredInstrument } from 'payment-client/headless';
import { futureExpiry } from './checkoutPage';

/** The drop-in's own texts in English (option names, popup labels). */
export const dropInText = DROP_IN_CATALOGS.en;

/** A holder reference of this test alone, so no test sees another's saved cards. */
export function uniqueHolder(flow: string): string {
  return `e2e-${flow}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Opens the merchant demo in drop-in mode with options for its address bar, waits for the
 * option list, and answers the session the page got from the demo's server.
 */
export async function openDropIn(page: Page, query: Record<string, string> = {}): Promise<PaymentClientSession> {
  const sessionAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/demo/api/checkout');
  await page.goto(`/demo/?${new URLSearchParams({ integration: 'dropin', ...query })}`);
  const session = decodeInitResponse(await (await sessionAnswer).json());
  await expect(page.getByRole('group', { name: dropInText['dropIn.legend'] })).toBeVisible();
  return session;
}

/** The drop-in's radio for an option (a method name, or a stored instrument's display name). */
export const optionRadio = (page: Page, name: string) => page.locator('#checkout').getByRole('radio', { name, exact: true });

/** The drop-in's pay button; the demo's own "Pay out" button is outside it. */
export const dropInPayButton = (page: Page) => page.locator('#checkout').getByRole('button', { name: /^Pay / });

/** The shop's "Saved cards" list, drawn by the demo from client.getStoredInstruments(). */
export const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved cards' });

/**
 * Signs in to the demo shop as the shopper, as its sign-in form does, and answers the Cookie
 * header to send along: the shop's server takes the holder from that cookie only.
 */
export async function signInCookie(request: APIRequestContext, shopperName: string): Promise<string> {
  const response = await request.post('/demo/api/sign-in', { data: { shopperName } });
  expect(response.status(), await response.text()).toBe(200);
  const cookie = (response.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^demo_shopper=/);
  return cookie;
}

/** A new session for the holder, from the demo's server, as a returning shopper's next visit would get. */
export async function sessionFor(request: APIRequestContext, holderReference: string): Promise<PaymentClientSession> {
  const response = await request.post('/demo/api/checkout', { headers: { Cookie: await signInCookie(request, holderReference) } });
  expect(response.status(), await response.text()).toBe(200);
  return decodeInitResponse(await response.json());
}

/**
 * Saves a card for the holder through the provider, as an earlier visit would have: the card
 * is tokenized in the session's vault, then saved with the session token.
 */
export async function seedStoredCard(request: APIRequestContext, holderReference: string, cardNumber: string): Promise<StoredInstrument> {
  const session = await sessionFor(request, holderReference);
  const [month, year] = futureExpiry().split(' / ');
  const tokenized = await request.post(session.vaultConfiguration.links.tokenize, {
    headers: { Authorization: `Bearer ${session.vaultConfiguration.token}` },
    data: { card_number: cardNumber, expiry_month: month, expiry_year: year, security_code: '123' },
  });
  expect(tokenized.status(), await tokenized.text()).toBe(201);
  const { tokens } = (await tokenized.json()) as { tokens: Record<string, string> };
  const saved = await request.post(session.vaultConfiguration.links.saveInstrument!, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { data: { cardData: tokens }, paymentMethod: 'card' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return (await saved.json()) as StoredInstrument;
}

export interface ExecutionRecord {
  id: string;
  status: { code: string }[];
  paymentMethod?: { paymentMethodCode: string; lastFour?: string };
  finalState?: { code: string };
}

/** The provider's execution record, read with the session token as the SDK reads it. */
export async function executionRecordOf(request: APIRequestContext, session: PaymentClientSession): Promise<ExecutionRecord> {
  const response = await request.get(session.links.execution, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ExecutionRecord;
}
