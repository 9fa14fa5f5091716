// `npm start`: build, then run the sandbox (provider + vault) and the host app, and print the URLs.
import { spawnSync } from 'node:child_process';
import { runTogether } from './runTogether.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['esbuild.config.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The servers run from source: `payment-client/*` imports resolve to the kit's sources (package.json `exports`), not to a build.
const TSX = ['node_modules/.bin/tsx', '--conditions=payment-client-source'];

const services = [
  // Unset SANDBOX_ENV means production, which needs its keys: a local run is TEST (keys generated in .data/keys).
  ['sandbox', [...TSX, 'sandbox/main.ts'], { SANDBOX_ENV: process.env.SANDBOX_ENV || 'test' }],
  // Unset PRODUCT_ENV means production, which needs real secrets: a local run is TEST on the sandbox.
  ['host app', [...TSX, 'host-app/server/main.ts'], { PRODUCT_ENV: process.env.PRODUCT_ENV || 'test' }],
];

runTogether(services.map(([name, [command, ...args], env]) => ({ name, command, args, env })));

// The same defaults as server-kit/providerEndpoints.ts, so the banner names the ports the servers take.
const providerOrigin = process.env.PROVIDER_ORIGIN || `http://localhost:${process.env.PROVIDER_PORT || 4000}`;
const vaultOrigin = process.env.VAULT_ORIGIN || `http://127.0.0.1:${process.env.VAULT_PORT || 4100}`;
console.log(`
  Merchant demo   ${providerOrigin}/demo/
  Provider API    ${providerOrigin}
  Vault           ${vaultOrigin}
  Sign-in stand-ins ${providerOrigin}/idp/apple, ${providerOrigin}/idp/snapchat
  Host app        http://localhost:${process.env.HOST_APP_PORT ?? 3000}
`);
