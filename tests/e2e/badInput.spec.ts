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

  const cases: [string, string, string][] = [
    ['a malformed init response', `PaymentClient.init({ version: 1, data: 'not-base64-json' }).cardForm().mount('#second-checkout')`, 'initResponse.data'],
    ['an init response without data', `PaymentClient.init({ version: 1 }).cardForm().mount('#second-checkout')`, 'initResponse.data'],
    ['a bad option', `PaymentClient.init(window.__init, { environment: 'STAGING' }).cardForm().mount('#second-checkout')`, 'options.environment'],
    ['a bad card form option', `PaymentClient.init(window.__init).cardForm({ expiryFields: 'three' }).mount('#second-checkout')`, 'cardFormOptions.expiryFields'],
    ['a missing mount target', `PaymentClient.init(window.__init).cardForm().mount('#nowhere')`, 'target'],
  ];

  for (const [name, call, field] of cases) {
    test(`${name} throws PaymentClientError naming ${field}`, async ({ page }) => {
      const outcome = await page.evaluate(async (call): Promise<Outcome> => {
        const response = await fetch('/demo/api/checkout', { method: 'POST' });
        (window as unknown as { __init: unknown }).__init = await response.json();
        const framesBefore = document.querySelectorAll('iframe').length;
        try {
          new Function(call)();
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
