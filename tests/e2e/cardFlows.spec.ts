import { expect, test, type Page } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { readJwtClaims } from '../../headless/core/auth/jwt';
import { decodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import {
  TEST_CARDS,
  authorizationsOf,
  cardFrame,
  challengeDialog,
  challengeFrame,
  demoExecutionId,
  demoLog,
  fillCard,
  openDemo,
  payButton,
} from './checkoutPage';

const RESULT_TIMEOUT = { timeout: 30_000 };

/** Authorize requests the page sends, counted from now on. */
function authorizeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/executions\/[^/]+\/authorize$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Fills the 3-D Secure test card, pays, and waits for the provider's challenge inside the page. */
async function payIntoChallenge(page: Page) {
  await openDemo(page);
  await fillCard(page, TEST_CARDS.threeDS);
  await payButton(page).click();
  await expect(challengeDialog(page)).toBeVisible(RESULT_TIMEOUT);
  await expect(challengeFrame(page).getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
}

test.describe('3-D Secure in the page', () => {
  test('approving the challenge pays', async ({ page, request }) => {
    await payIntoChallenge(page);
    await challengeFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(challengeDialog(page)).toHaveCount(0);
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, outcome: 'authorizeSuccessful' })]);
  });

  test('declining the challenge shows the failure and reports the 3-D Secure reason', async ({ page, request }) => {
    await payIntoChallenge(page);
    await challengeFrame(page).getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(en['result.failure'], RESULT_TIMEOUT);
    await expect(demoLog(page)).toContainText(`Authorization failed (AUTHORIZATION_ERROR): ${en['error.failedAfterChallenge']}`);
    await expect(challengeDialog(page)).toHaveCount(0);
    await expect(page.getByText(en['result.success'])).toHaveCount(0);
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, outcome: 'authorizeFailed' })]);
  });

  test("the challenge's script is not in the page's first load: it is fetched while the authorize request is answered", async ({ page }) => {
    const challengeScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/payment-client.challenge.js')) challengeScripts.push(request.url());
    });
    await openDemo(page);
    await fillCard(page, TEST_CARDS.threeDS);
    await page.waitForLoadState('networkidle');
    expect(challengeScripts).toEqual([]);

    // The provider's answer is held until the script has been asked for: only an early fetch lets it through.
    const challengeAsked = page.waitForRequest((request) => request.url().endsWith('/payment-client.challenge.js'), RESULT_TIMEOUT);
    await page.route('**/v1/executions/*/authorize', async (route) => {
      await challengeAsked;
      await route.continue();
    });
    await payButton(page).click();
    await challengeAsked;
    await expect(challengeFrame(page).getByRole('button', { name: 'Approve', exact: true })).toBeVisible(RESULT_TIMEOUT);
    // The script brings the challenge's styles with it: the dialog covers the page.
    await expect(challengeDialog(page)).toHaveCSS('position', 'fixed');
    expect(challengeScripts).toHaveLength(1);
  });

  test('cancelling on the challenge page closes it and reports a cancelled payment', async ({ page }) => {
    await payIntoChallenge(page);
    await challengeFrame(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(challengeDialog(page)).toHaveCount(0, RESULT_TIMEOUT);
    await expect(page.getByRole('alert')).toHaveText(en['error.userCancelled']);
    await expect(demoLog(page)).toContainText(`Authorization failed (USER_CANCELLED): ${en['error.userCancelled']}`);
    await expect(page.getByText(en['result.success'])).toHaveCount(0);
  });
});

test.describe('one payment, one authorization', () => {
  test('provider errors while the result is polled are retried, and the card is authorized once', async ({ page, request }) => {
    const executionStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && /\/v1\/executions\/[^/]+$/.test(new URL(response.url()).pathname)) executionStatuses.push(response.status());
    });
    await openDemo(page, { faults: '500,500,429' });
    await fillCard(page, TEST_CARDS.success);
    const authorizeCalls = authorizeRequests(page);
    await payButton(page).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    // The simulated faults really were answered, in order, before the reads that succeeded.
    expect(executionStatuses.slice(0, 3)).toEqual([500, 500, 429]);
    expect(executionStatuses.at(-1)).toBe(200);
    expect(authorizeCalls).toHaveLength(1);
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, paymentMethodCode: 'card', outcome: 'authorizeSuccessful' })]);
  });

  test('a double-click on the pay button pays once', async ({ page, request }) => {
    await openDemo(page);
    await fillCard(page, TEST_CARDS.success);
    const authorizeCalls = authorizeRequests(page);
    await payButton(page).dblclick();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(authorizeCalls).toHaveLength(1);
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, outcome: 'authorizeSuccessful' })]);
  });
});

