import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { providerPort } from '../config';
import type { SandboxContext } from '../context';
import { SANDBOX_DIR } from '../paths';
import { ApiError } from '../shared/errors';
import { SDK_VERSIONED_PATH, sdkBundlePath } from '../provider/routes/sdk';
import { createCheckoutSession } from './createCheckoutSession';
import { merchantContentSecurityPolicy } from './merchantCsp';
import { sdkIntegrity } from './sdkIntegrity';

const DEMO_DIR = join(SANDBOX_DIR, 'demo');

function providerUrl(app: FastifyInstance, context: SandboxContext): string {
  if (context.providerInternalUrl) return context.providerInternalUrl;
  const address = app.server.address() as AddressInfo | string | null;
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return `http://127.0.0.1:${providerPort()}`;
}

export async function renderDemoPage(distDir: string): Promise<string> {
  const integrity = await sdkIntegrity(sdkBundlePath(distDir));
  if (!integrity) throw new ApiError(503, 'SDK_NOT_BUILT', 'The demo needs dist/embed/payment-client.js: run npm run build');
  const template = await readFile(join(DEMO_DIR, 'index.html'), 'utf8');
  return template.replace('{{SDK_URL}}', SDK_VERSIONED_PATH).replace('{{SDK_INTEGRITY}}', integrity);
}

/** A merchant's checkout page and its server endpoint, integrated the way the README tells merchants to. */
export function registerDemoRoutes(app: FastifyInstance, context: SandboxContext): void {
  const csp = merchantContentSecurityPolicy(context.providerOrigin, context.vaultOrigin);

  app.get('/demo', (_request, reply) => reply.redirect('/demo/'));

  app.get('/demo/', async (_request, reply) => {
    const html = await renderDemoPage(context.distDir);
    return reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.get('/demo/checkout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(await readFile(join(DEMO_DIR, 'checkout.js'))),
  );

  app.get('/demo/demo.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(await readFile(join(DEMO_DIR, 'demo.css'))),
  );

  app.post('/demo/api/checkout', async (request, reply) => {
    const origin = request.headers.origin;
    let result;
    try {
      result = await createCheckoutSession({
        providerUrl: providerUrl(app, context),
        secretKey: context.merchantSecretKey,
        pageOrigin: typeof origin === 'string' ? origin : undefined,
        providerOrigin: context.providerOrigin,
      });
    } catch {
      throw new ApiError(502, 'PROVIDER_UNREACHABLE', 'The payment provider could not be reached');
    }
    if (!result.ok) throw new ApiError(502, 'PROVIDER_ERROR', `The payment provider answered HTTP ${result.status}`);
    return reply.header('Cache-Control', 'no-store').send(result.initResponse);
  });
}
