import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { SANDBOX_DIR } from '../../paths';

/** Stand-ins for the wallet vendors' scripts, served where clientConfig.scriptUrl points in TEST. */
export const WALLET_SCRIPTS = ['apple-pay.js', 'google-pay.js', 'paypal.js'] as const;
export type WalletScript = (typeof WALLET_SCRIPTS)[number];

const WALLETS_DIR = join(SANDBOX_DIR, 'wallets');
/** The shared payment sheet, sent in front of each stand-in so each stays one script tag. */
const SHEET_SCRIPT = 'testSheet.js';

export async function walletScriptSource(script: WalletScript): Promise<string> {
  const [sheet, wallet] = await Promise.all([readFile(join(WALLETS_DIR, SHEET_SCRIPT), 'utf8'), readFile(join(WALLETS_DIR, script), 'utf8')]);
  return `${sheet}\n${wallet}`;
}

/** Served with CORS headers like the SDK bundle, since merchant pages load them from another origin. */
export function registerWalletRoutes(app: FastifyInstance, _context: SandboxContext): void {
  for (const script of WALLET_SCRIPTS) {
    app.get(`/wallets/${script}`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(await walletScriptSource(script)),
    );
  }
}
