import { expect, test } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { COUNTRY_CHOICE_COOKIE } from '../../../host-app/contract/site/markets';
import { HOST, listenerCount, newAccount } from './hostSite';
import { chooseMethod, choosePlan, openPremiumSignedIn, PREMIUM_PATH } from './premiumPage';

const monthlyCard = (page: import('@playwright/test').Page) => page.locator('.site-PlanCard[data-plan="monthly"]');

test.describe('the viewer country', () => {
  test('a Saudi geo header brings Saudi prices and operators; the visitor switches to Kuwait and the choice wins', async ({ page }) => {
    const saudi = { 'x-geo-country': 'SA', 'x-geo-continent': 'AS' };
    await page.setExtraHTTPHeaders(saudi);
    const served = await page.request.get(`${HOST}${PREMIUM_PATH}`, { headers: { ...saudi, Accept: 'text/html' } });
    // Rendered on the server for Saudi Arabia: the page hands over that country and its plans, riyals included.
    const html = await served.text();
    expect(html).toContain('{"country":"SA","continent":"AS","source":"header"}');
    expect(html).toContain('"operatorPrice":{"amount":900,"currency":"SAR"}');

    // On a phone the footer is a screen below the plans, and hydrates as the viewer nears it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${HOST}${PREMIUM_PATH}`, { waitUntil: 'networkidle' });
    await expect(monthlyCard(page).getByText('Or SAR 9.00 on your phone bill')).toBeVisible();
    const countrySwitch = page.getByRole('contentinfo').getByLabel('Country');
    await expect(countrySwitch).toHaveValue('SA');

    // Chosen without scrolling or focus, as autofill or an assistive tool may, while the footer is
    // still the server's: the choice hydrates it and is heard once its handlers are there.
    expect(await listenerCount(page, `document.querySelector('footer select[name="country"]')`, 'change')).toBe(0);
    await countrySwitch.selectOption('KW');
    await expect(monthlyCard(page).getByText('Or KWD 0.70 on your phone bill')).toBeVisible();
    const cookies = await page.context().cookies(HOST);
    expect(cookies.find((cookie) => cookie.name === COUNTRY_CHOICE_COOKIE)?.value).toBe('KW');
    // The header still says Saudi Arabia; the visitor's choice wins on the server too.
    const chosen = await page.request.get(`${HOST}${API_PATHS.viewerCountry}`, { headers: saudi });
    expect(((await chosen.json()) as { data: { country: string; source: string } }).data).toMatchObject({ country: 'KW', source: 'choice' });
  });

  test('a signed-in Saudi viewer is offered the Saudi operators in riyals, and Saudi dial codes', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'x-geo-country': 'SA' });
    await openPremiumSignedIn(page, request, newAccount('country-sa'));
    await choosePlan(page, 'Monthly');
    await chooseMethod(page, 'Mobile operator');
    const operators = page.getByRole('group', { name: 'Mobile operator' }).getByRole('radio');
    await expect(operators).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'Oasis Mobile' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Dune Connect' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Falcon Mobile' })).toHaveCount(0);
    await expect(page.getByText('SAR 9.00 / month, billed to your phone bill.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Country code')).toHaveValue('SA');
  });
});
