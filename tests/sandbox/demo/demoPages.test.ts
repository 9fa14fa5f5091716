import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSET_NAMES, DEMO_MODULE_FOLDER, DEMO_PAGES, registerDemoRoutes } from '../../../sandbox/demo/routes';
import { SANDBOX_DIR } from '../../../sandbox/paths';
import { createServer } from '../../../sandbox/http/createServer';
import type { SandboxContext } from '../../../sandbox/context';
import { PROVIDER_ORIGIN, SDK_SOURCE, VAULT_ORIGIN, startTestSandbox, type TestSandbox } from '../helpers';

const TEMPLATE = (title: string) =>
  `<!doctype html><title>${title}</title><script src="{{SDK_URL}}" integrity="{{SDK_INTEGRITY}}" crossorigin="anonymous"></script>{{SDK_ADD_ONS}}` +
  `<link rel="preload" href="{{SDK_URL}}" as="script" integrity="{{SDK_INTEGRITY}}">`;
const SDK_INTEGRITY = `sha384-${createHash('sha384').update(SDK_SOURCE).digest('base64')}`;
const MERCHANT_CSP =
  `default-src 'self'; script-src 'self' ${PROVIDER_ORIGIN}; frame-src ${VAULT_ORIGIN} ${PROVIDER_ORIGIN}; connect-src 'self' ${PROVIDER_ORIGIN} ${VAULT_ORIGIN}; ` + `style-src 'self'; img-src 'self' data: ${VAULT_ORIGIN}; frame-ancestors 'self'`;

let t: TestSandbox;
let directory: string;
let app: FastifyInstance;

/** The demo routes over a folder of the test's own, so pages can come and go. */
async function demoApp(context: SandboxContext): Promise<FastifyInstance> {
  const server = await createServer('demo-test');
  registerDemoRoutes(server, context, { directory });
  await server.ready();
  return server;
}

beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(async () => {
  await t.close();
});

