import { expect, test } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { dynamicFormEn } from '../../headless/core/dynamicForm/messages';
import { authorizationsOf, demoExecutionId, payButton } from './checkoutPage';

const RESULT_TIMEOUT = { timeout: 30_000 };

test.describe('a method with a form schema in the drop-in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/?integration=dropin&methods=bankAccount');
    await expect(page.getByLabel('Account holder name')).toBeVisible();
  });

  test('an empty form shows its errors and authorizes nothing', async ({ page, request }) => {
    await payButton(page).click();
    await expect(page.getByText(dynamicFormEn['dynamicForm.error.required']).first()).toBeVisible();
    await expect(page.getByText(en['result.success'])).toHaveCount(0);
    expect(await authorizationsOf(request, await demoExecutionId(page))).toEqual([]);
  });

  test('a bank account filled in pays with what the form collected', async ({ page, request }) => {
    const authorize = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/authorize'));
    await page.getByLabel('Account holder name').fill('Layla Haddad');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await page.getByLabel('Account type').selectOption('checking');
    await payButton(page).click();

    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    const body = (await authorize).postDataJSON() as { paymentComposition: { paymentMethodCode: string; paymentInstrumentData: { instrumentData: Record<string, string> } }[] };
    expect(body.paymentComposition[0]).toMatchObject({
      paymentMethodCode: 'bankAccount',
      paymentInstrumentData: { instrumentData: { holderName: 'Layla Haddad', iban: 'DE89370400440532013000', accountType: 'checking' } },
    });
    const executionId = await demoExecutionId(page);
    expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ executionId, paymentMethodCode: 'bankAccount', outcome: 'authorizeSuccessful' })]);
  });
});
