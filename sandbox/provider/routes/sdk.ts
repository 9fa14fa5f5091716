import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_VERSION } from '../../../headless/core/api/constants';
import type { SandboxContext } from '../../context';
import { sdkIntegrity } from '../../demo/sdkIntegrity';
import { CONTENT_ENCODINGS, ENCODED_SUFFIX, negotiateEncoding, type ContentEncoding } from '../../http/contentEncoding';
import { isNotModified, weakEntityTag } from '../../http/entityTag';
import { ApiError } from '../../http/errors';

/** Every script of the version with its Subresource Integrity value, for the `integrity` attribute. */
export const SDK_INTEGRITY_PATH = `/sdk/${CLIENT_VERSION}/integrity.json`;

/**
 * The script-tag bundle, what it loads on demand (Arabic texts, the drop-in's wallets and form
 * methods, the stored-instrument and payout calls, the billing address countries, the 3-D
 * Secure challenge, the telemetry sender) and the add-ons: the UI blocks mounted alone and the collect containers.
 */
const SCRIPTS = [
  'payment-client.js',
  'payment-client.ar.js',
  'payment-client.wallets.js',
  'payment-client.forms.js',
  'payment-client.instruments.js',
  'payment-client.address.js',
  'payment-client.challenge.js',
  'payment-client.telemetry.js',
  'payment-client.blocks.js',
  'payment-client-vault.js',
] as const;
export type SdkScript = (typeof SCRIPTS)[number];

/** The folders the script-tag files are read from: the build's `embed`, or the test run's own. */
export type SdkFiles = Pick<SandboxContext, 'distDir' | 'embedDir'>;

export function sdkBundlePath(files: SdkFiles, script: SdkScript = 'payment-client.js'): string {
  return join(files.embedDir ?? join(files.distDir, 'embed'), script);
}

/** When a file was last written, or null when it is not there. */
async function modifiedAt(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * The encodings the build wrote a copy of the script in (`.br`, `.gz` beside it). A copy older than
 * the script is left from an earlier build and would not match its hash, so it is not offered.
 */
async function precompressed(path: string, scriptWrittenAt: number): Promise<ContentEncoding[]> {
  const writtenAt = await Promise.all(CONTENT_ENCODINGS.map((encoding) => modifiedAt(`${path}${ENCODED_SUFFIX[encoding]}`)));
  return CONTENT_ENCODINGS.filter((_, index) => (writtenAt[index] ?? -Infinity) >= scriptWrittenAt);
}

/**
 * One script, in the build's brotli or gzip copy when the client accepts one; otherwise as built,
 * which the compression of every answer then encodes on the fly (a build without copies still goes
 * out compressed). Tagged with its hash, so a no-cache URL is revalidated with a 304.
 */
async function sendBundle(request: FastifyRequest, reply: FastifyReply, context: SandboxContext, script: SdkScript, cacheControl: string): Promise<FastifyReply> {
  const path = sdkBundlePath(context, script);
  const [writtenAt, integrity] = await Promise.all([modifiedAt(path), sdkIntegrity(path)]);
  if (writtenAt === null || integrity === null) throw new ApiError(404, 'SDK_NOT_BUILT', `dist/embed/${script} is not built: run npm run build`);
  const tag = weakEntityTag(integrity);
  reply.type('text/javascript; charset=utf-8').header('Cache-Control', cacheControl).header('ETag', tag).header('Vary', 'accept-encoding');
  if (isNotModified(request, tag)) return reply.status(304).send();
  const encoding = context.compression ? negotiateEncoding(request.headers['accept-encoding'], await precompressed(path, writtenAt)) : null;
  if (encoding === null) return reply.send(await readFile(path));
  return reply.header('Content-Encoding', encoding).send(await readFile(`${path}${ENCODED_SUFFIX[encoding]}`));
}

/** Served with CORS so merchants can load it with crossorigin="anonymous" and an integrity hash. */
export function registerSdkRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/sdk/')) reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  for (const script of SCRIPTS) {
    // The unversioned URL follows every release: browsers ask each time, and a 304 answers while it is unchanged.
    app.get(`/sdk/${script}`, (request, reply) => sendBundle(request, reply, context, script, 'no-cache'));
    // A version's bytes never change (pages pin them by their hash, which a change would break), so
    // browsers and CDNs keep them for a year without asking again.
    app.get(`/sdk/${CLIENT_VERSION}/${script}`, (request, reply) => sendBundle(request, reply, context, script, 'public, max-age=31536000, immutable'));
  }
  // Hashes of the files as served, so a merchant pins the very bytes this version is.
  app.get(SDK_INTEGRITY_PATH, async (_request, reply) => {
    const hashes: Partial<Record<SdkScript, string>> = {};
    for (const script of SCRIPTS) {
      const integrity = await sdkIntegrity(sdkBundlePath(context, script));
      if (integrity) hashes[script] = integrity;
    }
    if (!hashes['payment-client.js']) throw new ApiError(404, 'SDK_NOT_BUILT', 'dist/embed/payment-client.js is not built: run npm run build');
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(hashes);
  });
}
