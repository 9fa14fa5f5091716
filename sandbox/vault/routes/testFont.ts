import type { FastifyInstance } from 'fastify';
import { buildTestFont } from '../testFont';
import { ASSET_CACHE_CONTROL } from './iconRoutes';

export const TEST_FONT_PATH = '/assets/fonts/sandbox-blocks.ttf';

/** The test font for merchant `fonts` options in TEST; frames on other sites load it too. */
export function registerTestFontRoute(app: FastifyInstance): void {
  const font = buildTestFont();
  app.get(TEST_FONT_PATH, async (_request, reply) =>
    reply
      .type('font/ttf')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', ASSET_CACHE_CONTROL)
      .send(font),
  );
}
