import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { SearchSuggestions } from '../../contract/content/searchTypes';
import { nextEventChange } from '../content/eventQueries';
import { searchCatalogue, searchSuggestions } from '../content/searchQueries';
import type { ProductContext } from '../context';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { catalogueSearchQuerySchema } from './search.schema';

/**
 * Search over the whole catalogue, and suggestions while typing. Public reads: one answer per
 * text and language, kept until the catalogue changes (or an event found starts or ends).
 */
export function registerSearchRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.search, app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    const { q } = parseInput(catalogueSearchQuerySchema, request.query, 'query');
    const now = context.clock();
    return { data: await searchCatalogue(context.db, q, language, now), changesAt: await nextEventChange(context.db, now) };
  }));

  app.get(API_PATHS.searchSuggestions, app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    const { q } = parseInput(catalogueSearchQuerySchema, request.query, 'query');
    return { data: { suggestions: await searchSuggestions(context.db, q, language) } satisfies SearchSuggestions };
  }));
}