test.describe('trying again', () => {
  test('after a declined card, another card pays on the same checkout', async ({ page, request }) => {
    await openDemo(page);
    await fillCard(page, TEST_CARDS.declined);
    await payButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(en['result.failure'], RESULT_TIMEOUT);

    const cardNumber = cardFrame(page).getByLabel('Card number');
    await cardNumber.clear();
    await cardNumber.pressSequentially(TEST_CARDS.success.replace(/\s/g, ''), { delay: 10 });
    await payButton(page).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    // Both attempts on the one execution, the newest first.
    const executionId = await demoExecutionId(page);
    expect((await authorizationsOf(request, executionId)).map((entry) => entry.outcome)).toEqual(['authorizeSuccessful', 'authorizeFailed']);
  });

  test('after leaving a challenge with the Cancel verification button, another card pays without that challenge', async ({ page, request }) => {
    await payIntoChallenge(page);
    const cancel = challengeDialog(page).getByRole('button', { name: en['threeDS.cancel'] });
    // The kit styles the button: a bordered, rounded button in the theme's tokens, not the browser's default.
    expect(await cancel.evaluate((button) => {
      const style = getComputedStyle(button);
      return { cursor: style.cursor, border: `${style.borderTopStyle} ${style.borderTopColor}`, radius: style.borderTopLeftRadius, background: style.backgroundColor };
    })).toEqual({ cursor: 'pointer', border: 'solid rgb(209, 213, 219)', radius: '6px', background: 'rgba(0, 0, 0, 0)' });
    await cancel.click();
    await expect(challengeDialog(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText(en['error.userCancelled']);

    const cardNumber = cardFrame(page).getByLabel('Card number');
    await cardNumber.clear();
    await cardNumber.pressSequentially(TEST_CARDS.success.replace(/\s/g, ''), { delay: 10 });
    await payButton(page).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(challengeDialog(page)).toHaveCount(0);
    // The challenge the shopper left ended when the new card's request replaced it.
    const executionId = await demoExecutionId(page);
    expect((await authorizationsOf(request, executionId)).map((entry) => entry.outcome)).toEqual(['authorizeSuccessful', 'authorizeFailed']);
  });
});

test.describe('session expiry', () => {
  test('an expired session is refreshed through the merchant, and the payment goes through on it without a failure', async ({ page, request }) => {
    const firstSession = page.waitForResponse((response) => new URL(response.url()).pathname === '/demo/api/checkout');
    await openDemo(page, { ttl: '5' });
    const session = decodeInitResponse(await (await firstSession).json());
    const expiresAt = readJwtClaims(session.token)?.exp;
    if (typeof expiresAt !== 'number') throw new Error('The session token has no exp');
    const firstExecutionId = await demoExecutionId(page);
    expect(firstExecutionId).toBe(session.execution.id);

    await fillCard(page, TEST_CARDS.success);
    // Wait for the provider's expiry itself, not for the client's early-refresh margin.
    await expect.poll(() => page.evaluate(() => Date.now()), { timeout: 15_000 }).toBeGreaterThan(expiresAt * 1000);

    await payButton(page).click();
    await expect(demoLog(page)).toContainText('Session refreshed', RESULT_TIMEOUT);
    const refreshedExecutionId = await demoExecutionId(page);
    expect(refreshedExecutionId).not.toBe(firstExecutionId);
    // The payment is tried once more on the new session: one click, no failure reported or shown.
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(demoLog(page)).not.toContainText('Authorization failed');
    expect(await authorizationsOf(request, refreshedExecutionId)).toEqual([expect.objectContaining({ outcome: 'authorizeSuccessful' })]);
    expect(await authorizationsOf(request, firstExecutionId)).toEqual([]);
  });
});
