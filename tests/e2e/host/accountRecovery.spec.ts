import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { StoredHelpMessage } from '../../../host-app/contract/help/helpTypes';
import { HOST, latestOtp, newAccount, signInThroughUi, signUpThroughApi } from './hostSite';
import { storedAnalytics } from './premiumPage';

/** Another device of the same account, signed in through the API. */
async function signInElsewhere(request: APIRequestContext, email: string, password: string): Promise<{ token: string; subscriberId: string }> {
  const answer = await request.post(`${HOST}${API_PATHS.signIn}`, { data: { email, password, staySignedIn: true } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { token: { id: string }; subscriber: { id: string } } };
  return { token: data.token.id, subscriberId: data.subscriber.id };
}

async function profileStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get(`${HOST}${API_PATHS.profile}`, { headers: { Authorization: `Bearer ${token}` } })).status();
}

const storedToken = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('token') ?? 'null') as { value: string } | null)?.value ?? null);

/** What the password reset reads on screen, in each language; the Arabic words are the glossary's (docs/glossary.ar.md). */
const RESET_WORDS = {
  en: {
    path: '/forgot-password',
    email: 'Email',
    send: 'Send code',
    resend: 'Send a new code',
    wait: /You can ask for a new code in \d+ seconds?\./,
    code: 'Verification code',
    newPassword: 'New password',
    submit: 'Set new password',
    done: 'Your password is changed. Sign in with your new password.',
  },
  ar: {
    path: '/ar/forgot-password',
    email: 'البريد الإلكتروني',
    send: 'إرسال الرمز',
    resend: 'إرسال رمز جديد',
    // Arabic counts: one second, two seconds, 3–10 seconds (ثوانٍ), 11 and more (ثانية).
    wait: /^يمكنك طلب رمز جديد بعد (ثانية واحدة|ثانيتين|([3-9]|10) ثوانٍ|\d\d+ ثانية)\.$/,
    code: 'رمز التأكيد',
    newPassword: 'كلمة المرور الجديدة',
    submit: 'تعيين كلمة المرور الجديدة',
    done: 'غيّرنا كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  },
} as const;

/** Resets the password through the site with the code emailed to the account; a new code only after the cooldown. */
async function resetPassword(page: Page, request: APIRequestContext, email: string, newPassword: string, locale: keyof typeof RESET_WORDS): Promise<void> {
  const words = RESET_WORDS[locale];
  await page.goto(`${HOST}${words.path}`);
  await page.getByLabel(words.email).fill(email);
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByRole('button', { name: words.resend })).toBeDisabled();
  await expect(page.getByText(words.wait)).toBeVisible();
  await page.getByLabel(words.code).fill(await latestOtp(request, { email }));
  await page.getByLabel(words.newPassword).fill(newPassword);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.done)).toBeVisible();
}

