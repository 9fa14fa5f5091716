import { expect, test, type Page } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { authorizationsOf, challengeFrame, demoExecutionId, demoLog } from './checkoutPage';
import { dropInText, optionRadio } from './dropInPage';

/** The sandbox's wallet stand-ins show their payment sheet as an in-page dialog named after the wallet. */
const sheet = (page: Page, name: 'Apple Pay' | 'Google Pay' | 'PayPal') => page.getByRole('dialog', { name });

// The last file of the run: its tests spread over the workers, so none ends the run alone.
test.describe.configure({ mode: 'parallel' });

async function openWalletDemo(page: Page, methods: string) {
  await page.goto(`/demo/?integration=dropin&methods=${methods}`);
  await expect(demoLog(page)).toContainText('Drop-in mounted');
}

/** Pays, then checks the shopper's message and that the provider recorded exactly one authorization. */
async function expectPaidOnce(page: Page, request: Parameters<typeof authorizationsOf>[0], paymentMethodCode: string) {
  await expect(page.getByText(en['result.success'])).toBeVisible({ timeout: 30_000 });
  await expect(demoLog(page)).toContainText('Authorization successful');
  const authorizations = await authorizationsOf(request, await demoExecutionId(page));
  expect(authorizations.map((entry) => [entry.paymentMethodCode, entry.outcome])).toEqual([[paymentMethodCode, 'authorizeSuccessful']]);
}

