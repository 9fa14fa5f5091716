import { expect, test } from '@playwright/test';
import { HOST } from './hostSite';

// Every key but dynamic_home_ads, which the ads runtime draws only where it serves the placement (the ads tests cover it).
const DRAWN_KEYS = ['whats_hot', 'web_dynamic_ads', 'liveNow', 'upcomingEvents', 'live', 'channels', 'stars', 'categories', 'category', 'people_we_love', 'featured_replay', 'past_live', 'channel_list'];

test.describe('discovery', () => {
  test('home draws its sections, the events page lists live, coming up and past events, and the categories lead to a category', async ({ page }) => {
    await page.goto(`${HOST}/`);
    const drawn = () => page.locator('main section[data-section]').evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.section));
    await expect.poll(drawn).toEqual(expect.arrayContaining(DRAWN_KEYS));
    await expect(page.getByRole('region', { name: 'Past live' }).getByRole('link', { name: /Harbour Regatta/ })).toHaveAttribute('href', '/video/night-skyline-360');

    await page.getByRole('region', { name: 'Live', exact: true }).getByRole('link', { name: 'All events' }).click();
    await expect(page).toHaveURL(`${HOST}/events`);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live now' }).getByRole('link', { name: /League Derby/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Coming up' }).getByRole('link', { name: /Cup Semi-Final/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past events' }).getByRole('link', { name: /Oud Festival Night/ })).toBeVisible();

    await page.goto(`${HOST}/categories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await page.getByRole('link', { name: /Sports/ }).first().click();
    await expect(page).toHaveURL(`${HOST}/category/sports`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  });

  test('the same pages in Arabic, the events page rendered on the server', async ({ page, request }) => {
    const served = await (await request.get(`${HOST}/ar/events`, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain('الفعاليات السابقة');
    expect(served).toContain('ليلة مهرجان العود');

    await page.goto(`${HOST}/ar`);
    await expect(page.getByRole('region', { name: 'ناس نحبهم' }).locator('h3').first()).toBeVisible();
    await page.getByRole('link', { name: 'كل الفعاليات' }).first().click();
    await expect(page).toHaveURL(`${HOST}/ar/events`);
    await expect(page.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'مباشر الآن' }).getByRole('link', { name: /ديربي الدوري/ })).toBeVisible();

    await page.goto(`${HOST}/ar/category/sports`);
    await expect(page.getByRole('heading', { level: 1, name: 'الرياضة' })).toBeVisible();
  });
});
