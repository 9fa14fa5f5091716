import { expect, test, type Page } from '@playwright/test';
import { buildPayoutBody } from '../../headless/core/executor/payout';
import { en } from '../../headless/core/i18n/en';
import { decodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import { TEST_CARDS, authorizationsOf, cardFrame, challengeDialog, challengeFrame, demoLog, fillCard } from './checkoutPage';
import {
  dropInPayButton,
  dropInText,
  executionRecordOf,
  openDropIn,
  optionRadio,
  savedCards,
  seedStoredCard,
  sessionFor,
  uniqueHolder,
} from './dropInPage';

/**
 * The drop-in's payment flows through the script tag, on the merchant demo in
 * `?integration=dropin` mode against the real sandbox: each test checks what the shopper sees
 * and what the provider recorded. Every test has a holder of its own.
 */

const RESULT_TIMEOUT = { timeout: 30_000 };

// Tall enough that the pay button needs no scrolling: right after a scroll Chromium may still route
// a click to the card frame's old place (an out-of-process frame), which no shopper's click could hit.
test.use({ viewport: { width: 1280, height: 1400 } });
const VISA_4242 = 'Visa •••• 4242';
const MASTERCARD_4444 = 'Mastercard •••• 4444';

/** Authorize requests the page sends, counted from now on. */
function authorizeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/executions\/[^/]+\/authorize$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

async function chooseCard(page: Page) {
  await optionRadio(page, dropInText['dropIn.method.card']).check();
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
}

test.describe('drop-in: cards', () => {
  test('(a) a new card paid with "save" checked is offered as a stored card on the next visit', async ({ page, request }) => {
    const holder = uniqueHolder('save');
    const session = await openDropIn(page, { holder });
    await expect(optionRadio(page, VISA_4242)).toHaveCount(0);
    await chooseCard(page);
    await fillCard(page, TEST_CARDS.success);
    await page.getByLabel(en['cardForm.label.storeInstrument']).check();
    await dropInPayButton(page).click();

    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeSuccessful' })]);
    // The shop's own list (client.getStoredInstruments()) has it at once, in this session...
    await expect(page.locator('#saved-card-list').getByText(VISA_4242)).toBeVisible();

    // ...the provider keeps the card for this holder...
    const nextVisit = await sessionFor(request, holder);
    expect(nextVisit.storedInstruments).toEqual([expect.objectContaining({ displayName: VISA_4242, paymentMethod: 'card', status: 'enabled' })]);
    // ...and the drop-in of the next visit offers it first.
    await page.reload();
    await expect(optionRadio(page, VISA_4242)).toBeVisible();
    await expect(page.locator('#checkout').getByRole('radio').first()).toHaveAccessibleName(VISA_4242);
  });

  test('(b) a stored card pays with one authorization of that card', async ({ page, request }) => {
    const holder = uniqueHolder('stored');
    await seedStoredCard(request, holder, TEST_CARDS.success);
    const session = await openDropIn(page, { holder });
    const authorizeCalls = authorizeRequests(page);

    await optionRadio(page, VISA_4242).check();
    await expect(dropInPayButton(page)).toBeEnabled();
    await dropInPayButton(page).click();

    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(demoLog(page)).toContainText(`Authorization successful (execution ${session.execution.id})`);
    expect(authorizeCalls).toHaveLength(1);
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeSuccessful' })]);
    // The provider charged the stored card, not a new one.
    expect((await executionRecordOf(request, session)).paymentMethod).toMatchObject({ paymentMethodCode: 'card', lastFour: '4242' });
  });

  test('(c) 3-D Secure is approved inside the drop-in', async ({ page, request }) => {
    const session = await openDropIn(page, { holder: uniqueHolder('3ds') });
    await chooseCard(page);
    await fillCard(page, TEST_CARDS.threeDS);
    await dropInPayButton(page).click();

    await expect(challengeDialog(page)).toBeVisible(RESULT_TIMEOUT);
    await challengeFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();

    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(challengeDialog(page)).toHaveCount(0);
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeSuccessful' })]);
    expect((await executionRecordOf(request, session)).status.map((entry) => entry.code)).toEqual(['authorizeRequested', 'authorizePending', 'authorizeSuccessful']);
  });
  /** Pays with the 3-D Secure card in a drop-in whose challenges show in a popup, opened by the click. */
  async function payIntoChallengePopup(page: Page, flow: string) {
    const session = await openDropIn(page, { holder: uniqueHolder(flow), challenge: 'popup' });
    await chooseCard(page);
    await fillCard(page, TEST_CARDS.threeDS);
    const popupOpened = page.waitForEvent('popup');
    await dropInPayButton(page).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/3ds\/exe_/, RESULT_TIMEOUT);
    return { session, popup };
  }

  test('(c) 3-D Secure in a popup: approving it there pays', async ({ page, request }) => {
    const { session, popup } = await payIntoChallengePopup(page, '3ds-popup');
    await popup.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeSuccessful' })]);
  });

  test('(c) 3-D Secure in a popup: closing the popup cancels the payment', async ({ page }) => {
    const { popup } = await payIntoChallengePopup(page, '3ds-popup-closed');
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText(en['error.userCancelled'], RESULT_TIMEOUT);
    await expect(demoLog(page)).toContainText(`Authorization failed (USER_CANCELLED): ${en['error.userCancelled']}`);
    await expect(page.getByText(en['result.success'])).toHaveCount(0);
  });
});