describe('demo pages', () => {
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'demo-pages-'));
    await writeFile(join(directory, 'index.html'), TEMPLATE('Checkout'));
    app = await demoApp(t.sandbox.context);
  });
  afterAll(async () => {
    await app.close();
    await rm(directory, { recursive: true, force: true });
  });
  afterEach(async () => {
    await rm(join(directory, 'dropin.html'), { force: true });
  });

  it('lists the checkout and drop-in pages', () => {
    expect(DEMO_PAGES).toEqual([
      { path: '/demo/', template: 'index.html' },
      { path: '/demo/dropin/', template: 'dropin.html' },
    ]);
  });

  it('renders /demo/ from index.html with every placeholder filled and the merchant CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/demo/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(MERCHANT_CSP);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Checkout</title>');
    expect(response.body).not.toContain('{{');
    expect(response.body.split('/sdk/5.29.3/payment-client.js')).toHaveLength(3);
    expect(response.body.split(`integrity="${SDK_INTEGRITY}"`)).toHaveLength(3);
  });

  it('places the UI blocks’ add-on script after the SDK’s, with its own hash, on a page showing a block alone, and on no other', async () => {
    const blocksSource = 'window.PaymentClientAddOns=[];\n';
    const blocksPath = join(t.sandbox.context.distDir, 'embed', 'payment-client.blocks.js');
    await writeFile(blocksPath, blocksSource);
    try {
      const integrity = `sha384-${createHash('sha384').update(blocksSource).digest('base64')}`;
      const block = await app.inject({ method: 'GET', url: '/demo/?integration=googlePayButton' });
      expect(block.statusCode).toBe(200);
      expect(block.body).toContain(
        `payment-client.js" integrity="${SDK_INTEGRITY}" crossorigin="anonymous"></script><script src="/sdk/5.29.3/payment-client.blocks.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
      );
      for (const url of ['/demo/', '/demo/?integration=dropin', '/demo/?integration=toString']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.body).not.toContain('payment-client.blocks.js');
        expect(page.body).not.toContain('{{');
      }
    } finally {
      await rm(blocksPath);
    }
    // Not built: the block's page says so rather than serving a page whose blocks never appear.
    const unbuilt = await app.inject({ method: 'GET', url: '/demo/?integration=cardList' });
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.json()).toMatchObject({ errorCode: 'SDK_NOT_BUILT' });
  });

  it('fills the head’s hints: a preconnect to the vault, and on an Arabic page a preload of the Arabic texts with their hash', async () => {
    await writeFile(join(directory, 'dropin.html'), '<head><link rel="preconnect" href="{{VAULT_ORIGIN}}" crossorigin />{{SDK_PRELOADS}}</head>');
    const arabicSource = 'window.PaymentClientExtensions={ar:{}};\n';
    const arabicPath = join(t.sandbox.context.distDir, 'embed', 'payment-client.ar.js');
    await writeFile(arabicPath, arabicSource);
    try {
      const integrity = `sha384-${createHash('sha384').update(arabicSource).digest('base64')}`;
      const english = await app.inject({ method: 'GET', url: '/demo/dropin/' });
      expect(english.body).toBe(`<head><link rel="preconnect" href="${VAULT_ORIGIN}" crossorigin /></head>`);
      const arabic = await app.inject({ method: 'GET', url: '/demo/dropin/?locale=ar' });
      expect(arabic.body).toBe(
        `<head><link rel="preconnect" href="${VAULT_ORIGIN}" crossorigin />` +
          `<link rel="preload" href="/sdk/5.29.3/payment-client.ar.js" as="script" integrity="${integrity}" crossorigin="anonymous" /></head>`,
      );
    } finally {
      await rm(arabicPath);
    }
    const unbuilt = await app.inject({ method: 'GET', url: '/demo/dropin/?locale=ar' });
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.json()).toMatchObject({ errorCode: 'SDK_NOT_BUILT', message: expect.stringContaining('payment-client.ar.js') });
  });

  it('answers 404 JSON for /demo/dropin/ while dropin.html does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/demo/dropin/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('renders /demo/dropin/ from dropin.html, through the same template, once the file exists', async () => {
    await writeFile(join(directory, 'dropin.html'), TEMPLATE('Drop-in'));
    const response = await app.inject({ method: 'GET', url: '/demo/dropin/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(MERCHANT_CSP);
    expect(response.body).toContain('<title>Drop-in</title>');
    expect(response.body).toContain(`<script src="/sdk/5.29.3/payment-client.js" integrity="${SDK_INTEGRITY}" crossorigin="anonymous"></script>`);
    expect(response.body).not.toContain('{{');
  });

  it.each([
    ['/demo', '/demo/'],
    ['/demo/dropin', '/demo/dropin/'],
  ])('redirects %s to %s', async (from, to) => {
    const response = await app.inject({ method: 'GET', url: from });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
  });

  it('answers 503 when the SDK is not built, and 404 first when the page itself is missing', async () => {
    const unbuilt = await demoApp({ ...t.sandbox.context, distDir: join(directory, 'no-dist') });
    try {
      const page = await unbuilt.inject({ method: 'GET', url: '/demo/' });
      expect(page.statusCode).toBe(503);
      expect(page.json()).toMatchObject({ errorCode: 'SDK_NOT_BUILT' });
      expect((await unbuilt.inject({ method: 'GET', url: '/demo/dropin/' })).statusCode).toBe(404);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('demo scripts and stylesheets', () => {
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'demo-assets-'));
    await writeFile(join(directory, 'checkout.js'), 'console.log("checkout");\n');
    await writeFile(join(directory, 'demo.css'), 'body { margin: 0; }\n');
    await writeFile(join(directory, 'dropin.css'), '.dropin { color: red; }\n');
    // Present in the folder but not on the allow-list: never served.
    await writeFile(join(directory, 'secrets.js'), 'const key = "sk_test";\n');
    await writeFile(join(directory, 'checkout.ts'), 'export {};\n');
    await writeFile(join(directory, 'index.html'), TEMPLATE('Checkout'));
    await mkdir(join(directory, 'checkout'));
    await writeFile(join(directory, 'checkout', 'eventLog.js'), 'export const note = () => {};\n');
    await writeFile(join(directory, 'checkout', 'notes.txt'), 'not a module\n');
    app = await demoApp(t.sandbox.context);
  });
  afterAll(async () => {
    await app.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('allows checkout, demo and drop-in names', () => {
    expect([...DEMO_ASSET_NAMES].sort()).toEqual(['checkout', 'demo', 'dropin']);
  });

  it.each([
    ['/demo/checkout.js', 'text/javascript; charset=utf-8', 'console.log("checkout");\n'],
    ['/demo/demo.css', 'text/css; charset=utf-8', 'body { margin: 0; }\n'],
    ['/demo/dropin.css', 'text/css; charset=utf-8', '.dropin { color: red; }\n'],
    ['/demo/checkout/eventLog.js', 'text/javascript; charset=utf-8', 'export const note = () => {};\n'],
  ])('serves %s', async (url, type, body) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(body);
  });

  it.each([
    ['an allowed name whose file does not exist', '/demo/dropin.js'],
    ['an allowed name with another extension', '/demo/checkout.ts'],
    ['a name off the allow-list, though the file exists', '/demo/secrets.js'],
    ['a page template', '/demo/index.html'],
    ['an encoded path outside the folder', '/demo/..%2Fconfig.ts'],
    ['an upper-case extension', '/demo/checkout.JS'],
    ['a module that does not exist', '/demo/checkout/missing.js'],
    ['a file of the module folder that is not JavaScript', '/demo/checkout/notes.txt'],
    ['an encoded path out of the module folder', '/demo/checkout/..%2Fsecrets.js'],
    ['a module of another folder', '/demo/dropin/eventLog.js'],
  ])('answers 404 JSON for %s', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe('the real demo folder', () => {
  it.each([['/demo/checkout.js'], ['/demo/demo.css']])('serves %s from the sandbox', async (url) => {
    const response = await t.provider.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('serves every module the checkout script imports, each as JavaScript', async () => {
    const modules = (await readdir(join(SANDBOX_DIR, 'demo', DEMO_MODULE_FOLDER))).filter((name) => name.endsWith('.js'));
    expect(modules.length).toBeGreaterThan(0);
    for (const name of modules) {
      const response = await t.provider.inject({ method: 'GET', url: `/demo/${DEMO_MODULE_FOLDER}/${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.body.length).toBeGreaterThan(0);
    }
  });

  it('imports each module by a path the demo serves', async () => {
    const entry = await t.provider.inject({ method: 'GET', url: '/demo/checkout.js' });
    const imports = [...entry.body.matchAll(/from '\.\/(checkout\/[A-Za-z0-9-]+\.js)'/g)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const path of imports) expect((await t.provider.inject({ method: 'GET', url: `/demo/${path}` })).statusCode, path).toBe(200);
  });
});
