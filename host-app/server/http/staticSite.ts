import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './apiError';

/** A browser navigating to a client route: a GET for HTML at a path without a file extension. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  const path = request.url.split('?')[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return accept.includes('text/html') && !lastSegment.includes('.');
}

/**
 * Serves the built site from `distDir`; any other page navigation gets the app shell so client
 * routes work on reload, and everything else unknown is a JSON 404.
 */
export function registerStaticSite(app: FastifyInstance, distDir: string): void {
  const sendShell = async (reply: FastifyReply): Promise<FastifyReply> => {
    let shell: Buffer;
    try {
      shell = await readFile(join(distDir, 'index.html'));
    } catch {
      // Not built yet: the same JSON answer as any unknown path.
      throw notFound('notFound.route');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shell);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageNavigation(request)) return sendShell(reply);
    throw notFound('notFound.route');
  });
  app.get('/', async (_request, reply) => sendShell(reply));

  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    suppressWarning: true,
  });
}
