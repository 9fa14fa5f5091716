import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LEGAL_LINKS } from '../../../host-app/client/shell/legalLinks';
import { freshVoucher, HOST, latestOtp, newAccount } from './hostSite';
import { chooseMethod, expectWelcomed, openPremiumSignedIn, storedAnalytics } from './premiumPage';

const catalog = (locale: 'en' | 'ar') => JSON.parse(readFileSync(`host-app/client/i18n/locales/${locale}/site.json`, 'utf8')) as Record<string, string>;
const enSite = catalog('en');
const LABELS = { en: enSite, ar: catalog('ar') } as const;
const SCREENS: Record<string, string> = {
  '/who-we-are': 'Who_We_Are',
  '/partners': 'Partners',
  '/community-guidelines': 'Community_Guidelines',
  '/terms-and-conditions': 'Terms_Conditions',
  '/privacy-policy': 'Privacy_Policy',
};
/** A catalog key shown as text is a missing translation: i18next falls back to the key itself. */
const CATALOG_KEYS = Object.keys(enSite).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));

async function expectNoMissingKey(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(CATALOG_KEYS.filter((key) => text.includes(key))).toEqual([]);
  expect(text).not.toMatch(/\{(brand|email|terms|privacy|date)\}/);
}

test.describe('legal and company pages', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`every footer link answers and opens its page, in ${locale === 'en' ? 'English' : 'Arabic'}, each reported once`, async ({ page, request }) => {
      const prefix = locale === 'en' ? '' : '/ar';
      await page.goto(`${HOST}${prefix}/`);
      const footer = page.getByRole('navigation', { name: LABELS[locale]['shell.footer.legal']! });
      const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(LEGAL_LINKS.map((link) => `${prefix}${link.href}`));

      for (const link of LEGAL_LINKS) {
        const href = `${prefix}${link.href}`;
        const label = LABELS[locale][link.label]!;
        // Served by the server too, with its heading already in the page.
        const answer = await request.get(`${HOST}${href}`, { headers: { accept: 'text/html' } });
        expect(answer.status(), href).toBe(200);
        const html = await answer.text();
        expect(html, href).toContain(`<h1>${label}</h1>`);
        expect(html, href).toContain(`<link rel="canonical" href="${HOST}${href}">`);
        // In the browser, from the footer of the page before.
        await page.getByRole('navigation', { name: LABELS[locale]['shell.footer.legal']! }).getByRole('link', { name: label, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(href);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expectNoMissingKey(page);
      }

      await expect
        .poll(async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'page_view').map((event) => event.screen))
        .toEqual(['Home', ...LEGAL_LINKS.map((link) => SCREENS[link.href])]);
    });
  }

  test('a locked video sends a subscriber to premium, and after paying "Start watching" goes back to it', async ({ page, request }) => {
    const account = newAccount('legal-return');
    await openPremiumSignedIn(page, request, account, '/video/coral-reef-360');
    await page.locator('.site-Gate').getByRole('link', { name: 'Go Premium' }).click();
    await expect(page).toHaveURL(`${HOST}/premium?next=${encodeURIComponent('/video/coral-reef-360')}`);
    // The terms are linked before any payment; the voucher needs no plan.
    await expect(page.locator('.site-PaymentTerms').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await chooseMethod(page, 'Voucher');
    await page.getByLabel('Voucher code').fill(await freshVoucher(request, 'monthly'));
    await page.getByRole('button', { name: 'Go VIP' }).click();
    // The code is read once it is sent: before that, the latest code to this email is the sign-up's.
    await expect(page.getByRole('status').filter({ hasText: 'We sent a code' })).toBeVisible();
    await page.getByLabel('One-time code').fill(await latestOtp(request, { email: account.email }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectWelcomed(page);
    await page.getByRole('link', { name: 'Start watching' }).click();
    await expect(page).toHaveURL(`${HOST}/video/coral-reef-360`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coral Reef Dive' })).toBeVisible();
    await expect(page.locator('.site-Gate')).toHaveCount(0);
    await expect
      .poll(async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'page_view').map((event) => event.screen))
      .toEqual(['Video_Player', 'Redeem_Voucher', 'Video_Player']);
  });
});
