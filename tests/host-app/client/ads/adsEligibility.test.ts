import { describe, expect, it } from 'vitest';
import { parseAdConfiguration } from '../../../../host-app/client/ads/adConfiguration';
import { configurationUnitFor } from '../../../../host-app/client/ads/adPlacements';
import { adsAfterConfiguration, adsPrecheck } from '../../../../host-app/client/ads/adsEligibility';
import { sampleConfiguration } from './sampleConfiguration';

describe('ads precheck', () => {
  it('turns ads off for VIP subscribers without asking for a configuration', () => {
    expect(adsPrecheck({ isVIP: true, exemptFlag: false })).toEqual({ decision: 'off', reason: 'vip' });
    expect(adsPrecheck({ isVIP: true, exemptFlag: true })).toEqual({ decision: 'off', reason: 'vip' });
  });

  it('turns ads off for visitors with the exempting flag', () => {
    expect(adsPrecheck({ isVIP: false, exemptFlag: true })).toEqual({ decision: 'off', reason: 'exempt' });
    expect(adsPrecheck({ isVIP: null, exemptFlag: true })).toEqual({ decision: 'off', reason: 'exempt' });
  });

  it('waits while VIP status is unknown', () => {
    expect(adsPrecheck({ isVIP: null, exemptFlag: false })).toEqual({ decision: 'wait' });
  });

  it('asks for the configuration for everyone else', () => {
    expect(adsPrecheck({ isVIP: false, exemptFlag: false })).toEqual({ decision: 'fetchConfiguration' });
  });
});

describe('ads after the configuration', () => {
  it('stays off when no configuration exists', () => {
    expect(adsAfterConfiguration(null)).toEqual({ decision: 'off', reason: 'noConfiguration' });
    expect(adsAfterConfiguration({ units: {}, placements: [], houseAds: [] })).toEqual({ decision: 'off', reason: 'noConfiguration' });
  });

  it('turns on with a configuration that places ads', () => {
    const config = sampleConfiguration();
    expect(adsAfterConfiguration(config)).toEqual({ decision: 'on', config });
  });
});

describe('ad configuration', () => {
  it('reads the API data, and null as none', () => {
    expect(parseAdConfiguration(null)).toBeNull();
    expect(parseAdConfiguration({ units: {}, placements: [], houseAds: [] })).toBeNull();
    expect(parseAdConfiguration(sampleConfiguration())).toEqual(sampleConfiguration());
  });

  it('names the invalid fields', () => {
    expect(() => parseAdConfiguration({ units: { skyscraper: { adUnitId: 'x' } }, placements: ['popup'], houseAds: [] })).toThrow('invalid fields: units, placements.0');
  });

  it('refuses house ad links that are not site paths or http(s) addresses', () => {
    const config = sampleConfiguration();
    for (const targetUrl of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      expect(() => parseAdConfiguration({ ...config, houseAds: [{ ...config.houseAds[0]!, targetUrl }] })).toThrow(/houseAds.0.targetUrl/);
    }
  });

  it('maps placements to configuration units; native, audio and preroll have none', () => {
    expect(['billboard', 'mpu', 'interstitial', 'sticky'].map((p) => configurationUnitFor(p as never))).toEqual(['billboard', 'mpu', 'interstitial', 'sticky']);
    expect(['native', 'audio', 'preroll'].map((p) => configurationUnitFor(p as never))).toEqual([null, null, null]);
  });
});
