import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { providerPort } from '../config';
import type { SandboxContext } from '../context';
import { SANDBOX_DIR } from '../paths';
import { ApiError, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { PAYMENT_BLOCK_NAMES } from '../../headless/core/blocks/paymentBlocks';
import { CLIENT_VERSION } from '../../headless/core/api/constants';
import { sdkBundlePath, type SdkFiles, type SdkScript } from '../provider/routes/sdk';
import { checkoutSessionOptionsSchema, createCheckoutSession } from './createCheckoutSession';
import { createPayoutSession, payoutSessionOptionsSchema } from './createPayoutSession';
import { MERCHANT_PAGE_HEADERS, merchantContentSecurityPolicy } from './merchantCsp';
import { paymentStatusParamsSchema, readPaymentStatus } from './paymentStatus';
import { sdkIntegrity } from './sdkIntegrity';
import { createShopperSessions, type ShopperSessions } from './shopperSession';
import { registerShopperSignInRoutes } from './shopperSignIn';
import { OrderBook } from './orders';
import { createResumableCheckouts, resumeCheckoutBodySchema } from './resumableCheckouts';
import { DemoWebhookEndpoint, registerDemoWebhookRoutes } from './webhookReceiver';

const DEMO_DIR = join(SANDBOX_DIR, 'demo');

/** The demo's pages: each path renders its template from the demo folder, or answers 404 while the file is absent. */
export const DEMO_PAGES = [
  { path: '/demo/', template: 'index.html' },
  { path: '/demo/dropin/', template: 'dropin.html' },
] as const;

/** Names the pages may load as `/demo/<name>.js` and `/demo/<name>.css`; nothing else in the folder is served. */
export const DEMO_ASSET_NAMES = ['checkout', 'demo', 'dropin'] as const;

/**
 * The folder of the checkout script's modules, served as `/demo/checkout/<name>.js`: only
 * JavaScript files directly in it, nothing else.
 */
export const DEMO_MODULE_FOLDER = 'checkout';

const ASSET_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;
const ASSET_FILE = /^([a-z0-9-]+)\.(js|css)$/;
const MODULE_FILE = /^[A-Za-z0-9-]+\.js$/;

export interface DemoRouteOptions {
  /** Where the page templates and their scripts and styles live (tests use their own folder). */
  directory?: string;
  /** The shop's sign-in cookies; by default signed with a random key of this process. */
  shopperSessions?: ShopperSessions;
  /** The shop's orders, confirmed by its reads and by webhooks. */
  orders?: OrderBook;
  webhookEndpoint?: DemoWebhookEndpoint;
}

function providerUrl(app: FastifyInstance, context: SandboxContext): string {
  if (context.providerInternalUrl) return context.providerInternalUrl;
  const address = app.server.address() as AddressInfo | string | null;
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return `http://127.0.0.1:${providerPort()}`;
}

/** A file of the demo folder, or null when it does not exist (so the route can answer 404). */
async function readDemoFile(directory: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(join(directory, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A page showing a UI block alone (`?integration=cardList`) places the blocks' add-on script after the SDK's, as a merchant would. */
const showsBlock = (query: unknown): boolean => (PAYMENT_BLOCK_NAMES as readonly unknown[]).includes((query as { integration?: unknown }).integration);

/** An Arabic page (`?locale=ar`) preloads the Arabic texts beside the bundle, as the docs' page hints tell merchants. */
const showsArabic = (query: unknown): boolean => (query as { locale?: unknown }).locale === 'ar';

export interface DemoPageParts {
  /** The blocks' add-on script after the SDK's. */
  blocks?: boolean;
  /** A preload of the Arabic texts in the head. */
  arabic?: boolean;
  /** The vault's origin, which the page preconnects to. */
  vaultOrigin?: string;
}

/** A script of the SDK's version, with its hash; a 503 naming the file when it is not built. */
async function sdkScript(files: SdkFiles, script: SdkScript): Promise<{ url: string; integrity: string }> {
  const integrity = await sdkIntegrity(sdkBundlePath(files, script));
  if (!integrity) throw new ApiError(503, 'SDK_NOT_BUILT', `The demo needs dist/embed/${script}: run npm run build`);
  return { url: `/sdk/${CLIENT_VERSION}/${script}`, integrity };
}

/**
 * Fills a page template with the versioned SDK URL and its SRI hash, the add-on script tags the
 * page needs, and the hints of its head: a preconnect to the vault, and the Arabic texts' preload.
 */
export async function renderDemoPage(files: SdkFiles, template: string, { blocks = false, arabic = false, vaultOrigin = '' }: DemoPageParts = {}): Promise<string> {
  const sdk = await sdkScript(files, 'payment-client.js');
  let addOns = '';
  if (blocks) {
    const { url, integrity } = await sdkScript(files, 'payment-client.blocks.js');
    addOns = `<script src="${url}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  }
  let preloads = '';
  if (arabic) {
    const { url, integrity } = await sdkScript(files, 'payment-client.ar.js');
    preloads = `<link rel="preload" href="${url}" as="script" integrity="${integrity}" crossorigin="anonymous" />`;
  }
  return template
    .replaceAll('{{SDK_URL}}', sdk.url)
    .replaceAll('{{SDK_INTEGRITY}}', sdk.integrity)
    .replaceAll('{{SDK_ADD_ONS}}', addOns)
    .replaceAll('{{SDK_PRELOADS}}', preloads)
    .replaceAll('{{VAULT_ORIGIN}}', vaultOrigin);
}

/** A merchant's checkout pages and its server endpoint, integrated the way the README tells merchants to. */
export function registerDemoRoutes(app: FastifyInstance, context: SandboxContext, options: DemoRouteOptions = {}): void {
  const directory = options.directory ?? DEMO_DIR;
  const csp = merchantContentSecurityPolicy(context.providerOrigin, context.vaultOrigin);
  const shopperSessions = options.shopperSessions ?? createShopperSessions({ secure: new URL(context.providerOrigin).protocol === 'https:' });
  const resumable = createResumableCheckouts({ secure: new URL(context.providerOrigin).protocol === 'https:' });
  registerShopperSignInRoutes(app, context, shopperSessions);
  const orders = options.orders ?? new OrderBook();
  const webhookEndpoint = options.webhookEndpoint ?? new DemoWebhookEndpoint();
  registerDemoWebhookRoutes(app, context, webhookEndpoint, orders);

  for (const page of DEMO_PAGES) {
    // Relative links on a page resolve against its folder, so the address always ends in '/'.
    app.get(page.path.slice(0, -1), (_request, reply) => reply.redirect(page.path));
    app.get(page.path, async (request, reply) => {
      const template = await readDemoFile(directory, page.template);
      if (!template) throw notFound(`Demo page ${page.path}`);
      const html = await renderDemoPage(context, template.toString('utf8'), { blocks: showsBlock(request.query), arabic: showsArabic(request.query), vaultOrigin: context.vaultOrigin });
      return reply.header('Content-Security-Policy', csp).headers(MERCHANT_PAGE_HEADERS).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
  }

  app.get<{ Params: { file: string } }>('/demo/:file', async (request, reply) => {
    const match = ASSET_FILE.exec(request.params.file);
    const name = match?.[1];
    const extension = match?.[2] as keyof typeof ASSET_TYPES | undefined;
    if (!name || !extension || !(DEMO_ASSET_NAMES as readonly string[]).includes(name)) throw notFound(`Demo file ${request.params.file}`);
    const content = await readDemoFile(directory, `${name}.${extension}`);
    if (!content) throw notFound(`Demo file ${request.params.file}`);
    return reply.type(ASSET_TYPES[extension]).headers(MERCHANT_PAGE_HEADERS).header('Cache-Control', 'no-cache').send(content);
  });

  // The modules `<script type="module" src="/demo/checkout.js">` imports: same origin, so the CSP's 'self' covers them.
  app.get<{ Params: { file: string } }>(`/demo/${DEMO_MODULE_FOLDER}/:file`, async (request, reply) => {
    const { file } = request.params;
    const content = MODULE_FILE.test(file) ? await readDemoFile(join(directory, DEMO_MODULE_FOLDER), file) : null;
    if (!content) throw notFound(`Demo file ${DEMO_MODULE_FOLDER}/${file}`);
    return reply.type(ASSET_TYPES.js).headers(MERCHANT_PAGE_HEADERS).header('Cache-Control', 'no-cache').send(content);
  });

  app.post('/demo/api/checkout', async (request, reply) => {
    // No body means no options; a body must be exactly the allowed options, checked before the provider is called.
    const sessionOptions = parseInput(checkoutSessionOptionsSchema, request.body === undefined ? {} : request.body, 'body');
    // The holder is whoever is signed in to the shop; a guest checks out without one.
    const holderReference = shopperSessions.shopperOf(request, context.clock());
    const origin = request.headers.origin;
    // Webhooks confirm orders whose shopper closed the tab; a checkout goes ahead without them.
    await webhookEndpoint.ensureRegistered(providerUrl(app, context), context.merchantSecretKey).catch((error: unknown) => {
      console.error('demo: the webhook endpoint could not be registered', error);
    });
    let result;
    try {
      result = await createCheckoutSession({
        providerUrl: providerUrl(app, context),
        secretKey: context.merchantSecretKey,
        pageOrigin: typeof origin === 'string' ? origin : undefined,
        providerOrigin: context.providerOrigin,
        holderReference,
        options: sessionOptions,
      });
    } catch {
      throw new ApiError(502, 'PROVIDER_UNREACHABLE', 'The payment provider could not be reached');
    }
    if (!result.ok) throw new ApiError(502, 'PROVIDER_ERROR', `The payment provider answered HTTP ${result.status}`);
    orders.open(result.executionId, result.merchantReference);
    return reply.header('Cache-Control', 'no-store').header('Set-Cookie', resumable.keep(result.executionId, result.initResponse)).send(result.initResponse);
  });
  // Back from a full-page challenge: the same session again, for the browser that started it only.
  app.post('/demo/api/checkout/resume', async (request, reply) => {
    const { executionId } = parseInput(resumeCheckoutBodySchema, request.body, 'body');
    const initResponse = resumable.resume(request, executionId);
    if (initResponse === null) throw notFound(`Checkout ${executionId} of this browser`);
    return reply.header('Cache-Control', 'no-store').send(initResponse);
  });
  // A payout is the shop's decision: its server fixes amount, shopper and card, the page only carries it out.
  app.post('/demo/api/payout-session', async (request, reply) => {
    const holderReference = shopperSessions.shopperOf(request, context.clock());
    if (holderReference === null) throw new ApiError(401, 'SIGN_IN_REQUIRED', 'Sign in to the shop to pay out to one of your saved cards', ['Cookie']);
    const payoutOptions = parseInput(payoutSessionOptionsSchema, request.body, 'body');
    const origin = request.headers.origin;
    let result;
    try {
      result = await createPayoutSession({
        providerUrl: providerUrl(app, context),
        secretKey: context.merchantSecretKey,
        pageOrigin: typeof origin === 'string' ? origin : undefined,
        providerOrigin: context.providerOrigin,
        holderReference,
        options: payoutOptions,
      });
    } catch {
      throw new ApiError(502, 'PROVIDER_UNREACHABLE', 'The payment provider could not be reached');
    }
    if (!result.ok && result.errorCode === 'INVALID_INSTRUMENT') {
      throw new ApiError(422, 'INVALID_INSTRUMENT', 'paymentInstrumentId is not one of your enabled saved cards', ['paymentInstrumentId']);
    }
    if (!result.ok) throw new ApiError(502, 'PROVIDER_ERROR', `The payment provider answered HTTP ${result.status}`);
    return reply.header('Cache-Control', 'no-store').send(result.initResponse);
  });
  // The return page asks here how a payment ended, rather than trusting its own address.
  app.get('/demo/api/payments/:executionId', async (request, reply) => {
    const { executionId } = parseInput(paymentStatusParamsSchema, request.params, 'params');
    let result;
    try {
      result = await readPaymentStatus({ providerUrl: providerUrl(app, context), secretKey: context.merchantSecretKey, executionId });
    } catch {
      throw new ApiError(502, 'PROVIDER_UNREACHABLE', 'The payment provider could not be reached');
    }
    if (!result.ok && result.status === 404) throw notFound(`Payment ${executionId}`);
    if (!result.ok) throw new ApiError(502, 'PROVIDER_ERROR', `The payment provider answered HTTP ${result.status}`);
    orders.confirm(executionId, result.payment.merchantReference, result.payment.status, 'read');
    return reply.header('Cache-Control', 'no-store').send(result.status);
  });
}
