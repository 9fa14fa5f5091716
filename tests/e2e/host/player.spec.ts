import { expect, test } from '@playwright/test';

import { HOST } from './hostSite';
// A free 360° video of the product's sample catalog.
const SPHERICAL_VIDEO = 'desert-dunes-360';

test.describe('360° player', () => {
  test('loads three.js only on the video page, and turns the view when dragged', async ({ page }) => {
    const sceneChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sphericalScene-[^/]+\.js$/.test(new URL(request.url()).pathname)) sceneChunks.push(request.url());
    });

    await page.goto(`${HOST}/`);
    await expect(page.locator('main')).toBeVisible();
    expect(sceneChunks).toEqual([]);

    await page.goto(`${HOST}/video/${SPHERICAL_VIDEO}`);
    const surface = page.getByRole('application');
    await expect(surface).toHaveAttribute('data-yaw', '0');
    await expect(surface).toHaveAttribute('data-pitch', '0');
    await expect.poll(() => sceneChunks.length).toBe(1);
    // three.js draws the sphere into a canvas inside the view.
    await expect(surface.locator('canvas')).toHaveCount(1);

    const box = (await surface.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 120, start.y + 40, { steps: 6 });
    await page.mouse.up();

    await expect(surface).not.toHaveAttribute('data-yaw', '0');
    const yaw = Number(await surface.getAttribute('data-yaw'));
    const pitch = Number(await surface.getAttribute('data-pitch'));
    // Dragging right and down turns the camera left and up.
    expect(yaw).toBeGreaterThan(0);
    expect(pitch).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('looks around with the arrow keys on the focused 360° view', async ({ page }) => {
    await page.goto(`${HOST}/video/${SPHERICAL_VIDEO}`);
    const surface = page.getByRole('application');
    await expect(surface).toHaveAttribute('data-yaw', '0');
    await surface.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(surface).toHaveAttribute('data-yaw', '10');
  });
});
