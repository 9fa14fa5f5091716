import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { embedFrameOrigins } from '../../../../host-app/server/config';
import { isEmbedPath, registerSiteSecurityHeaders } from '../../../../host-app/server/http/siteSecurityHeaders';

const origins = { providerOrigin: 'http://localhost:4000', vaultOrigin: 'http://localhost:4001', embedOrigins: ['https://partner.example'] };

async function answers(urls: string[]) {
  const app = Fastify({ logger: false });
  registerSiteSecurityHeaders(app, 'test', origins);
  app.get('/*', async () => 'page');
  await app.ready();
  try {
    return await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
  } finally {
    await app.close();
  }
}

const frameAncestors = (header: unknown) => /frame-ancestors ([^;]+)/.exec(String(header))?.[1];

describe('framing the embeddable player', () => {
  afterEach(() => {
    delete process.env.PRODUCT_EMBED_ORIGINS;
  });

  it('lets only the configured sites frame /embed/ pages, in both languages, and nothing else', async () => {
    const [embed, embedAr, video, premium] = await answers(['/embed/video/v1', '/ar/embed/video/v1', '/video/v1', '/premium']);
    for (const answer of [embed!, embedAr!]) {
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe("'self' https://partner.example");
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
    for (const answer of [video!, premium!]) {
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe("'self'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('knows an embed path from a page whose name only looks like one', () => {
    expect(['/embed/video/v1', '/ar/embed/video/v1?t=3'].map(isEmbedPath)).toEqual([true, true]);
    expect(['/video/embed/', '/embedded', '/api/embed/x', '/search?q=/embed/'].map(isEmbedPath)).toEqual([false, false, false, false]);
  });

  it('reads the allowed origins from PRODUCT_EMBED_ORIGINS and refuses anything but origins', () => {
    expect(embedFrameOrigins()).toEqual([]);
    process.env.PRODUCT_EMBED_ORIGINS = 'https://partner.example, http://localhost:20301/';
    expect(embedFrameOrigins()).toEqual(['https://partner.example', 'http://localhost:20301']);
    for (const bad of ['https://partner.example/path', '*', "'none'", 'javascript:alert(1)']) {
      process.env.PRODUCT_EMBED_ORIGINS = bad;
      expect(() => embedFrameOrigins(), bad).toThrow(/PRODUCT_EMBED_ORIGINS/);
    }
  });
});
