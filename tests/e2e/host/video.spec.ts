import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { VideoDetail } from '../../../host-app/contract/content/contentTypes';
import { HOST, newAccount, openSignedIn, redeemVoucherThroughApi, signUpThroughApi } from './hostSite';
import { storedAnalytics } from './premiumPage';

// Free sample videos of each kind, and the free live event.
const REGULAR_VIDEO = 'match-highlights';
const SPHERICAL_VIDEO = 'desert-dunes-360';
const LIVE_EVENT = 'rooftop-concert-live';
const PREMIUM_VIDEO = 'coach-interview';
/** The sample media are generated on the server's first start (up to two minutes on 2 cores). */
const MEDIA_READY = { timeout: 240_000, intervals: [1_000] };

/** Waits until the server has generated a video's stream: its master playlist answers 200. */
async function waitForMedia(request: APIRequestContext, videoId: string, token?: string): Promise<VideoDetail> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const detail = ((await (await request.get(`${HOST}${API_PATHS.video(videoId)}`, { headers })).json()) as { data: VideoDetail }).data;
  expect(detail.stream, `${videoId} has a stream for this viewer`).not.toBeNull();
  await expect.poll(async () => (await request.get(`${HOST}${detail.stream!.url}`, { headers })).status(), MEDIA_READY).toBe(200);
  return detail;
}

const videoOf = (page: Page) => page.locator('.player-Root video').first();
/** The bar's button (the large play button in the middle has the same name). */
const barButton = (page: Page, name: string) => page.locator('.player-ButtonRow').getByRole('button', { name });

/** Chooses `choice` under `setting` (Quality, Captions) in the settings menu. */
async function chooseSetting(page: Page, setting: string, choice: string) {
  const menu = page.locator('media-settings-menu');
  await barButton(page, 'Settings').click();
  await page.locator('media-settings-menu-item').filter({ hasText: setting }).click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
  // The menu stays open on the choice; Escape closes it (a submenu first, then the menu).
  await expect
    .poll(async () => {
      if (await menu.isVisible()) await page.keyboard.press('Escape');
      return menu.isVisible();
    })
    .toBe(false);
}
const currentTime = (page: Page) => videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime);

/** Back to the video's start, playing (muted, as it autoplays). */
const playFromStart = (page: Page) =>
  videoOf(page).evaluate(async (video: HTMLVideoElement) => {
    video.currentTime = 0;
    await video.play();
  });

/** The text of the caption cue showing now, or '' when none shows. */
const shownCue = (page: Page) =>
  videoOf(page).evaluate((video: HTMLVideoElement) => {
    const track = Array.from(video.textTracks).find((item) => item.mode === 'showing');
    const cue = track?.activeCues?.[0] as VTTCue | undefined;
    return cue ? `${track!.language}: ${cue.text}` : '';
  });