test('password reset in Arabic, in the glossary\'s words', async ({ page, request }) => {
  const account = newAccount('recover-ar');
  await signUpThroughApi(request, account);
  await resetPassword(page, request, account.email, `${account.password}-new`, 'ar');
  await expect(page.locator('main')).not.toContainText(/رمز التحقق|يتم/);
  const signIn = await request.post(`${HOST}${API_PATHS.signIn}`, { data: { email: account.email, password: `${account.password}-new`, staySignedIn: true } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
});

test('account recovery: reset by emailed code, token renewal, new email and password, help chat, honest analytics', async ({ page, request }) => {
  // The token renewal is waited for in real time (the TEST lifetime is 30 s, renewed after 20 s).
  test.setTimeout(180_000);
  const account = newAccount('recover');
  const accountLink = page.getByRole('link', { name: `Account of ${account.fullName}` });
  await signUpThroughApi(request, account);
  const laptop = await signInElsewhere(request, account.email, account.password);

  // Password reset by emailed code; a new code only after the cooldown.
  const newPassword = `${account.password}-new`;
  await resetPassword(page, request, account.email, newPassword, 'en');
  expect(await profileStatus(request, laptop.token)).toBe(401);

  // The old password is refused; the new one signs in, for a session the TEST setting makes 30 s long.
  await signInThroughUi(page, { email: account.email, password: account.password }, { staySignedIn: false });
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
  const renewal = page.waitForResponse((response) => response.url().endsWith(API_PATHS.signInWithToken) && response.request().method() === 'POST', {
    timeout: 60_000,
  });
  await signInThroughUi(page, { email: account.email, password: newPassword }, { staySignedIn: false });
  await expect(accountLink).toBeVisible();
  const firstToken = await storedToken(page);

  // Token renewal: before the 30 s are up, the site renews its token and stays signed in.
  expect((await renewal).status()).toBe(200);
  await expect.poll(() => storedToken(page)).not.toBe(firstToken);
  await expect(accountLink).toBeVisible();

  // A signed-in reload of the login settings page; then a new email, proven by the code sent to it.
  const phone = await signInElsewhere(request, account.email, newPassword);
  await page.goto(`${HOST}/profile-settings/login`);
  await expect(accountLink).toBeVisible();
  const newEmail = `renamed-${account.email}`;
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code form shows once the code is sent: only then is there a code to read.
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await latestOtp(request, { email: newEmail }));
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('Your email is changed. Your other devices are signed out.')).toBeVisible();
  expect(await profileStatus(request, phone.token)).toBe(401);

  // A new password, with the current one; this browser stays signed in.
  const laterPassword = `${newPassword}-later`;
  await page.getByLabel('Current password').fill(newPassword);
  await page.getByLabel('New password').fill(laterPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices are signed out.')).toBeVisible();
  await expect(accountLink).toBeVisible();

  // The help chat stores the message and shows its acknowledgement number.
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const chat = page.getByRole('dialog', { name: 'Support' });
  await chat.getByLabel('Your message').fill('I changed my email, is my subscription safe?');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  const acknowledgement = chat.getByText(/We received your message, number (HLP-[A-Z0-9]{4}-[A-Z0-9]{4})\. Our team will reply to/);
  await expect(acknowledgement).toContainText(newEmail);
  const shown = /HLP-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await acknowledgement.textContent()) ?? '')?.[0];
  const helpAnswer = await request.get(`${HOST}${API_PATHS.devHelpMessages}`, { params: { email: newEmail } });
  expect(helpAnswer.ok(), await helpAnswer.text()).toBe(true);
  const helpMessages = ((await helpAnswer.json()) as { data: StoredHelpMessage[] }).data;
  expect(helpMessages.map((message) => [message.acknowledgement, message.subscriberId, message.message])).toEqual([
    [shown, laptop.subscriberId, 'I changed my email, is my subscription safe?'],
  ]);
  await chat.getByRole('button', { name: 'Close help chat' }).click();

  // Signing out; every page view while signed in (the one after the signed-in reload too) and the
  // sign-out's success are the subscriber's.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(async () => {
      const events = await storedAnalytics(page, request);
      const signedIn = events.slice(events.findIndex((event) => event.name === 'Login_API_Success') + 1);
      const signedInViews = signedIn.filter((event) => event.name === 'page_view' && event.screen !== 'Login');
      return {
        settingsView: signedInViews.find((event) => event.screen === 'Settings')?.userId,
        viewers: [...new Set(signedInViews.map((event) => event.userId))],
        logoutSuccess: events.find((event) => event.name === 'Logout_API_Success')?.userId,
      };
    })
    .toEqual({ settingsView: laptop.subscriberId, viewers: [laptop.subscriberId], logoutSuccess: laptop.subscriberId });

  // A session revoked elsewhere (a password changed on another device) stops showing the viewer at the
  // next call with its token: here the interests page's.
  await signInThroughUi(page, { email: newEmail, password: laterPassword }, { staySignedIn: true });
  await expect(accountLink).toBeVisible();
  const tablet = await signInElsewhere(request, newEmail, laterPassword);
  const changed = await request.post(`${HOST}${API_PATHS.passwordChange}`, {
    headers: { Authorization: `Bearer ${tablet.token}` },
    data: { currentPassword: laterPassword, newPassword: `${laterPassword}-again` },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await accountLink.click();
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Interests' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountLink).toHaveCount(0);

  // A new phone account is a sign-up, not a sign-in.
  const phoneNumber = `5${String(Date.now()).slice(-8)}`;
  await page.goto(`${HOST}/phone-login`);
  await page.getByLabel('Mobile number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  const phoneCode = page.getByLabel('Verification code');
  await expect(phoneCode).toBeVisible();
  await phoneCode.fill(await latestOtp(request, { dialCode: '+971', phoneNumber }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByLabel('Full name').fill('Omar Saleh');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Account of Omar Saleh' })).toBeVisible();
  await expect
    .poll(async () => (await storedAnalytics(page, request)).filter((event) => /^(Login|Signup)_API_(Success|Failed)$/.test(event.name)).map((event) => event.name).at(-1))
    .toBe('Signup_API_Success');
});
