import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_CSP, FRAME_HTML, createSession, makeFakeDist, useTestSandbox } from './helpers';

const t = useTestSandbox();

function directives(header: string): Map<string, string> {
  return new Map(header.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values.join(' ')] as [string, string];
  }));
}

describe('GET /frame/card-form.html', () => {
  it('serves the built frame with a hash-based CSP limited to the session origins', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ['https://shop.example', 'http://localhost:3000'] });
    const response = await t.vault.inject({ method: 'GET', url: `/frame/card-form.html?vault=${session.vaultConfiguration.vaultId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(FRAME_HTML);

    const csp = String(response.headers['content-security-policy']);
    const policy = directives(csp);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe(FRAME_CSP.scriptHashes.join(' '));
    expect(policy.get('style-src')).toBe(FRAME_CSP.styleHashes.join(' '));
    expect(policy.get('frame-ancestors')).toBe('https://shop.example http://localhost:3000');
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('font-src')).toBe("'self' https:");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('*');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 404 JSON for an unknown vault and 400 for a missing one', async () => {
    const unknown = await t.vault.inject({ method: 'GET', url: '/frame/card-form.html?vault=vlt_doesnotexist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(unknown.headers['content-security-policy']).toBeUndefined();
    const missing = await t.vault.inject({ method: 'GET', url: '/frame/card-form.html' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['vault'] });
  });

  it('answers 503 JSON telling to build when the frame is not built', async () => {
    const session = await createSession(t.provider);
    const distDir = await makeFakeDist();
    await rm(join(distDir, 'frame', 'card-form.csp.json'));
    const original = t.sandbox.context.distDir;
    t.sandbox.context.distDir = distDir;
    try {
      const response = await t.vault.inject({ method: 'GET', url: `/frame/card-form.html?vault=${session.vaultConfiguration.vaultId}` });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ errorCode: 'FRAME_NOT_BUILT' });
      expect(response.json().message).toContain('npm run build');
    } finally {
      t.sandbox.context.distDir = original;
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
