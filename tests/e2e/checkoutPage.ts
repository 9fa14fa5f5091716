import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import type { Locale } from '../../headless/core/i18n/translate';
import { DEFAULT_MERCHANT_SECRET_KEY } from '../../sandbox/config';
import { ownServers } from './serverSets';

/** The origins of this worker's own servers. */
export const PROVIDER_ORIGIN = ownServers.provider;
export const VAULT_ORIGIN = ownServers.vault;

/** One directive of a Content-Security-Policy header, e.g. `frame-ancestors http://localhost:4000`. */
export function cspDirective(csp: string, name: string): string {
  return csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith(`${name} `)) ?? '';
}

/** The sandbox's test cards (sandbox/README.md). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  amexSuccess: '3782 822463 10005',
  declined: '4000 0000 0000 0002',
  threeDS: '4000 0000 0000 3220',
} as const;

export const futureExpiry = () => `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export function cardFrame(page: Page) {
  return page.frameLocator('iframe[name="payment-client-card-frame"]');
}

/**
 * Opens the merchant demo, with options for its address bar (e.g. `{ faults: '500,429' }`),
 * and waits until the card form can be typed into.
 */
export async function openDemo(page: Page, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  await page.goto(search ? `/demo/?${search}` : '/demo/');
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
}

/** Types a card into the frame, found by its labels in the page's language. */
export async function fillCard(page: Page, number: string, cvc = '123', locale: Locale = 'en') {
  const frame = cardFrame(page);
  const text = CARD_FRAME_CATALOGS[locale];
  await frame.getByLabel(text['cardForm.label.cardNumber']).pressSequentially(number.replace(/\s/g, ''), { delay: 10 });
  await frame.getByLabel(text['cardForm.label.expiryDate']).pressSequentially(futureExpiry().replace(/\D/g, ''), { delay: 10 });
  await frame.getByLabel(text['cardForm.label.securityCode']).pressSequentially(cvc, { delay: 10 });
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ });

/** The in-page 3-D Secure challenge: the dialog around it and the provider's page inside its frame. */
export const challengeDialog = (page: Page) => page.getByRole('dialog', { name: en['threeDS.title'] });
export const challengeFrame = (page: Page) => page.frameLocator(`iframe[title="${en['threeDS.title']}"]`);

/** The demo's event log, where it writes what the payment client reported. */
export const demoLog = (page: Page) => page.locator('#log');

/** The execution the demo page is paying (its test hook). */
export async function demoExecutionId(page: Page): Promise<string> {
  const id = await page.evaluate(() => (window as unknown as { demoExecutionId?: unknown }).demoExecutionId);
  if (typeof id !== 'string') throw new Error('The demo page exposes no execution id');
  return id;
}

export interface AuthorizationEntry {
  executionId: string;
  paymentMethodCode: string;
  outcome: string;
  requestedAt: string;
}

/** The provider's list of an execution's authorizations, read with the merchant's secret key as a merchant server would. */
export async function authorizationsOf(request: APIRequestContext, executionId: string): Promise<AuthorizationEntry[]> {
  const response = await request.get(`/v1/payment-sessions/${encodeURIComponent(executionId)}/authorizations`, {
    headers: { Authorization: `Bearer ${DEFAULT_MERCHANT_SECRET_KEY}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { authorizations: AuthorizationEntry[] }).authorizations;
}
