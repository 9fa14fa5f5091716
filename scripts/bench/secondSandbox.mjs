// A second sandbox of the checkout beside the one `npm start` runs, for a measurement that compares
// two ways of serving the same build in one run.
import { spawn } from 'node:child_process';

const TSX = ['node_modules/.bin/tsx', '--conditions=payment-client-source'];

/**
 * A sandbox of the checkout (TEST, in-memory database) on its own ports, serving the current
 * dist/; `env` adds settings (SANDBOX_COMPRESSION=off, say).
 */
export function startSandbox({ providerPort, vaultPort, env: settings = {} }) {
  const env = { ...process.env, SANDBOX_ENV: 'test', DATABASE_URL: 'memory://', PROVIDER_PORT: String(providerPort), VAULT_PORT: String(vaultPort), ...settings };
  // Its origins follow its own ports, whatever the main servers were given.
  delete env.PROVIDER_ORIGIN;
  delete env.VAULT_ORIGIN;
  delete env.SANDBOX_EMBED_DIR;
  const [command, ...args] = TSX;
  return spawn(command, [...args, 'sandbox/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}
