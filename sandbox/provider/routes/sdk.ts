import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CLIENT_VERSION } from '../../../headless/core/api/constants';
import type { SandboxContext } from '../../context';
import { sdkIntegrity } from '../../demo/sdkIntegrity';
import { ApiError } from '../../shared/errors';

export const SDK_VERSIONED_PATH = `/sdk/${CLIENT_VERSION}/payment-client.js`;
/** The UI blocks' add-on script, placed after the SDK's on a page that mounts blocks alone. */
export const SDK_BLOCKS_PATH = `/sdk/${CLIENT_VERSION}/payment-client.blocks.js`;
/** Every script of the version with its Subresource Integrity value, for the `integrity` attribute. */
export const SDK_INTEGRITY_PATH = `/sdk/${CLIENT_VERSION}/integrity.json`;

/**
 * The script-tag bundle, what it loads on demand (Arabic texts, the drop-in's wallets and form
 * methods, the stored-instrument and payout calls, the billing address countries, the 3-D
 * Secure challenge) and the add-ons: the UI blocks mounted alone and the collect containers.
 */
const SCRIPTS = [
  'payment-client.js',
  'payment-client.ar.js',
  'payment-client.wallets.js',
  'payment-client.forms.js',
  'payment-client.instruments.js',
  'payment-client.address.js',
  'payment-client.challenge.js',
  'payment-client.blocks.js',
  'payment-client-vault.js',
] as const;
type Script = (typeof SCRIPTS)[number];

/** The folders the script-tag files are read from: the build's `embed`, or the test run's own. */
export type SdkFiles = Pick<SandboxContext, 'distDir' | 'embedDir'>;

export function sdkBundlePath(files: SdkFiles, script: Script = 'payment-client.js'): string {
  return join(files.embedDir ?? join(files.distDir, 'embed'), script);
}

async function sendBundle(reply: FastifyReply, files: SdkFiles, script: Script, cacheControl: string): Promise<FastifyReply> {
  let bundle: Buffer;
  try {
    bundle = await readFile(sdkBundlePath(files, script));
  } catch {
    throw new ApiError(404, 'SDK_NOT_BUILT', `dist/embed/${script} is not built: run npm run build`);
  }
  return reply.type('text/javascript; charset=utf-8').header('Cache-Control', cacheControl).send(bundle);
}

/** Served with CORS so merchants can load it with crossorigin="anonymous" and an integrity hash. */
export function registerSdkRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/sdk/')) reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  for (const script of SCRIPTS) {
    app.get(`/sdk/${script}`, (_request, reply) => sendBundle(reply, context, script, 'no-cache'));
    // A versioned URL never changes content, so browsers may keep it for a year.
    app.get(`/sdk/${CLIENT_VERSION}/${script}`, (_request, reply) => sendBundle(reply, context, script, 'public, max-age=31536000, immutable'));
  }
  // Hashes of the files as served, so a merchant pins the very bytes this version is.
  app.get(SDK_INTEGRITY_PATH, async (_request, reply) => {
    const hashes: Partial<Record<Script, string>> = {};
    for (const script of SCRIPTS) {
      const integrity = await sdkIntegrity(sdkBundlePath(context, script));
      if (integrity) hashes[script] = integrity;
    }
    if (!hashes['payment-client.js']) throw new ApiError(404, 'SDK_NOT_BUILT', 'dist/embed/payment-client.js is not built: run npm run build');
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(hashes);
  });
}
