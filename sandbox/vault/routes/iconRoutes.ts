import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { VAULT_ASSETS_DIR } from '../../paths';

/** The icons draw with attributes only: nothing inside them may load, run or style anything. */
const ICON_CSP = "default-src 'none'";
export const ASSET_CACHE_CONTROL = 'public, max-age=86400';

function iconPath(family: string, name: string): string {
  return `/assets/${family}/${name}.svg`;
}

/**
 * One fixed route per icon of a family (a folder of assets/), read once at start: any other
 * name, encoded `..` included, never reaches the file system and falls through to the JSON 404.
 */
export function registerIconRoutes(app: FastifyInstance, family: string, names: readonly string[]): void {
  for (const name of names) {
    const svg = readFileSync(join(VAULT_ASSETS_DIR, family, `${name}.svg`));
    app.get(iconPath(family, name), async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Content-Security-Policy', ICON_CSP)
        .header('X-Content-Type-Options', 'nosniff')
        // Pages on other origins show them: the card frame and the drop-in's option logos.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cache-Control', ASSET_CACHE_CONTROL)
        .send(svg),
    );
  }
}
