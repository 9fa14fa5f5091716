import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context';
import { registerPublicReads } from '../publicReads/registerPublicReads';
import { registerCompression } from './compression';

/**
 * How answers travel: compressed when they are worth it, and the public reads with their ETags
 * and cache headers, kept encoded in memory. Before any route, so every route is covered.
 */
export function registerAnswerDelivery(app: FastifyInstance, context: ProductContext): void {
  registerCompression(app);
  registerPublicReads(app, context);
}
