import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_VERSION } from '../../../headless/core/api/constants';
import { createSandbox } from '../../../sandbox/createSandbox';
import { generateKeyMaterial } from '../../../sandbox/keys/keyMaterial';
import { openTestDatabase } from '../../support/testDatabase';
import { FRAME_HTML, createSession, makeFakeDist, startTestSandbox, type TestSandbox } from '../helpers';

/** A script of some size, unlike the helpers' one-liner: answers under 1 kB go out as they are. */
const BUNDLE = Array.from({ length: 400 }, (_, index) => `window.part${index}=function(a){return a*${index}+"${index.toString(36)}"};`).join('\n');
const WALLETS = Array.from({ length: 200 }, (_, index) => `window.wallet${index}=${index};`).join('\n');
/** A page of some size, so the frame answer is over the compression threshold. */
const FRAME_PAGE = FRAME_HTML.replace('<body>', `<body><p hidden>${'Card details. '.repeat(200)}</p>`);

/** The build's copies, at brotli's and gzip's highest levels, as a build writes them (not what compressing on the fly gives). */
const brotli = (content: string) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = (content: string) => gzipSync(content, { level: 9 });
const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they travelled, not decoded. */
  body: Buffer;
}

/** A real HTTP request, without the decoding `fetch` does, so the test sees the bytes on the wire. */
function get(server: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === undefined) return answer.body.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
}

async function listening(t: TestSandbox): Promise<void> {
  await t.provider.listen({ host: '127.0.0.1', port: 0 });
  await t.vault.listen({ host: '127.0.0.1', port: 0 });
}

const SCRIPT_URL = `/sdk/${CLIENT_VERSION}/payment-client.js`;

