import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthSessionContext } from 'payment-client/auth-session';
import { AdSlot, AdsProvider, NativeAdItem, useAds, type AdsProviderProps } from '../../../../host-app/client/ads';
import { analytics } from '../../../../host-app/client/analytics';
import { withI18n } from '../player/withI18n';
import { fakeAuthSession, subscriberState } from './fakeSession';
import { sampleConfiguration } from './sampleConfiguration';

const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: string | URL) => {
    requests.push(new URL(input).pathname);
    return new Response(JSON.stringify({ errorCode: 0, message: 'OK', messageKey: 'success', data: sampleConfiguration() }), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Status() {
  const ads = useAds();
  return <output data-testid="ads">{ads.status === 'off' ? `off:${ads.reason}` : ads.status}</output>;
}

function Page(props: AdsProviderProps & { session?: ReturnType<typeof fakeAuthSession>['session'] }) {
  const { session, ...adsProps } = props;
  const tree = (
    <AdsProvider {...adsProps}>
      <Status />
      <AdSlot placement="billboard" />
      <AdSlot placement="interstitial" />
    </AdsProvider>
  );
  return session ? <AuthSessionContext.Provider value={session}>{tree}</AuthSessionContext.Provider> : tree;
}

const renderPage = (props: Parameters<typeof Page>[0], locale: 'en' | 'ar' = 'en') => render(<Page {...props} />, { wrapper: withI18n(locale) });
const status = () => screen.getByTestId('ads').textContent;

describe('ads for a visitor', () => {
  it('fetches the configuration from the product API and shows a labelled house ad', async () => {
    renderPage({ isVIP: false });
    const slot = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(requests).toEqual(['/api/v1/ads/config']);
    expect(slot.dataset.adPlacement).toBe('billboard');
    await vi.waitFor(() => expect(slot.querySelector('a[href="/premium"]')).not.toBeNull());
    // The configuration does not place interstitials.
    expect(document.querySelector('[data-ad-placement="interstitial"]')).toBeNull();
  });

  it('reports the ad it shows and the visitor\'s click on it to analytics, with the placement', async () => {
    const events: { name: string; props: Record<string, unknown> }[] = [];
    const removeSink = analytics.addSink({ name: 'test', receive: (event) => void events.push({ name: event.name, props: { ...event.props } }) });
    renderPage({ isVIP: false });
    const slot = await screen.findByRole('complementary', { name: 'Advertisement' });
    const link = await vi.waitFor(() => slot.querySelector<HTMLAnchorElement>('a[href="/premium"]')!);
    expect(events.filter((event) => event.name.startsWith('Ad_'))).toEqual([{ name: 'Ad_Impression', props: { placement: 'billboard', adId: link.dataset.houseAd } }]);
    link.addEventListener('click', (event) => event.preventDefault());
    act(() => link.click());
    expect(events.filter((event) => event.name.startsWith('Ad_')).map((event) => event.name)).toEqual(['Ad_Impression', 'Ad_Clicked']);
    expect(events.at(-1)!.props).toEqual({ placement: 'billboard', adId: link.dataset.houseAd });
    removeSink();
  });

  it('labels the slot in Arabic on Arabic pages', async () => {
    renderPage({ isVIP: false }, 'ar');
    await screen.findByRole('complementary', { name: 'إعلان' });
  });

  it('reads VIP status from the auth session when none is given', async () => {
    const { session } = fakeAuthSession({ status: 'unauthorized', token: null, subscriber: null });
    renderPage({ session });
    await screen.findByRole('complementary', { name: 'Advertisement' });
  });
});

describe('a native ad in a row', () => {
  const withNative = async () => ({
    ...sampleConfiguration(),
    placements: ['native' as const],
    houseAds: [{ id: 'concerts-native', placement: 'native' as const, title: 'Front row', imageUrl: '/media/files/ads/native.png', targetUrl: '/channels/live-music' }],
  });
  const renderRow = (props: AdsProviderProps) =>
    render(
      <AdsProvider {...props}>
        <Status />
        <ul aria-label="Row">
          <li>Video</li>
          <NativeAdItem />
        </ul>
      </AdsProvider>,
      { wrapper: withI18n('en') },
    );

  it('ends the row as one more card, labelled, when the configuration places native ads', async () => {
    renderRow({ isVIP: false, loadConfig: withNative });
    const ad = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(ad.dataset.adPlacement).toBe('native');
    expect(ad.parentElement?.tagName).toBe('LI');
    await vi.waitFor(() => expect(ad.querySelector('a[data-house-ad="concerts-native"]')).not.toBeNull());
  });

  it('adds no card for a VIP subscriber', async () => {
    renderRow({ isVIP: true, loadConfig: withNative });
    await vi.waitFor(() => expect(status()).toBe('off:vip'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('no ads', () => {
  it('for a VIP subscriber: no configuration request, no ads module', async () => {
    const loadModule = vi.fn();
    renderPage({ isVIP: true, loadModule });
    await act(async () => {});
    expect(status()).toBe('off:vip');
    expect(requests).toEqual([]);
    expect(loadModule).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('for an exempt visitor: no configuration request, no ads module', async () => {
    const loadModule = vi.fn();
    renderPage({ isVIP: false, exemptFlag: true, loadModule });
    await act(async () => {});
    expect(status()).toBe('off:exempt');
    expect(requests).toEqual([]);
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('when no configuration exists: no ads module', async () => {
    const loadModule = vi.fn();
    renderPage({ isVIP: false, loadConfig: async () => null, loadModule });
    await vi.waitFor(() => expect(status()).toBe('off:noConfiguration'));
    expect(loadModule).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('while the session has not said whether the subscriber is VIP', async () => {
    const { session, setState } = fakeAuthSession(subscriberState(false, 'pending'));
    renderPage({ session });
    await act(async () => {});
    expect(status()).toBe('waiting');
    expect(requests).toEqual([]);
    act(() => setState(subscriberState(true)));
    await act(async () => {});
    expect(status()).toBe('off:vip');
    expect(requests).toEqual([]);
  });

  it('removes shown ads when the visitor becomes a subscriber', async () => {
    const { session, setState } = fakeAuthSession(subscriberState(false));
    renderPage({ session });
    await screen.findByRole('complementary', { name: 'Advertisement' });
    act(() => setState(subscriberState(true)));
    await vi.waitFor(() => expect(status()).toBe('off:vip'));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.ads-')))).toBe(false);
  });
});
