import type { FastifyInstance } from 'fastify';
import { findCollection } from '../content/collectionQueries';
import type { ProductContext } from '../context';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { collectionParamsSchema, collectionQuerySchema } from './collections.schema';

/** A campaign collection by slug: a public read, the same for every viewer in a language; 404 for a slug no collection has. */
export function registerCollectionRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get('/api/v1/collections/:slug', app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    const { slug } = parseInput(collectionParamsSchema, request.params, 'params');
    parseInput(collectionQuerySchema, request.query, 'query');
    const collection = await findCollection(context.db, slug, language);
    if (!collection) throw notFound('notFound.collection');
    return { data: collection };
  }));
}