test.describe('wallets in the drop-in on the merchant demo', () => {
  test('with preselectFirst, the first wallet in the list is active, whichever confirms first', async ({ page }) => {
    // PayPal's script is held back, so Apple Pay confirms first and is shown alone.
    let releasePayPal = () => {};
    const payPalHeld = new Promise<void>((resolve) => (releasePayPal = resolve));
    await page.route('**/wallets/paypal.js*', async (route) => {
      await payPalHeld;
      await route.continue();
    });
    await page.goto('/demo/?integration=dropin&methods=payPal,applePay&preselect=1');
    await expect(page.getByRole('button', { name: 'Buy with Apple Pay' })).toBeVisible();
    releasePayPal();
    await expect(optionRadio(page, dropInText['dropIn.method.payPal'])).toBeChecked();
    await expect(optionRadio(page, dropInText['dropIn.method.applePay'])).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Buy with Apple Pay' })).toHaveCount(0);
  });

  test('Apple Pay: the button renders, the sheet pays with the test card', async ({ page, request }) => {
    await openWalletDemo(page, 'applePay');
    const button = page.getByRole('button', { name: 'Buy with Apple Pay' });
    await expect(button).toHaveAttribute('buttonstyle', 'black');
    await expect(button).toHaveAttribute('locale', 'en-GB');
    await button.click();
    const dialog = sheet(page, 'Apple Pay');
    await dialog.getByRole('radio', { name: 'Visa •••• 4242' }).check();
    // The shop does not listen with onDeliveryAddressChanged: the sheet asks for no delivery address.
    await expect(dialog.getByRole('group', { name: 'Delivery address' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expectPaidOnce(page, request, 'applePay');
  });

  // Apple Pay and Google Pay show the drop-in's refusal text; PayPal shows its own.
  for (const wallet of [
    { method: 'applePay', sheet: 'Apple Pay', button: 'Buy with Apple Pay', pay: 'Pay', refusal: dropInText['wallet.addressUnserviceable'] },
    { method: 'googlePay', sheet: 'Google Pay', button: 'Buy with Google Pay', pay: 'Pay', refusal: dropInText['wallet.addressUnserviceable'] },
    { method: 'payPal', sheet: 'PayPal', button: 'PayPal', pay: 'Log in and pay', refusal: "Your order can't be shipped to this address." },
  ] as const) {
    test(`${wallet.sheet}: the shop hears each delivery address, and the sheet pays only with one it delivers to`, async ({ page, request }) => {
      await page.goto(`/demo/?integration=dropin&methods=${wallet.method}&deliversTo=GB`);
      await expect(demoLog(page)).toContainText('Drop-in mounted');
      await page.getByRole('button', { name: wallet.button, exact: true }).click();
      const dialog = sheet(page, wallet.sheet);
      const pay = dialog.getByRole('button', { name: wallet.pay });
      await expect(demoLog(page)).toContainText(`Delivery address (${wallet.method}): SW1A 2AA GB, we deliver there`);
      await expect(pay).toBeEnabled();

      await dialog.getByRole('radio', { name: /Cupertino/ }).check();
      await expect(demoLog(page)).toContainText(`Delivery address (${wallet.method}): 95014 US, we do not deliver there`);
      await expect(dialog.getByRole('status')).toHaveText(wallet.refusal);
      await expect(pay).toBeDisabled();

      await dialog.getByRole('radio', { name: /London/ }).check();
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(dialog).toHaveCount(0, { timeout: 30_000 });
      await expectPaidOnce(page, request, wallet.method);
    });
  }

  test('Apple Pay: cancelling the sheet reports a user-cancelled failure and authorizes nothing', async ({ page, request }) => {
    await openWalletDemo(page, 'applePay');
    await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
    await sheet(page, 'Apple Pay').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText(en['error.userCancelled']);
    await expect(demoLog(page)).toContainText(`Authorization failed (USER_CANCELLED): ${en['error.userCancelled']}`);
    expect(await authorizationsOf(request, await demoExecutionId(page))).toEqual([]);
  });

  test('Apple Pay: a declined card completes the sheet as a failure', async ({ page, request }) => {
    await openWalletDemo(page, 'applePay');
    await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
    const dialog = sheet(page, 'Apple Pay');
    await dialog.getByRole('radio', { name: 'Declined •••• 0002' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    // The shopper reads the generic text; the provider's reason goes to the merchant.
    await expect(page.getByRole('alert')).toHaveText(en['result.failure']);
    await expect(demoLog(page)).toContainText('Authorization failed (AUTHORIZATION_ERROR): Card declined');
    const authorizations = await authorizationsOf(request, await demoExecutionId(page));
    expect(authorizations.map((entry) => entry.outcome)).toEqual(['authorizeFailed']);
  });

  test('Google Pay: the button renders, the sheet pays with the test card', async ({ page, request }) => {
    await openWalletDemo(page, 'googlePay');
    const button = page.getByRole('button', { name: 'Buy with Google Pay' });
    await expect(page.locator('[data-button-color="black"][data-button-type="long"][data-button-size-mode="fill"]')).toBeVisible();
    await button.click();
    const dialog = sheet(page, 'Google Pay');
    await dialog.getByRole('radio', { name: 'Visa •••• 4242' }).check();
    // The shop does not listen with onDeliveryAddressChanged: the sheet asks for no delivery address.
    await expect(dialog.getByRole('group', { name: 'Delivery address' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expectPaidOnce(page, request, 'googlePay');
  });

  test('Google Pay: the 3-D Secure card pays after the challenge', async ({ page, request }) => {
    await openWalletDemo(page, 'googlePay');
    await page.getByRole('button', { name: 'Buy with Google Pay' }).click();
    const dialog = sheet(page, 'Google Pay');
    await dialog.getByRole('radio', { name: '3-D Secure •••• 3220' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(demoLog(page)).toContainText('Authorization pending', { timeout: 30_000 });
    await challengeFrame(page).getByRole('button', { name: /Approve/ }).click();
    await expectPaidOnce(page, request, 'googlePay');
  });

  test('Google Pay: closing the sheet reports a user-cancelled failure and authorizes nothing', async ({ page, request }) => {
    await openWalletDemo(page, 'googlePay');
    await page.getByRole('button', { name: 'Buy with Google Pay' }).click();
    await sheet(page, 'Google Pay').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText(en['error.userCancelled']);
    await expect(demoLog(page)).toContainText('Authorization failed (USER_CANCELLED)');
    expect(await authorizationsOf(request, await demoExecutionId(page))).toEqual([]);
  });

  test('PayPal: the button renders, the PayPal window approves, the confirm pays', async ({ page, request }) => {
    await openWalletDemo(page, 'payPal');
    const button = page.getByRole('button', { name: 'PayPal', exact: true });
    await expect(button).toHaveAttribute('data-color', 'gold');
    await expect(button).toHaveAttribute('data-shape', 'rect');
    await button.click();
    await sheet(page, 'PayPal').getByRole('button', { name: 'Log in and pay' }).click();
    await expectPaidOnce(page, request, 'payPal');
  });

  test('Apple Pay: the 3-D Secure test card pays without a challenge', async ({ page, request }) => {
    await openWalletDemo(page, 'applePay');
    await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
    const dialog = sheet(page, 'Apple Pay');
    await dialog.getByRole('radio', { name: '3-D Secure •••• 3220' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expectPaidOnce(page, request, 'applePay');
    await expect(page.getByRole('dialog', { name: en['threeDS.title'] })).toHaveCount(0);
  });

  test("PayPal: a declined buyer fails the payment with the provider's reason", async ({ page, request }) => {
    await openWalletDemo(page, 'payPal');
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    const dialog = sheet(page, 'PayPal');
    await dialog.getByRole('radio', { name: 'Declined buyer' }).check();
    await dialog.getByRole('button', { name: 'Log in and pay' }).click();
    await expect(page.getByRole('alert')).toHaveText(en['result.failure'], { timeout: 30_000 });
    await expect(demoLog(page)).toContainText('Authorization failed (AUTHORIZATION_ERROR): PayPal declined the payment');
    const authorizations = await authorizationsOf(request, await demoExecutionId(page));
    expect(authorizations.map((entry) => [entry.paymentMethodCode, entry.outcome])).toEqual([['payPal', 'authorizeFailed']]);
  });

  test('PayPal: cancelling ends the session: failure reported and a new session asked for', async ({ page, request }) => {
    await openWalletDemo(page, 'payPal');
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    const executionId = await demoExecutionId(page);
    await sheet(page, 'PayPal').getByRole('button', { name: 'Cancel' }).click();
    await expect(demoLog(page)).toContainText(`Authorization failed (USER_CANCELLED): ${en['error.userCancelled']}`);
    await expect(demoLog(page)).toContainText('Session refreshed');
    // The cancelled approval stays pending on the old execution; nothing was paid.
    const authorizations = await authorizationsOf(request, executionId);
    expect(authorizations.map((entry) => [entry.paymentMethodCode, entry.outcome])).toEqual([['payPal', 'authorizePending']]);
    expect(await demoExecutionId(page)).not.toBe(executionId);
  });
});
