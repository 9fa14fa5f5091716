import { expect, test } from '@playwright/test';
import { HOST, newAccount, openSignedIn, redeemVoucherThroughApi, signUpThroughApi } from './hostSite';

// A valid 1×1 PNG: the API checks the bytes, not only the declared type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('profile settings', () => {
  test('change the name', async ({ page, request }) => {
    const account = newAccount('name');
    await openSignedIn(page, request, account, '/profile-settings/login');
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue(account.fullName);

    await name.fill('Lina_H');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Use only letters, digits and spaces in your name.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('لينا حداد');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account of لينا حداد' })).toBeVisible();

    // The server kept it: a fresh load shows the new name.
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('لينا حداد');
  });

  test('choose interests', async ({ page, request }) => {
    const account = newAccount('interests');
    await openSignedIn(page, request, account, '/profile-settings/interests');
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    const first = boxes.nth(0);
    const second = boxes.nth(1);
    const names = [await first.getAttribute('value'), await second.getAttribute('value')];
    await first.check();
    await second.check();
    await page.getByRole('button', { name: 'Save interests' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your interests are saved.' })).toBeVisible();

    await page.reload();
    for (const value of names) await expect(page.locator(`input[type="checkbox"][value="${value}"]`)).toBeChecked();
  });

  test('interests order home', async ({ page, request }) => {
    const account = newAccount('interests-home');
    await openSignedIn(page, request, account, '/');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const categoryRow = page.locator('#home-category-videos');
    const firstCategory = page.getByRole('region', { name: 'Categories' }).getByRole('link').first();
    await expect(categoryRow).toHaveText('Sports');
    await expect(firstCategory).toContainText('Travel');

    await page.getByRole('link', { name: `Account of ${account.fullName}` }).click();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Interests' }).click();
    await page.locator('input[type="checkbox"][value="music"]').check();
    await page.getByRole('button', { name: 'Save interests' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your interests are saved.' })).toBeVisible();

    // Back home without a reload: the row of the viewer's interest, and that category first.
    await mainNav.getByRole('link', { name: 'Home' }).click();
    await expect(categoryRow).toHaveText('Music');
    await expect(firstCategory).toContainText('Music');
    const videoRows = await page.locator('h2[id$="-videos"]').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(videoRows[0]).toBe('home-category-videos');
  });

  test('upload a profile picture', async ({ page, request }) => {
    const account = newAccount('avatar');
    await openSignedIn(page, request, account, '/profile-settings/login');
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile picture is updated.' })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Your current profile picture' });
    const src = await picture.getAttribute('src');
    expect(src).toBeTruthy();
    // The uploaded image is served back.
    const served = await request.get(new URL(src!, HOST).toString());
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toContain('image/png');
  });

  test('the subscription in Arabic, in the glossary\'s words', async ({ page, request }) => {
    const account = newAccount('subscription-ar');
    const token = await signUpThroughApi(request, account);
    await redeemVoucherThroughApi(request, token, account.email);
    await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
    await page.goto(`${HOST}/ar/profile-settings/subscription`);
    // Premium is بريميوم on the badge too, the plan a باقة; a voucher's subscription is not cancelled here.
    await expect(page.getByRole('link', { name: `حساب ${account.fullName}` }).getByText('بريميوم', { exact: true })).toBeVisible();
    const details = page.locator('.site-DetailList');
    for (const shown of ['بريميوم، نشط', 'الباقة', 'شهري', 'طريقة الدفع', 'قسيمة', 'لا يمكن إلغاء هذا الاشتراك من هنا.']) await expect(details).toContainText(shown);
    await expect(page.locator('main')).not.toContainText(/VIP|الخطة|مميز|[A-Za-z]{2,}/);
  });
});
