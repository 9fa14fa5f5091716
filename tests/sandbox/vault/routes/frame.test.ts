import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_CSP, FRAME_HTML, createSession, makeFakeDist, startTestSandbox, useTestSandbox } from '../../helpers';

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
    // The built page, told its environment by the vault (a meta element, so the CSP hashes hold).
    expect(response.body).toBe(FRAME_HTML.replace('<head>', '<head><meta name="payment-frame-environment" content="TEST">'));

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
    expect(response.headers['cache-control']).toBe('private, max-age=1800');
    expect(response.headers['access-control-allow-origin']).toBe('*');
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

describe('the environment of a frame page', () => {
  const environmentOf = (body: string) => /<meta name="payment-frame-environment" content="([A-Z]+)">/.exec(body)?.[1];

  it('comes from the sandbox serving it, whatever the page asks in the URL', async () => {
    const production = await startTestSandbox({ environment: 'production' });
    try {
      for (const [sandbox, expected] of [[t, 'TEST'], [production, 'PRODUCTION']] as const) {
        const session = await createSession(sandbox.provider);
        const response = await sandbox.vault.inject({ method: 'GET', url: `/frame/card-form.html?vault=${session.vaultConfiguration.vaultId}&env=TEST` });
        expect(response.statusCode).toBe(200);
        expect(environmentOf(response.body)).toBe(expected);
        expect(response.body.match(/payment-frame-environment/g)).toHaveLength(1);
      }
    } finally {
      await production.close();
    }
  });
});
