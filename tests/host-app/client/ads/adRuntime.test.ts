import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdNetwork } from '../../../../host-app/client/ads/adNetwork';
import type { AdSlotRequest } from '../../../../host-app/client/ads/adRuntimeTypes';
import { createAdRuntime } from '../../../../host-app/client/ads/runtime/adRuntime';
import { settle } from '../analytics/manualTimers';

// Tests load CSS modules as empty text; a rule stands in so the stylesheet can be found.
vi.mock('../../../../host-app/client/ads/runtime/ads.css?inline', () => ({ default: '.ads-Slot { display: block; }' }));
import { sampleConfiguration } from './sampleConfiguration';

const request = (placement: AdSlotRequest['placement'], extra: Partial<AdSlotRequest> = {}): AdSlotRequest => ({ placement, locale: 'en', labels: { close: 'Close advertisement' }, ...extra });
const slot = () => document.body.appendChild(document.createElement('div'));
/** The runtime's styles are a constructed stylesheet (no <style> element, for the site's CSP); its rules name ads-* classes. */
const adsSheets = () => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.ads-')));

afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('ads module', () => {
  it('serves the placements of the configuration only', () => {
    const runtime = createAdRuntime({ config: sampleConfiguration(), network: null });
    expect(runtime.serves('billboard')).toBe(true);
    expect(runtime.serves('interstitial')).toBe(false);
  });

  it('draws house ads from the configuration, without any network', () => {
    const runtime = createAdRuntime({ config: sampleConfiguration(), network: null });
    const element = slot();
    runtime.renderSlot(element, request('billboard'));
    const link = element.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/premium');
    // The link's name is its title text, once: the picture is decorative.
    expect(link.querySelector('img')!.alt).toBe('');
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/media/files/ads/premium.png');
    expect(link.textContent).toBe('Go Premium');
    expect(link.rel).toBe('');
  });

  it('says which ad it drew and which one the visitor opened, for analytics', () => {
    const runtime = createAdRuntime({ config: sampleConfiguration(), network: null });
    const onShown = vi.fn();
    const onClicked = vi.fn();
    const element = slot();
    runtime.renderSlot(element, request('sticky', { onShown, onClicked, navigate: vi.fn() }));
    expect(onShown).toHaveBeenCalledWith('app-sticky');
    expect(onClicked).not.toHaveBeenCalled();
    element.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(onClicked).toHaveBeenCalledWith('app-sticky');
    // A slot left empty reports nothing.
    runtime.renderSlot(slot(), request('interstitial', { onShown }));
    expect(onShown).toHaveBeenCalledOnce();
  });

  it('opens site pages of house ads in the page language, and leaves outside addresses alone', () => {
    const runtime = createAdRuntime({ config: { ...sampleConfiguration(), units: {} }, network: null });
    const [billboard, first, second] = [slot(), slot(), slot()];
    runtime.renderSlot(billboard, request('billboard', { locale: 'ar' }));
    runtime.renderSlot(first, request('mpu', { locale: 'ar' }));
    runtime.renderSlot(second, request('mpu', { locale: 'ar' }));
    expect(billboard.querySelector('a')!.getAttribute('href')).toBe('/ar/premium');
    expect(first.querySelector('a')!.getAttribute('href')).toBe('/ar/channels/nature-vr');
    expect(second.querySelector('a')!.getAttribute('href')).toBe('https://partner.example/');
  });

  it('opens a site page inside the running site on a plain click, and lets the browser handle other clicks', () => {
    const runtime = createAdRuntime({ config: sampleConfiguration(), network: null });
    const navigate = vi.fn();
    const element = slot();
    runtime.renderSlot(element, request('billboard', { navigate }));
    const link = element.querySelector('a')!;

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/premium');

    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('takes turns between house ads of one placement, marking outside links as sponsored', () => {
    const runtime = createAdRuntime({ config: { ...sampleConfiguration(), units: {} }, network: null });
    const first = slot();
    const second = slot();
    runtime.renderSlot(first, request('mpu'));
    runtime.renderSlot(second, request('mpu'));
    expect(first.querySelector('a')!.dataset.houseAd).toBe('nature-mpu');
    expect(second.querySelector('a')!.dataset.houseAd).toBe('partner-mpu');
    expect(second.querySelector('a')!.rel).toBe('sponsored noopener');
  });

  it('lets the network fill a configured unit, once loaded', async () => {
    const network: AdNetwork = { name: 'test', load: vi.fn(async () => {}), render: vi.fn(async ({ element }) => void (element.textContent = 'network ad')), clear: vi.fn() };
    const runtime = createAdRuntime({ config: sampleConfiguration(), network });
    const element = slot();
    const cleanup = runtime.renderSlot(element, request('mpu'));
    runtime.renderSlot(slot(), request('mpu'));
    await settle();
    expect(network.load).toHaveBeenCalledOnce();
    expect(network.render).toHaveBeenCalledWith(expect.objectContaining({ placement: 'mpu', adUnitId: '/1234/site/mpu' }));
    expect(element.textContent).toBe('network ad');
    cleanup();
    expect(network.clear).toHaveBeenCalled();
    expect(element.childElementCount).toBe(0);
  });

  it('shows a house ad where the network has no ad, or no unit is configured', async () => {
    const network: AdNetwork = { name: 'test', load: async () => {}, render: vi.fn(() => Promise.reject(new Error('no fill'))) };
    const runtime = createAdRuntime({ config: sampleConfiguration(), network });
    const mpu = slot();
    const billboard = slot();
    runtime.renderSlot(mpu, request('mpu'));
    runtime.renderSlot(billboard, request('billboard'));
    await settle();
    expect(mpu.querySelector('[data-house-ad]')).not.toBeNull();
    expect(billboard.querySelector('[data-house-ad="premium-billboard"]')).not.toBeNull();
    expect(network.render).toHaveBeenCalledOnce();
  });

  it('renders house ads offline without touching the network', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const network: AdNetwork = { name: 'test', load: vi.fn(async () => {}), render: vi.fn(async () => {}) };
    const runtime = createAdRuntime({ config: sampleConfiguration(), network });
    const element = slot();
    runtime.renderSlot(element, request('mpu'));
    await settle();
    expect(network.load).not.toHaveBeenCalled();
    expect(element.querySelector('[data-house-ad]')).not.toBeNull();
  });

  it('says when a slot stays empty', () => {
    const onEmpty = vi.fn();
    const runtime = createAdRuntime({ config: { ...sampleConfiguration(), houseAds: [] }, network: null });
    runtime.renderSlot(slot(), request('billboard', { onEmpty }));
    expect(onEmpty).toHaveBeenCalledOnce();
  });

  it('gives sticky and interstitial ads a labelled close button', () => {
    const onClose = vi.fn();
    const runtime = createAdRuntime({ config: sampleConfiguration(), network: null });
    const sticky = slot();
    const billboard = slot();
    runtime.renderSlot(sticky, request('sticky', { onClose }));
    runtime.renderSlot(billboard, request('billboard'));
    const close = sticky.querySelector<HTMLButtonElement>('button[aria-label="Close advertisement"]')!;
    close.click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(billboard.querySelector('button')).toBeNull();
  });

  it('adds its styles as a constructed stylesheet while loaded and removes them when disposed', () => {
    const runtime = createAdRuntime({ config: sampleConfiguration(), network: null });
    expect(adsSheets()).toHaveLength(1);
    runtime.dispose();
    expect(adsSheets()).toHaveLength(0);
  });
});