test.describe('drop-in: redirect methods', () => {
  /** Picks pix and presses its button; the provider's pix page opens in the popup the click opened. */
  async function startPix(page: Page) {
    await optionRadio(page, dropInText['dropIn.method.pix']).check();
    const popupOpened = page.waitForEvent('popup');
    await page.locator('#checkout').getByRole('button', { name: dropInText['dropIn.method.pix'] }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/methods\/pix\/exe_/);
    await expect(page.getByRole('dialog', { name: dropInText['redirect.popupTitle'] })).toBeVisible();
    return popup;
  }

  test('(d) pix approved in its popup: the popup closes and the payment succeeds', async ({ page, request }) => {
    const session = await openDropIn(page, { holder: uniqueHolder('pix') });
    const popup = await startPix(page);
    const closed = popup.waitForEvent('close');

    // The popup's own "You can close this window." may never be seen: the drop-in closes the
    // popup as soon as its next poll finds the payment approved.
    await popup.getByRole('button', { name: 'Approve payment' }).click();

    await closed;
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    await expect(page.getByRole('dialog', { name: dropInText['redirect.popupTitle'] })).toHaveCount(0);
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'pix', outcome: 'authorizeSuccessful' })]);
  });

  test('(d) pix left unanswered: at the shortened timeout the popup closes and the failure is reported', async ({ page, request }) => {
    // 24 s: ceil((24000 - 20000) / 2000) = 2 polls of the execution, then the time is up.
    const session = await openDropIn(page, { holder: uniqueHolder('pix-timeout'), pixTimeout: '24000' });
    const popup = await startPix(page);
    const closed = popup.waitForEvent('close', RESULT_TIMEOUT);

    await closed;
    await expect(page.getByRole('alert')).toHaveText(en['result.failure'], RESULT_TIMEOUT);
    await expect(demoLog(page)).toContainText(`Authorization failed (AUTHORIZATION_ERROR): ${en['error.paymentTimedOut']}`);
    await expect(page.getByRole('dialog', { name: dropInText['redirect.popupTitle'] })).toHaveCount(0);
    await expect(page.getByText(en['result.success'])).toHaveCount(0);
    // The shopper never chose: the provider still waits for them.
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'pix', outcome: 'authorizePending' })]);
  });

  test('(d) pix popup closed by the shopper: the payment ends as cancelled at the next poll, not at the timeout', async ({ page, request }) => {
    const session = await openDropIn(page, { holder: uniqueHolder('pix-closed') });
    const popup = await startPix(page);

    await popup.close();
    await expect(page.getByRole('alert')).toHaveText(en['error.userCancelled'], RESULT_TIMEOUT);
    await expect(demoLog(page)).toContainText(`Authorization failed (USER_CANCELLED): ${en['error.userCancelled']}`);
    await expect(page.getByRole('dialog', { name: dropInText['redirect.popupTitle'] })).toHaveCount(0);
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'pix', outcome: 'authorizePending' })]);
  });

  test('(e) generic redirect: the button flashes its loading dots, the page goes to the provider, is approved, and comes back to the return URL', async ({ page, request }) => {
    const holder = uniqueHolder('redirect');
    const session = await openDropIn(page, { holder });
    await optionRadio(page, dropInText['dropIn.method.genericRedirect']).check();
    // The provider's answer is held until the button's busy state has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/v1\/executions\/[^/]+\/authorize$/, async (route) => {
      await answered;
      await route.continue();
    });
    const button = page.locator('#checkout').getByRole('button', { name: dropInText['dropIn.method.genericRedirect'] });
    await button.click();

    const busy = page.locator('#checkout .pc-RedirectButton[aria-busy="true"]');
    await expect(busy).toHaveText(`${dropInText['redirect.loading']}...`);
    const dots = busy.locator('.pc-Dots > span');
    expect(await dots.evaluateAll((spans) => spans.map((span) => [getComputedStyle(span).animationName, getComputedStyle(span).animationIterationCount]))).toEqual([
      ['pc-dot-flash', 'infinite'],
      ['pc-dot-flash', 'infinite'],
      ['pc-dot-flash', 'infinite'],
    ]);
    answer();

    await page.waitForURL(new RegExp(`/methods/genericRedirect/${session.execution.id}$`));
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL((url) => url.pathname === '/demo/' && url.searchParams.get('return') === 'success');
    const back = new URL(page.url());
    expect(back.searchParams.get('executionId')).toBe(session.execution.id);
    expect(back.searchParams.get('holder')).toBe(holder);
    // The return page asks the shop's server, which asks the provider, before confirming the order.
    await expect(demoLog(page)).toContainText('Payment status from our server: authorizeSuccessful');
    await expect(page.getByRole('status')).toHaveText('Thank you, your order is confirmed.');
    expect(await authorizationsOf(request, session.execution.id)).toEqual([expect.objectContaining({ paymentMethodCode: 'genericRedirect', outcome: 'authorizeSuccessful' })]);
  });
});

