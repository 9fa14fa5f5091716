import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HERO_AUTOPLAY_DELAY_MS } from '../../../../host-app/client/browse/HeroControls';
import { REDUCED_MOTION_QUERY } from '../../../../host-app/client/hooks/useMediaQuery';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { home, ok, video, videoDetail } from '../support/siteFixtures';
import { layOutHero, mediaMatching } from './heroLayout';

const WIDTH = 400;
const undo: (() => void)[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  server.resetHandlers();
  for (const step of undo.splice(0).reverse()) step();
});
afterAll(() => server.close());

/** Home with a hero of three featured videos, laid out at 400 px in the page's direction. */
async function renderHero({ path = '/', title = 'Hot right now', media = [] as string[] } = {}) {
  const direction = path.startsWith('/ar') ? 'rtl' : 'ltr';
  undo.push(layOutHero(WIDTH, direction), mediaMatching(media));
  server.use(
    // Pointing at or focusing a slide starts loading its video.
    http.get(`*${API_PATHS.videos}/:videoId`, ({ params }) => HttpResponse.json(ok(videoDetail(String(params.videoId))))),
    http.get('*/home/:locale/:country', ({ params }) =>
      HttpResponse.json(ok(home({ locale: String(params.locale), sections: [{ key: 'whats_hot', type: 'sliders', title, items: [video('v1'), video('v2'), video('v3')] }] }))),
    ),
  );
  await renderSite({ path });
  const hero = await screen.findByRole('region', { name: title }, { timeout: 10_000 });
  // The controls (and embla) load after hydration, in a chunk of their own.
  await within(hero).findAllByRole('button', {}, { timeout: 10_000 });
  // Settled once the autoplay has read the viewer's motion preference: running (changes not
  // announced) or, under reduced motion, never started (changes announced).
  const settled = media.includes(REDUCED_MOTION_QUERY) ? 'polite' : 'off';
  await waitFor(() => expect(hero.querySelector('.site-HeroSlides')?.getAttribute('aria-live')).toBe(settled), { timeout: 10_000 });
  return hero;
}

const selectedSlide = (hero: HTMLElement) => hero.querySelector('[data-selected]')?.getAttribute('aria-label');
const strip = (hero: HTMLElement) => hero.querySelector<HTMLElement>('.site-HeroSlides')!;

/**
 * Only the autoplay's interval is faked, from now on: the site's requests and the testing
 * library's waits keep real time. The autoplay starts its interval anew when a hold ends, so a
 * hover on and off hands it to the fake clock.
 */
function fakeAutoplayClock(hero: HTMLElement) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  fireEvent.pointerEnter(hero);
  fireEvent.pointerLeave(hero);
}

