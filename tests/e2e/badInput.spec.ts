import { expect, test } from '@playwright/test';
import { openDemo } from './checkoutPage';

interface Outcome {
  name?: string;
  code?: string;
  fields?: string[];
  message?: string;
  mounted: number;
}

test.describe('the script-tag bundle refuses bad input and mounts nothing', () => {
  test.beforeEach(async ({ page }) => {
    await openDemo(page);
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'second-checkout';
      document.body.append(target);
    });
  });

  // Each case is one integration mistake; the page's CSP forbids eval, so they are named, not sent as code.
  const cases = [
    ['a malformed init response', 'malformedInit', 'initResponse.data'],
    ['an init response without data', 'missingData', 'initResponse.data'],
    ['a bad option', 'badOption', 'options.environment'],
    ['a bad card form option', 'badCardFormOption', 'cardFormOptions.expiryFields'],
    ['a mistyped card form option', 'unknownCardFormOption', 'cardFormOptions.showCardHolderName'],
    ['a missing mount target', 'missingTarget', 'target'],
  ] as const;

  for (const [name, call, field] of cases) {
    test(`${name} throws PaymentClientError naming ${field}`, async ({ page }) => {
      const outcome = await page.evaluate(async (call): Promise<Outcome> => {
        const response = await fetch('/demo/api/checkout', { method: 'POST' });
        (window as unknown as { __init: unknown }).__init = await response.json();
        const framesBefore = document.querySelectorAll('iframe').length;
        const { PaymentClient } = window as unknown as {
          PaymentClient: { init(init: unknown, options?: unknown): { cardForm(options?: unknown): { mount(target: string): unknown } } };
        };
        const init = (window as unknown as { __init: unknown }).__init;
        const integrations: Record<string, () => unknown> = {
          malformedInit: () => PaymentClient.init({ version: 1, data: 'not-base64-json' }).cardForm().mount('#second-checkout'),
          missingData: () => PaymentClient.init({ version: 1 }).cardForm().mount('#second-checkout'),
          badOption: () => PaymentClient.init(init, { environment: 'STAGING' }).cardForm().mount('#second-checkout'),
          badCardFormOption: () => PaymentClient.init(init).cardForm({ expiryFields: 'three' }).mount('#second-checkout'),
          unknownCardFormOption: () => PaymentClient.init(init).cardForm({ showCardHolderName: true }).mount('#second-checkout'),
          missingTarget: () => PaymentClient.init(init).cardForm().mount('#nowhere'),
        };
        try {
          integrations[call]!();
          return { mounted: document.querySelectorAll('iframe').length - framesBefore };
        } catch (error) {
          const e = error as { name: string; code: string; fields: string[]; message: string };
          return { name: e.name, code: e.code, fields: [...e.fields], message: e.message, mounted: document.querySelectorAll('iframe').length - framesBefore };
        }
      }, call);
      expect(outcome).toMatchObject({ name: 'PaymentClientError', code: 'INVALID_CONFIGURATION' });
      expect(outcome.fields).toContain(field);
      expect(outcome.message).toContain(field);
      expect(outcome.mounted).toBe(0);
      await expect(page.locator('#second-checkout')).toBeEmpty();
    });
  }
});