describe('the SDK scripts, with the build’s compressed copies beside them', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    const distDir = await makeFakeDist();
    await writeFile(join(distDir, 'embed', 'payment-client.js'), BUNDLE);
    await writeFile(join(distDir, 'embed', 'payment-client.js.br'), brotli(BUNDLE));
    await writeFile(join(distDir, 'embed', 'payment-client.js.gz'), gzip(BUNDLE));
    t = await startTestSandbox({ distDir });
    await listening(t);
  });
  afterAll(() => t?.close());

  it('sends the brotli copy to a client that accepts brotli, with its exact length', async () => {
    const answer = await get(t.provider, SCRIPT_URL, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(brotli(BUNDLE))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(decoded(answer)).toBe(BUNDLE);
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toBe(`W/"${sri(BUNDLE)}"`);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    // What the page pins is the script as built, whatever travelled.
    expect(sri(decoded(answer))).toBe(sri(BUNDLE));
  });

  it('sends the gzip copy to a client without brotli, and the script as built to one that accepts neither', async () => {
    const gzipped = await get(t.provider, SCRIPT_URL, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(gzip(BUNDLE))).toBe(true);
    expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length));

    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of refusals) {
      const plain = await get(t.provider, SCRIPT_URL, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(BUNDLE);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(BUNDLE)));
      // A cache must not hand these bytes to a client that asked for brotli.
      expect(plain.headers.vary).toBe('accept-encoding');
    }
  });

  it('weighs the client’s preferences', async () => {
    expect((await get(t.provider, SCRIPT_URL, { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(t.provider, SCRIPT_URL, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    expect((await get(t.provider, SCRIPT_URL, { 'accept-encoding': 'br;q=0, *' })).headers['content-encoding']).toBe('gzip');
  });

  it('compresses on the fly a script the build left without copies', async () => {
    await writeFile(join(t.distDir, 'embed', 'payment-client.wallets.js'), WALLETS);
    const answer = await get(t.provider, `/sdk/${CLIENT_VERSION}/payment-client.wallets.js`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(WALLETS);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(WALLETS));
  });

  it('leaves a copy older than its script unsent: it is an earlier build’s, and would fail the page’s hash', async () => {
    const path = join(t.distDir, 'embed', 'payment-client.wallets.js');
    await writeFile(`${path}.br`, brotli('window.earlierBuild=true;'));
    const past = new Date(Date.now() - 60_000);
    await utimes(`${path}.br`, past, past);
    const answer = await get(t.provider, `/sdk/${CLIENT_VERSION}/payment-client.wallets.js`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(WALLETS);
  });

  it('revalidates the unversioned URL with its hash: 304 without a body while the script is unchanged', async () => {
    const first = await get(t.provider, '/sdk/payment-client.js', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const tag = String(first.headers.etag);
    expect(tag).toBe(`W/"${sri(BUNDLE)}"`);

    const again = await get(t.provider, '/sdk/payment-client.js', { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tag);

    const stale = await get(t.provider, '/sdk/payment-client.js', { 'accept-encoding': 'br', 'if-none-match': `W/"${sri('window.old=1')}"` });
    expect(stale.status).toBe(200);
    expect(decoded(stale)).toBe(BUNDLE);
  });
});

describe('dynamic answers', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    const distDir = await makeFakeDist();
    await writeFile(join(distDir, 'frame', 'card-form.html'), FRAME_PAGE);
    t = await startTestSandbox({ distDir });
    await listening(t);
  });
  afterAll(() => t?.close());

  it('compresses the card frame page and keeps its headers: the same CSP, frame-ancestors and cache policy as uncompressed', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ['https://shop.example'] });
    const path = `/frame/card-form.html?vault=${session.vaultConfiguration.vaultId}`;
    const plain = await get(t.vault, path);
    const compressed = await get(t.vault, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
    expect(decoded(compressed)).toBe(plain.body.toString('utf8'));
    expect(decoded(compressed)).toContain(FRAME_PAGE.slice(FRAME_PAGE.indexOf('<body>')));
    for (const header of ['content-security-policy', 'cache-control', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'content-type']) {
      expect(compressed.headers[header]).toBe(plain.headers[header]);
    }
    expect(compressed.headers['content-security-policy']).toContain('frame-ancestors https://shop.example;');
    expect(compressed.headers.vary).toBe('accept-encoding');
  });

  it('compresses the demo page and JSON above 1 kB, and leaves smaller answers as they are', async () => {
    const demo = await get(t.provider, '/demo/', { 'accept-encoding': 'br' });
    expect(demo.headers['content-encoding']).toBe('br');
    expect(decoded(demo)).toContain('<div id="checkout"></div>');

    const openApi = await get(t.provider, '/openapi.json', { 'accept-encoding': 'gzip' });
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(openApi))).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });

    const notFound = await get(t.provider, '/v1/nothing-here', { 'accept-encoding': 'br' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(notFound.body.toString('utf8'))).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe('SANDBOX_COMPRESSION=off', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    const distDir = await makeFakeDist();
    await writeFile(join(distDir, 'embed', 'payment-client.js'), BUNDLE);
    await writeFile(join(distDir, 'embed', 'payment-client.js.br'), brotli(BUNDLE));
    vi.stubEnv('SANDBOX_COMPRESSION', 'off');
    try {
      t = await startTestSandbox({ distDir });
    } finally {
      vi.unstubAllEnvs();
    }
    await listening(t);
  });
  afterAll(() => t?.close());

  it('sends every answer as it is, even where a compressed copy is there', async () => {
    const script = await get(t.provider, SCRIPT_URL, { 'accept-encoding': 'br, gzip' });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body.toString('utf8')).toBe(BUNDLE);
    const demo = await get(t.provider, '/demo/', { 'accept-encoding': 'br, gzip' });
    expect(demo.headers['content-encoding']).toBeUndefined();
    expect(demo.body.toString('utf8')).toContain('<div id="checkout"></div>');
  });

  it('is refused in production, naming the variable', async () => {
    vi.stubEnv('SANDBOX_COMPRESSION', 'off');
    const db = await openTestDatabase();
    try {
      const start = createSandbox({ db, environment: 'production', keys: generateKeyMaterial(), cvcSweepIntervalMs: 0, webhookIntervalMs: 0 });
      await expect(start).rejects.toThrow(/SANDBOX_COMPRESSION=off is a test setting/);
    } finally {
      vi.unstubAllEnvs();
      await db.close();
    }
  });
});