// Whole-site renders: generous on a busy machine, where one can take several seconds.
describe('the home hero carousel', { timeout: 30_000 }, () => {
  it('is a named carousel region of labelled slides, the first in view', async () => {
    const hero = await renderHero();
    expect(hero.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(hero).getAllByRole('group').map((slide) => [slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')])).toEqual([
      ['slide', '1 of 3'],
      ['slide', '2 of 3'],
      ['slide', '3 of 3'],
    ]);
    expect(selectedSlide(hero)).toBe('1 of 3');
    expect(within(hero).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Previous slide', 'Pause the slideshow', 'Next slide']);
    expect(within(hero).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/video/v1', '/video/v2', '/video/v3']);
  });

  it('moves on every 6 seconds, and holds while the pointer is over it or focus is inside it', async () => {
    const hero = await renderHero();
    fakeAutoplayClock(hero);
    expect(strip(hero).getAttribute('aria-live')).toBe('off');
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS));
    expect(selectedSlide(hero)).toBe('2 of 3');

    fireEvent.pointerEnter(hero);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS * 3));
    expect(selectedSlide(hero)).toBe('2 of 3');
    // Held, a change is the viewer's and is announced.
    expect(strip(hero).getAttribute('aria-live')).toBe('polite');
    fireEvent.pointerLeave(hero);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS));
    expect(selectedSlide(hero)).toBe('3 of 3');

    const [firstLink, secondLink] = within(hero).getAllByRole('link');
    act(() => firstLink!.focus());
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS * 3));
    expect(selectedSlide(hero)).toBe('3 of 3');
    // Focus moving inside the carousel keeps it held; leaving it lets it go.
    act(() => secondLink!.focus());
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS * 3));
    expect(selectedSlide(hero)).toBe('3 of 3');
    act(() => secondLink!.blur());
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS));
    // It loops: after the last slide, the first.
    expect(selectedSlide(hero)).toBe('1 of 3');
  });

  it("stays put when the viewer presses pause, until they press play", async () => {
    const hero = await renderHero();
    fakeAutoplayClock(hero);
    fireEvent.click(within(hero).getByRole('button', { name: 'Pause the slideshow' }));
    fireEvent.pointerLeave(hero);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS * 3));
    expect(selectedSlide(hero)).toBe('1 of 3');
    fireEvent.click(await within(hero).findByRole('button', { name: 'Play the slideshow' }));
    fireEvent.pointerLeave(hero);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS));
    expect(selectedSlide(hero)).toBe('2 of 3');
  });

  it('waits while scrolled out of view, and moves on again once back in it', async () => {
    // The browser's report of whether an element is in the viewport, given by the test. Other
    // observers (embla's, the deferred blocks') are the real ones.
    const Real = globalThis.IntersectionObserver;
    const watching: Array<{ element: Element; send: (inView: boolean) => void }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class extends Real {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback, options);
          const observe = this.observe.bind(this);
          this.observe = (element: Element) => {
            watching.push({ element, send: (inView) => callback([{ target: element, isIntersecting: inView } as IntersectionObserverEntry], this) });
            observe(element);
          };
        }
      },
    );
    undo.push(() => vi.unstubAllGlobals());
    const hero = await renderHero();
    fakeAutoplayClock(hero);
    const report = (inView: boolean) => act(() => watching.filter(({ element }) => element === hero).forEach(({ send }) => send(inView)));
    expect(watching.some(({ element }) => element === hero)).toBe(true);
    report(false);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS * 3));
    expect(selectedSlide(hero)).toBe('1 of 3');
    report(true);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS));
    expect(selectedSlide(hero)).toBe('2 of 3');
  });

  it('never moves by itself for a viewer who asks for reduced motion, but its buttons still work', async () => {
    const hero = await renderHero({ media: [REDUCED_MOTION_QUERY] });
    fakeAutoplayClock(hero);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_DELAY_MS * 5));
    expect(selectedSlide(hero)).toBe('1 of 3');
    vi.useRealTimers();
    // The viewer's motion preference is read once mounted: on a busy machine that can trail the first checks.
    await waitFor(() => expect(strip(hero).getAttribute('aria-live')).toBe('polite'));
    await userEvent.click(within(hero).getByRole('button', { name: 'Next slide' }));
    expect(selectedSlide(hero)).toBe('2 of 3');
  });

  it('runs right to left in Arabic: the next slide comes from the left, and the arrows point the way they go', async () => {
    const hero = await renderHero({ path: '/ar', title: 'الأكثر رواجاً' });
    expect(within(hero).getAllByRole('button').map((button) => [button.getAttribute('aria-label'), button.querySelector('svg')?.getAttribute('class')])).toEqual([
      ['الشريحة السابقة', expect.stringContaining('lucide-chevron-right')],
      ['إيقاف العرض المتتابع', expect.stringContaining('lucide-pause')],
      ['الشريحة التالية', expect.stringContaining('lucide-chevron-left')],
    ]);
    expect(within(hero).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 من 3', '2 من 3', '3 من 3']);
    await userEvent.click(within(hero).getByRole('button', { name: 'الشريحة التالية' }));
    expect(selectedSlide(hero)).toBe('2 من 3');
    // The strip moves right, by one slide's width, to bring in the slide on its left.
    await waitFor(() => expect(strip(hero).style.transform).toBe(`translate3d(${WIDTH}px,0px,0px)`), { timeout: 5000 });

    cleanup();
    const english = await renderHero();
    await userEvent.click(within(english).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(strip(english).style.transform).toBe(`translate3d(-${WIDTH}px,0px,0px)`), { timeout: 5000 });
  });
});