test.describe('video', () => {
  test.setTimeout(300_000);

  test('a guest watches a regular video (seek, quality, captions, states), a 360° video and a live event', async ({ page, request }) => {
    await waitForMedia(request, REGULAR_VIDEO);
    await waitForMedia(request, SPHERICAL_VIDEO);
    const lazyChunks: string[] = [];
    page.on('request', (req) => {
      const name = /\/assets\/(hls|sphericalScene)-[^/]+\.js$/.exec(new URL(req.url()).pathname)?.[1];
      if (name) lazyChunks.push(name);
    });
    // Preact's devtools hook, as a profiler would install it: the site attaches to it, and the hook
    // hears each component render (Preact's `_render` option, `__r` once built) with the vnode, whose
    // parents (`__`) say whether it sits inside the controls.
    await page.addInitScript(() => {
      type VNode = { type: unknown; props: { className?: unknown } | null; __: VNode | null };
      type Options = { __r?: (vnode: VNode) => void };
      const counter = { renders: 0, outside: 0, renderedOutside: [] as string[] };
      const isControls = (vnode: VNode) => typeof vnode.type === 'string' && typeof vnode.props?.className === 'string' && vnode.props.className.split(' ').includes('player-Controls');
      const insideControls = (vnode: VNode) => {
        for (let parent = vnode.__; parent; parent = parent.__) if (isControls(parent)) return true;
        return false;
      };
      const nameOf = (vnode: VNode) => (vnode.type as { displayName?: string; name?: string } | null)?.displayName ?? (vnode.type as { name?: string } | null)?.name ?? 'anonymous';
      Object.assign(window, { __renders: counter });
      Object.assign(window, {
        __PREACT_DEVTOOLS__: {
          attachPreact: (_version: string, options: Options) => {
            const previous = options.__r;
            options.__r = (vnode) => {
              previous?.(vnode);
              counter.renders += 1;
              if (insideControls(vnode)) return;
              counter.outside += 1;
              counter.renderedOutside.push(nameOf(vnode));
            };
          },
        },
      });
    });
    const renders = () => page.evaluate(() => (window as unknown as { __renders: { renders: number; outside: number; renderedOutside: string[] } }).__renders);

    // hls.js and three.js load with the first video that needs them, never on the home page.
    await page.goto(`${HOST}/`);
    await expect(page.locator('main')).toBeVisible();
    expect(lazyChunks).toEqual([]);

    // Regular video: it plays by itself (muted), and time advances.
    await page.goto(`${HOST}/video/${REGULAR_VIDEO}`);
    const root = page.locator('.player-Root');
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await videoOf(page).evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    expect(lazyChunks).toEqual(['hls']);

    // While it plays, the time shows outside the component tree (media-chrome's seek bar and time
    // follow the media element). Nothing outside the controls should render with the time at all;
    // a player tree that re-renders with each time update (about four a second) would be over the bound of one.
    const seekBar = page.getByRole('slider', { name: 'Seek' });
    const shownTime = await seekBar.getAttribute('aria-valuetext');
    const before = { ...(await renders()), time: await currentTime(page), at: Date.now() };
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before.time + 3);
    const after = await renders();
    const seconds = (Date.now() - before.at) / 1000;
    const perSecond = (after.renders - before.renders) / seconds;
    const outsidePerSecond = (after.outside - before.outside) / seconds;
    // The hook is attached: the page rendered components to get here.
    expect(before.renders, 'renders heard through the devtools hook').toBeGreaterThan(0);
    test.info().annotations.push({ type: 'component renders a second while playing (all / outside the controls)', description: `${perSecond.toFixed(2)} / ${outsidePerSecond.toFixed(2)}` });
    console.log(`video page while playing: ${perSecond.toFixed(2)} component renders a second, ${outsidePerSecond.toFixed(2)} outside the controls`);
    expect(await seekBar.getAttribute('aria-valuetext'), 'the seek bar follows the time').not.toBe(shownTime);
    expect(outsidePerSecond, `rendered outside the controls: ${after.renderedOutside.slice(before.renderedOutside.length).join(', ')}`).toBeLessThan(1);

    // Quality: 360p, then 720p; hls.js reports each switch (the player writes it on its root).
    await chooseSetting(page, 'Quality', '360p');
    await expect(root).toHaveAttribute('data-level', '360p', { timeout: 20_000 });
    await chooseSetting(page, 'Quality', '720p');
    await expect(root).toHaveAttribute('data-level', '720p', { timeout: 20_000 });

    // Captions: a cue in English, then in Arabic (as long as the quality switches: a busy machine may stall playback between cues).
    // The video is 16 s long and may have reached its end by now: each language is checked from its start.
    await playFromStart(page);
    await chooseSetting(page, 'Captions', 'English');
    await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^en: Match Highlights, part \d+$/);
    await playFromStart(page);
    await chooseSetting(page, 'Captions', 'Arabic');
    await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^ar: أبرز لقطات المباراة، الجزء \d+$/);

    // Seek bar (its range runs 0 to 1 over the video): half way, and playback goes on from there.
    const duration = await videoOf(page).evaluate((video: HTMLVideoElement) => video.duration);
    expect(duration).toBeGreaterThan(8);
    await seekBar.fill('0.5');
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(duration / 2 + 0.5);
    expect(await currentTime(page)).toBeLessThan(duration / 2 + 4);
    await expect(seekBar).toHaveAttribute('aria-valuetext', /\d/);

    // Pause, then play to the end.
    await barButton(page, 'Pause').click();
    await expect(barButton(page, 'Play')).toBeVisible();
    await seekBar.fill(String((duration - 1.5) / duration));
    await barButton(page, 'Play').click();
    await expect.poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.ended), { timeout: 15_000 }).toBe(true);

    // The player states, read back from the product database in the order they happened.
    const states = await expect
      .poll(async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'Player_State').map((event) => String(event.properties.state)), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Playing', 'Paused', 'Seek', 'Ended']))
      .then(async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'Player_State').map((event) => String(event.properties.state)));
    const order = ['Playing', 'Paused', 'Seek', 'Ended'].map((state, index, all) => states.indexOf(state, index === 0 ? 0 : states.indexOf(all[index - 1]!)));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // 360° video: its <video> advances, and dragging and the arrow keys each change the picture.
    await page.goto(`${HOST}/video/${SPHERICAL_VIDEO}`);
    await expect.poll(() => lazyChunks.includes('sphericalScene')).toBe(true);
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
    await barButton(page, 'Pause').click();
    const surface = page.getByRole('application');
    const canvas = surface.locator('canvas');
    await expect(surface).toHaveAttribute('data-yaw', '0');
    const still = await canvas.screenshot();
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(surface).not.toHaveAttribute('data-yaw', '0');
    await expect.poll(async () => (await canvas.screenshot()).equals(still)).toBe(false);
    const dragged = await canvas.screenshot();
    await surface.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await canvas.screenshot()).equals(dragged)).toBe(false);
    // Still paused, a seek draws the frame it lands on.
    const turned = await canvas.screenshot();
    await videoOf(page).evaluate(async (video: HTMLVideoElement) => {
      const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      video.currentTime = (video.currentTime + video.duration / 2) % video.duration;
      await seeked;
    });
    await expect.poll(async () => (await canvas.screenshot()).equals(turned)).toBe(false);
    // The sphere's own captions: drawn over it, since its <video> only feeds the texture.
    await chooseSetting(page, 'Captions', 'English');
    await expect(page.locator('.player-CaptionOverlay')).toHaveText(/^Desert Dunes at Sunset, part \d+$/);

    // Live event: the playlist slides, the player plays near its edge, and "go to live" returns to it after a pause.
    const live = ((await (await request.get(`${HOST}${API_PATHS.liveEventStream(LIVE_EVENT)}`)).json()) as { data: VideoDetail }).data;
    const sequence = async () => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(await (await request.get(`${HOST}${live.stream!.url}`)).text())?.[1] ?? Number.NaN);
    await expect.poll(sequence, { timeout: 30_000 }).toBeGreaterThan(0);
    const firstSequence = await sequence();
    await expect.poll(sequence, { timeout: 10_000, intervals: [500] }).toBeGreaterThan(firstSequence);

    await page.goto(`${HOST}/live/${LIVE_EVENT}`);
    await expect(page.locator('.player-Root')).toHaveAttribute('data-live', 'true');
    const liveStart = await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0).then(() => currentTime(page));
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(liveStart + 1);
    await expect(page.locator('.player-LiveBadge')).toHaveAttribute('data-at-live-edge', 'true');
    const behindEdge = () => videoOf(page).evaluate((video: HTMLVideoElement) => video.seekable.end(video.seekable.length - 1) - video.currentTime);
    await barButton(page, 'Pause').click();
    // Paused while the stream goes on: the edge moves ten seconds away.
    // A busy machine can slow the live encoder below real time: the edge gets a minute to move away.
    await expect.poll(behindEdge, { timeout: 60_000, intervals: [500] }).toBeGreaterThanOrEqual(10);
    await page.getByRole('button', { name: 'Go to live' }).click();
    const targetDuration = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(await (await request.get(`${HOST}${live.stream!.url}`)).text())?.[1]);
    await expect.poll(behindEdge, { timeout: 10_000 }).toBeLessThanOrEqual(targetDuration);
    await expect(page.getByRole('button', { name: 'Go to live' })).toHaveCount(0);
  });

  test("premium media play for the VIP, and a segment URL from the VIP's session gets 403 for anyone else", async ({ page, request }) => {
    const vip = newAccount('video-vip');
    const vipToken = await signUpThroughApi(request, vip);
    await redeemVoucherThroughApi(request, vipToken, vip.email);
    await waitForMedia(request, PREMIUM_VIDEO, vipToken);

    const segments: string[] = [];
    page.on('request', (req) => {
      if (/\/segment\d+\.ts$/.test(new URL(req.url()).pathname)) segments.push(req.url());
    });
    await page.goto(`${HOST}/404`);
    await page.evaluate((value) => window.localStorage.setItem('token', JSON.stringify({ value })), vipToken);
    await page.goto(`${HOST}/video/${PREMIUM_VIDEO}`);
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(segments.length).toBeGreaterThan(0);

    const copied = segments[0]!;
    expect((await request.get(copied, { headers: { Authorization: `Bearer ${vipToken}` } })).status()).toBe(200);
    expect((await request.get(copied)).status()).toBe(403);
    const other = await signUpThroughApi(request, newAccount('video-member'));
    expect((await request.get(copied, { headers: { Authorization: `Bearer ${other}` } })).status()).toBe(403);

    // Signed in, the place is kept on the server: pausing saves it, and home lists the video under "Continue watching".
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.watchProgress(PREMIUM_VIDEO) && response.request().method() === 'POST');
    await barButton(page, 'Pause').click();
    expect((await saved).status()).toBe(200);
    await page.goto(`${HOST}/`);
    await expect(page.getByRole('region', { name: 'Continue watching' }).getByRole('link', { name: /Coach Interview/ })).toBeVisible();
  });
});
