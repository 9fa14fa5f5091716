import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CARD_NETWORKS } from '../../../headless/core/card';
import { VAULT_ASSETS_DIR } from '../../paths';

/** Shown while the network is unknown (payment-client.md section 2). */
export const DEFAULT_CARD_ICON = 'default';
export const CARD_ICON_NAMES: readonly string[] = [...CARD_NETWORKS, DEFAULT_CARD_ICON];

/** The icons draw with attributes only: nothing inside them may load, run or style anything. */
export const CARD_ICON_CSP = "default-src 'none'";
export const ASSET_CACHE_CONTROL = 'public, max-age=86400';

export function cardIconPath(name: string): string {
  return `/assets/card-icons/${name}.svg`;
}

/**
 * One fixed route per icon, read once at start: any other name, encoded `..` included, never
 * reaches the file system and falls through to the JSON 404.
 */
export function registerCardIconRoutes(app: FastifyInstance): void {
  for (const name of CARD_ICON_NAMES) {
    const svg = readFileSync(join(VAULT_ASSETS_DIR, 'card-icons', `${name}.svg`));
    app.get(cardIconPath(name), async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Content-Security-Policy', CARD_ICON_CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cache-Control', ASSET_CACHE_CONTROL)
        .send(svg),
    );
  }
}