test.describe('drop-in: the shop manages saved cards', () => {
  test('(f) a payout to the first saved card reaches payoutSuccessful, through a payout session from the shop', async ({ page, request }) => {
    const holder = uniqueHolder('payout');
    const card = await seedStoredCard(request, holder, TEST_CARDS.success);
    const session = await openDropIn(page, { holder });
    await expect(savedCards(page).getByRole('listitem')).toHaveText([`${VISA_4242}Remove`]);
    // The checkout's own session cannot pay out: it has no payout link.
    expect(session.links.payout).toBeUndefined();

    const payoutSessionAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/demo/api/payout-session');
    await savedCards(page).getByRole('button', { name: /^Pay out/ }).click();
    // The page first asks the shop's server, which fixes the amount and the card.
    const payoutSession = decodeInitResponse(await (await payoutSessionAnswer).json());
    expect(payoutSession.execution.workflow.code).toBe('payout');
    expect(payoutSession.execution.id).not.toBe(session.execution.id);
    expect(payoutSession.amount).toEqual(session.amount);
    expect(payoutSession.storedInstruments.map((instrument) => instrument.id)).toEqual([card.id]);

    await expect(demoLog(page)).toContainText(`Payout successful (execution ${payoutSession.execution.id})`, RESULT_TIMEOUT);
    await expect(savedCards(page).getByRole('button', { name: /^Pay out/ })).toBeDisabled();
    const record = await executionRecordOf(request, payoutSession);
    expect(record.status.map((entry) => entry.code)).toEqual(['payoutRequested', 'payoutSuccessful']);
    expect(record.finalState).toEqual({ code: 'payoutSuccessful' });
    expect(record.paymentMethod).toMatchObject({ paymentMethodCode: 'card', lastFour: '4242' });
    // A payout is no payment: nothing was authorized or paid out on the checkout's session, and the card stays saved.
    expect(await authorizationsOf(request, session.execution.id)).toEqual([]);
    expect((await executionRecordOf(request, session)).status).toEqual([]);
    expect((await sessionFor(request, holder)).storedInstruments.map((instrument) => instrument.id)).toEqual([card.id]);
  });

  test("(f2) the checkout session's token cannot pay out to the shopper's saved card", async ({ request }) => {
    const holder = uniqueHolder('payout-refused');
    const card = await seedStoredCard(request, holder, TEST_CARDS.success);
    const session = await sessionFor(request, holder);
    const response = await request.post(`${session.links.execution}/payout`, {
      headers: { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': `e2e-${Date.now()}` },
      data: buildPayoutBody({ amount: session.amount, paymentMethodCode: 'card', paymentInstrumentId: card.id }),
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ errorCode: 'PAYOUT_NOT_ALLOWED' });
    expect((await executionRecordOf(request, session)).status).toEqual([]);
  });

  test('(g) removing a saved card takes it off both lists and off the provider', async ({ page, request }) => {
    const holder = uniqueHolder('delete');
    const visa = await seedStoredCard(request, holder, TEST_CARDS.success);
    const mastercard = await seedStoredCard(request, holder, '5555 5555 5555 4444');
    await openDropIn(page, { holder });
    await expect(optionRadio(page, VISA_4242)).toBeVisible();
    await expect(savedCards(page).getByRole('listitem')).toHaveText([`${MASTERCARD_4444}Remove`, `${VISA_4242}Remove`]);
    // The shopper had picked the card that goes.
    await optionRadio(page, VISA_4242).check();

    await savedCards(page).getByRole('button', { name: `Remove ${VISA_4242}` }).click();

    await expect(demoLog(page)).toContainText(`Saved card removed: ${VISA_4242}`);
    await expect(savedCards(page).getByRole('listitem')).toHaveText([`${MASTERCARD_4444}Remove`]);
    // The mounted drop-in follows without a reload.
    await expect(optionRadio(page, VISA_4242)).toHaveCount(0);
    await expect(optionRadio(page, MASTERCARD_4444)).toBeVisible();
    // Nothing is chosen any more, so there is nothing to pay with.
    await expect(optionRadio(page, MASTERCARD_4444)).not.toBeChecked();
    await expect(dropInPayButton(page)).toBeDisabled();
    // A fresh session for the same holder no longer lists it.
    const ids = (await sessionFor(request, holder)).storedInstruments.map((instrument) => instrument.id);
    expect(ids).toEqual([mastercard.id]);
    expect(ids).not.toContain(visa.id);
  });
});
