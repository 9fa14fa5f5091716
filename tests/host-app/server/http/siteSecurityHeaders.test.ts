import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerOrigin, vaultOrigin } from '../../../../host-app/server/config';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { startTestProduct, tinyPng, type TestProduct } from '../helpers';
import { PRODUCTION_OPTIONS } from '../productionOptions';

/** `Content-Security-Policy` as directive name → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const page = { accept: 'text/html,application/xhtml+xml' };

describe('the site security headers (TEST)', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  it('send a CSP without unsafe-inline that frames only the vault and the provider, and allows what the site loads', async () => {
    const shell = await product.app.inject({ method: 'GET', url: '/premium', headers: page });
    expect(shell.statusCode).toBe(200);
    const header = String(shell.headers['content-security-policy']);
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toContain('unsafe-eval');
    const policy = policyOf(header);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // Beside the site's own sheets, only an empty style element (the player's controls fill theirs through the CSSOM).
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    expect(policy.get('script-src')).toEqual(["'self'", providerOrigin()]);
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining([vaultOrigin(), providerOrigin()]));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", vaultOrigin(), providerOrigin()]));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(policy.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(shell.headers['x-content-type-options']).toBe('nosniff');
    expect(shell.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The TEST site runs on http://localhost: no HSTS.
    expect(shell.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on API answers, assets and 404s alike', async () => {
    for (const [url, headers] of [[API_PATHS.otpCountries, {}], ['/assets/app.js', {}], ['/api/v1/nothing', {}]] as const) {
      const answer = await product.app.inject({ method: 'GET', url, headers });
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('leave uploaded images their own stricter policy', async () => {
    await mkdir(product.dirs.uploads, { recursive: true });
    await writeFile(join(product.dirs.uploads, 'avatar.png'), tinyPng());
    const upload = await product.app.inject({ method: 'GET', url: '/uploads/avatar.png' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('the site security headers (production)', () => {
  it('add HSTS and upgrade insecure requests', async () => {
    const product = await startTestProduct(PRODUCTION_OPTIONS);
    try {
      const shell = await product.app.inject({ method: 'GET', url: '/', headers: page });
      const hsts = String(shell.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
      const policy = policyOf(shell.headers['content-security-policy']);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(String(shell.headers['content-security-policy'])).not.toContain('unsafe-inline');
    } finally {
      await product.close();
    }
  });
});

describe('the site needs no inline styles or scripts', () => {
  const clientDir = join(__dirname, '../../../../host-app/client');

  it('its code adds CSS only as constructed stylesheets, never as <style> elements', async () => {
    const files = (await readdir(clientDir, { recursive: true })).filter((file) => /\.tsx?$/.test(file));
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(join(clientDir, file), 'utf8');
      if (/createElement\(\s*['"]style['"]\s*\)|<style[\s>]|setAttribute\(\s*['"]style['"]/.test(source)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
