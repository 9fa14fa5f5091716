import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { HOST, newAccount, signUpThroughApi } from './hostSite';

/** The account the stored token signs in to, as the API answers it. */
async function profileIdOf(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get(`${HOST}${API_PATHS.profile}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

const storedToken = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('token') ?? 'null') as { value: string } | null)?.value ?? null);

/** On the stand-in provider's account page (the sandbox's, on the provider origin): who signs in, and Continue. */
async function continueAtProvider(page: Page, fields: Record<string, string>): Promise<void> {
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: false }).fill(value);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Each provider as its stand-in's page asks who signs in: a login (Apple ID or username), a name, an email of its own. */
const PROVIDERS = {
  apple: {
    title: 'Apple',
    // Apple's login is the Apple ID's email, which it shares verified.
    who: (login: string, name: string, email?: string) => ({ 'Apple ID': email ?? `${login}@example.com`, Name: name }),
  },
  snapchat: {
    title: 'Snapchat',
    who: (login: string, name: string, email?: string) => ({ 'Snapchat username': login, 'Display name': name, ...(email ? { 'Email (optional)': email } : {}) }),
  },
} as const;

test.describe('sign-in with an identity provider', () => {
  for (const [provider, { title, who }] of Object.entries(PROVIDERS)) {
    test(`${title}: a new account, signed out, a replayed callback refused, then the same account again`, async ({ page, request }) => {
      const login = `${provider}-${Date.now().toString(36)}`;
      await page.goto(`${HOST}/signin`);
      await page.getByRole('link', { name: `Continue with ${title}` }).click();
      await expect(page).toHaveURL(`${HOST}/signin/${provider}`);
      const callback = page.waitForRequest((request) => request.url().startsWith(`${HOST}${API_PATHS.identitySignInCallback(provider as keyof typeof PROVIDERS)}?`));
      await page.getByRole('link', { name: `Continue with ${title}` }).click();
      await continueAtProvider(page, who(login, `Rana ${title}`));
      const callbackUrl = (await callback).url();

      // Back on the site, signed in as email sign-in leaves it: the token stored, its cookie written.
      await expect(page.getByRole('link', { name: `Account of Rana ${title}` })).toBeVisible();
      await expect(page).toHaveURL(`${HOST}/`);
      const firstToken = await storedToken(page);
      expect(firstToken).toBeTruthy();
      expect((await page.context().cookies(HOST)).find((cookie) => cookie.name === 'token')?.sameSite).toBe('Strict');
      const accountId = await profileIdOf(request, firstToken!);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

      // The provider's redirect again: its sign-in was taken, so the code goes nowhere.
      await page.goto(callbackUrl);
      await expect(page).toHaveURL(`${HOST}/signin/${provider}?error=expired`);
      await expect(page.getByRole('alert')).toContainText('This sign-in has expired or was already used.');
      expect(await storedToken(page)).toBeNull();

      // The same provider account again: the same site account, with the name it was made with
      // (Apple shares the name once only, so the second sign-in's is not taken).
      await page.getByRole('link', { name: `Continue with ${title}` }).click();
      await continueAtProvider(page, who(login, provider === 'apple' ? 'Another Name' : `Rana ${title}`));
      await expect(page.getByRole('link', { name: `Account of Rana ${title}` })).toBeVisible();
      expect(await profileIdOf(request, (await storedToken(page))!)).toBe(accountId);
    });

    test(`${title}: an answer carrying another state is refused, then a verified email links to the existing account`, async ({ page, request }) => {
      const account = newAccount(`${provider}-link`);
      const existingId = await profileIdOf(request, await signUpThroughApi(request, account));
      const login = `${provider}_${Date.now().toString(36)}`;

      await page.goto(`${HOST}/signin/${provider}`);
      await page.getByRole('link', { name: `Continue with ${title}` }).click();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      // Another tab starts another sign-in meanwhile: the answer to the first then carries a state this browser no longer holds.
      const otherTab = await page.context().newPage();
      await otherTab.goto(`${HOST}${API_PATHS.identitySignInStart(provider as keyof typeof PROVIDERS)}?locale=en`);
      await expect(otherTab.getByRole('button', { name: 'Continue' })).toBeVisible();
      await otherTab.close();
      await continueAtProvider(page, who(login, `${title} Lina`, account.email));
      await expect(page).toHaveURL(`${HOST}/signin/${provider}?error=refused`);
      await expect(page.getByRole('alert')).toContainText(`We could not confirm this sign-in with ${title}`);
      expect(await storedToken(page)).toBeNull();

      await page.getByRole('link', { name: `Continue with ${title}` }).click();
      await continueAtProvider(page, who(login, `${title} Lina`, account.email));
      // The account that already had the email, with its own name.
      await expect(page.getByRole('link', { name: `Account of ${account.fullName}` })).toBeVisible();
      expect(await profileIdOf(request, (await storedToken(page))!)).toBe(existingId);
    });
  }
});
