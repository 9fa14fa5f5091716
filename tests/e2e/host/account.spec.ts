import { expect, test } from '@playwright/test';
import { HOST, latestOtp, newAccount, signInThroughUi, signUpThroughApi } from './hostSite';

const EIGHT_HOURS_AND_A_MINUTE = '08:01:00';

/** What sign-up reads on screen, in each language; the Arabic words are the glossary's (docs/glossary.ar.md). */
const SIGN_UP_WORDS = {
  en: {
    path: '/signup',
    home: `${HOST}/`,
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    create: 'Create account',
    code: 'Verification code',
    verify: 'Verify and sign in',
    account: (name: string) => `Account of ${name}`,
    signOut: 'Sign out',
    signIn: 'Sign in',
  },
  ar: {
    path: '/ar/signup',
    home: new RegExp(`^${HOST}/ar/?$`),
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    create: 'إنشاء الحساب',
    code: 'رمز التأكيد',
    verify: 'تحقق وسجّل الدخول',
    account: (name: string) => `حساب ${name}`,
    signOut: 'تسجيل الخروج',
    signIn: 'تسجيل الدخول',
  },
} as const;

test.describe('account journeys', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`sign up, confirm the emailed code, sign out, sign in again (${locale})`, async ({ page, request }) => {
      const words = SIGN_UP_WORDS[locale];
      const account = newAccount('signup');
      if (locale === 'ar') {
        // The page's language arrives late, so the viewer fills in and sends the server-rendered
        // form before it hydrates: the sign-up still goes through, once the page can take it.
        await page.route(/\/assets\/ar-\w+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
      }
      await page.goto(`${HOST}${words.path}`, { waitUntil: locale === 'ar' ? 'domcontentloaded' : 'load' });
      await page.getByLabel(words.fullName).fill(account.fullName);
      await page.getByLabel(words.email).fill(account.email);
      await page.getByLabel(words.password, { exact: false }).fill(account.password);
      await page.getByRole('button', { name: words.create }).click();

      // The account signs in once the code sent to its email is entered; then home.
      const code = page.getByLabel(words.code);
      await expect(code).toBeVisible();
      if (locale === 'ar') await expect(page.locator('main')).not.toContainText(/رمز التحقق|يتم/);
      await code.fill(await latestOtp(request, { email: account.email }));
      await page.getByRole('button', { name: words.verify }).click();
      await expect(page.getByRole('link', { name: words.account(account.fullName) })).toBeVisible();
      await expect(page).toHaveURL(words.home);
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as { value: string; expiry?: number } | null);
      expect(stored?.value).toBeTruthy();
      expect(stored?.expiry).toBeGreaterThan(Date.now());
      const cookie = (await page.context().cookies(HOST)).find((item) => item.name === 'token');
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.path).toBe('/');

      await page.getByRole('button', { name: words.signOut }).click();
      await expect(page.getByRole('link', { name: words.signIn })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

      await signInThroughUi(page, account, { staySignedIn: false });
      await expect(page.getByRole('link', { name: `Account of ${account.fullName}` })).toBeVisible();
    });
  }

  test('a wrong password is said in the form, and the field errors are tied to their fields', async ({ page }) => {
    await page.goto(`${HOST}/signin`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText('Enter your email address.');

    await email.fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
  });

  test('without "stay signed in" the session ends after 8 hours', async ({ page, request }) => {
    const account = newAccount('expiry');
    await signUpThroughApi(request, account, { staySignedIn: false });
    await page.clock.install();
    await signInThroughUi(page, account, { staySignedIn: false });
    await expect(page.getByRole('link', { name: `Account of ${account.fullName}` })).toBeVisible();

    // The site is closed meanwhile: an open site renews its token, which is what keeps a viewer signed in.
    await page.goto('about:blank');
    await page.clock.fastForward(EIGHT_HOURS_AND_A_MINUTE);
    await page.goto(HOST);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The expired record is removed when read.
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('with "stay signed in" the session outlives 8 hours', async ({ page, request }) => {
    const account = newAccount('stay');
    await signUpThroughApi(request, account, { staySignedIn: false });
    await page.clock.install();
    await signInThroughUi(page, account, { staySignedIn: true });
    await expect(page.getByRole('link', { name: `Account of ${account.fullName}` })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as { value: string; expiry?: number } | null);
    expect(stored).not.toBeNull();
    expect(stored?.expiry).toBeUndefined();

    await page.clock.fastForward(EIGHT_HOURS_AND_A_MINUTE);
    await page.reload();
    await expect(page.getByRole('link', { name: `Account of ${account.fullName}` })).toBeVisible();
  });

  test('phone sign-in with the code sent by SMS', async ({ page, request }) => {
    // A number nobody else uses, so the per-number limits of earlier runs do not apply.
    const phoneNumber = `5${String(Date.now()).slice(-8)}`;
    await page.goto(`${HOST}/phone-login`);
    await expect(page.getByLabel('Country code')).toHaveValue('AE');
    await page.getByLabel('Mobile number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByLabel('Verification code');
    await expect(code).toBeVisible();

    await code.fill(await latestOtp(request, { dialCode: '+971', phoneNumber }));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();

    // A new number: the account needs a name first.
    await page.getByLabel('Full name').fill('Omar Saleh');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: 'Account of Omar Saleh' })).toBeVisible();
    await page.getByRole('link', { name: 'Account of Omar Saleh' }).click();
    await expect(page.getByText(`+971${phoneNumber}`)).toBeVisible();
  });
});
