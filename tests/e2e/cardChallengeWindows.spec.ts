import { expect, test, type Page } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { TEST_CARDS, authorizationsOf, challengeDialog, challengeFrame, demoExecutionId, demoLog, fillCard, openDemo, payButton } from './checkoutPage';

const RESULT_TIMEOUT = { timeout: 30_000 };

/** Authorize requests the page sends, counted from now on. */
function authorizeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/executions\/[^/]+\/authorize$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

test.describe("the card form's 3-D Secure challenge, in each window, pays once", () => {
  test('frame: the challenge shows in the page and approving it pays', async ({ page, request }) => {
    const authorizes = authorizeRequests(page);
    await openDemo(page);
    await fillCard(page, TEST_CARDS.threeDS);
    await payButton(page).click();
    await expect(challengeDialog(page)).toBeVisible(RESULT_TIMEOUT);
    await challengeFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, outcome: 'authorizeSuccessful' })]);
    expect(authorizes).toHaveLength(1);
  });

  test('popup: the pay click opens the challenge in a popup, approving it there pays and closes it', async ({ page, request }) => {
    const authorizes = authorizeRequests(page);
    await openDemo(page, { challenge: 'popup' });
    await fillCard(page, TEST_CARDS.threeDS);
    const popupOpened = page.waitForEvent('popup');
    await payButton(page).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/3ds\/exe_/, RESULT_TIMEOUT);
    await expect(challengeDialog(page)).toHaveCount(0);
    await popup.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect.poll(() => popup.isClosed(), RESULT_TIMEOUT).toBe(true);
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, outcome: 'authorizeSuccessful' })]);
    expect(authorizes).toHaveLength(1);
  });

  test('redirect: the whole page goes to the challenge and back to returnInfo, where the card form reports the payment', async ({ page, request }) => {
    const authorizes = authorizeRequests(page);
    await openDemo(page, { challenge: 'redirect' });
    const executionId = await demoExecutionId(page);
    await fillCard(page, TEST_CARDS.threeDS);
    await payButton(page).click();
    // The page itself is the provider's challenge: no frame, no popup.
    await page.waitForURL(new RegExp(`/3ds/${executionId}$`), RESULT_TIMEOUT);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    // Back on the merchant's return page, the provider added the execution.
    await page.waitForURL(new RegExp(`/demo/\\?.*return=success.*executionId=${executionId}`), RESULT_TIMEOUT);
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(demoLog(page)).toContainText(`Authorization successful (execution ${executionId})`);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, outcome: 'authorizeSuccessful' })]);
    expect(authorizes).toHaveLength(1);
  });
});
