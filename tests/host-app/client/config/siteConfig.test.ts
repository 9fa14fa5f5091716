import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseSiteConfig, readSiteConfig } from '../../../../host-app/client/config/siteConfig';

describe('site configuration', () => {
  it('is the streaming brand with developer tools blocked by default', () => {
    expect(DEFAULT_SITE_CONFIG).toEqual({ brand: 'streaming', blockDevTools: true });
    expect(parseSiteConfig(null)).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('{}')).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('takes a brand variant and the development switch', () => {
    expect(parseSiteConfig('{"brand":"general-video","blockDevTools":false}')).toEqual({ brand: 'general-video', blockDevTools: false });
    expect(parseSiteConfig('{"brand":"sports"}')).toEqual({ brand: 'sports', blockDevTools: true });
  });

  it('names the wrong field of a bad configuration', () => {
    expect(() => parseSiteConfig('{"brand":"music"}')).toThrow(/brand/);
    expect(() => parseSiteConfig('{"blockDevTools":"no"}')).toThrow(/blockDevTools/);
    expect(() => parseSiteConfig('{brand')).toThrow(/not valid JSON/);
  });

  it('reads the #site-config block of the page', () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = '<script type="application/json" id="site-config">{"brand":"sports","blockDevTools":false}</script>';
    expect(readSiteConfig(doc)).toEqual({ brand: 'sports', blockDevTools: false });
  });
});
