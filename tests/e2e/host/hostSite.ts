import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { ownServers } from '../serverSets';

export const HOST = ownServers.host;

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

/** A subscriber nobody else uses: each test gets its own, so tests never depend on each other. */
export function newAccount(prefix: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { fullName: 'Lina Haddad', email: `${prefix}-${id}@example.com`, password: `pass-${id}-long` };
}

/**
 * Creates the account through the API as the site does: sign-up, then the code sent to the email
 * (from the TEST-only endpoint). Returns its session token.
 */
export async function signUpThroughApi(request: APIRequestContext, account: Account, options: { staySignedIn: boolean } = { staySignedIn: true }): Promise<string> {
  const answer = await request.post(`${HOST}${API_PATHS.signUp}`, { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { signUpToken } = ((await answer.json()) as { data: { signUpToken: string } }).data;
  const code = await latestOtp(request, { email: account.email });
  const verified = await request.post(`${HOST}${API_PATHS.signUpVerify}`, { data: { signUpToken, code, staySignedIn: options.staySignedIn } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { data: { token: { id: string } } }).data.token.id;
}

/** Opens a page already signed in, with the token where the site keeps it (local storage, no expiry). */
export async function openSignedIn(page: Page, request: APIRequestContext, account: Account, path: string): Promise<void> {
  const token = await signUpThroughApi(request, account);
  await page.goto(`${HOST}/404`);
  await page.evaluate((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
  await page.goto(`${HOST}${path}`);
  await expect(page.getByRole('link', { name: `Account of ${account.fullName}` }).or(page.getByRole('link', { name: `حساب ${account.fullName}` }))).toBeVisible();
}

export async function signInThroughUi(page: Page, account: Pick<Account, 'email' | 'password'>, options: { staySignedIn: boolean }): Promise<void> {
  await page.goto(`${HOST}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  if (options.staySignedIn) await page.getByLabel('Stay signed in').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The latest one-time code sent to a target, from the API's TEST-only endpoint. */
export async function latestOtp(request: APIRequestContext, target: Record<string, string>): Promise<string> {
  const answer = await request.get(`${HOST}${API_PATHS.devLatestOtp}`, { params: target });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { code: string } }).data.code;
}

/** A voucher nobody has used, from the API's TEST-only endpoint, so runs against a lasting database never run out. */
export async function freshVoucher(request: APIRequestContext, plan: 'monthly' | 'quarterly' | 'yearly'): Promise<string> {
  const answer = await request.post(`${HOST}${API_PATHS.devVouchers}`, { data: { plan } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { code: string } }).data.code;
}

/** Makes the account VIP the way the site does: a voucher, confirmed with the code sent to the account's email. */
export async function redeemVoucherThroughApi(request: APIRequestContext, token: string, email: string): Promise<void> {
  const voucherCode = await freshVoucher(request, 'monthly');
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post(`${HOST}${API_PATHS.voucherStart}`, { headers, data: { email, voucherCode } });
  expect(started.ok(), await started.text()).toBe(true);
  const { transactionId } = ((await started.json()) as { data: { transactionId: string } }).data;
  const code = await latestOtp(request, { email });
  const verified = await request.post(`${HOST}${API_PATHS.voucherVerify}`, { headers, data: { transactionId, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page; returns the violations, summarised for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a page that stays open (Storybook switching stories) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    // Only violations are read: axe then skips building the selectors of every passing node.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  }, WCAG_TAGS);
}

/**
 * How many `type` listeners the element that `expression` evaluates to has, as DevTools lists them:
 * a server-rendered element has none of its handlers until its block hydrates.
 */
export async function listenerCount(page: Page, expression: string, type: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    expect(result.objectId, expression).toBeTruthy();
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.filter((listener) => listener.type === type).length;
  } finally {
    await cdp.detach();
  }
}
