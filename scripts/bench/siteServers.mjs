// The product site as `npm start` runs it (sandbox provider and vault, host app), on free ports of
// its own with in-memory databases, for a benchmark that must neither meet nor disturb servers
// already running on the default ports.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on right now, as the system hands it out. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site (`npm start --no-build`) and waits until the host app and the provider
 * answer. Returns `{ host, provider, vault, stoppedBecause, stop }`: the three origins;
 * `stoppedBecause()`, null while the servers run, else why they stopped (with their last error
 * lines); and `stop`, which ends every process it started.
 */
export async function startSite() {
  const [host, provider, vault] = [await freePort(), await freePort(), await freePort()];
  // The vault's keys in a folder of this run: two sandboxes must never rewrite each other's key file.
  const keysDir = mkdtempSync(join(tmpdir(), 'lighthouse-site-'));
  const env = {
    ...process.env,
    DATABASE_URL: 'memory://',
    PRODUCT_ENV: 'test',
    SANDBOX_ENV: 'test',
    HOST_APP_PORT: String(host),
    PROVIDER_PORT: String(provider),
    VAULT_PORT: String(vault),
    SANDBOX_KEY_FILE: join(keysDir, 'sandbox-keys.json'),
  };
  // The origins follow these ports, whatever the caller's environment names.
  for (const name of ['HOST_APP_ORIGIN', 'PROVIDER_ORIGIN', 'VAULT_ORIGIN']) delete env[name];
  const child = spawn('node', ['scripts/start.mjs', '--no-build'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  // The servers' errors are shown only if they fail to start; a long run's logs would bury the results.
  const errorLines = [];
  child.stderr.on('data', (chunk) => {
    errorLines.push(...String(chunk).trimEnd().split('\n'));
    errorLines.splice(0, Math.max(0, errorLines.length - 20));
  });
  let exited = null;
  const stopped = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = signal ?? code))));
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited === null) child.kill('SIGTERM');
    await stopped;
    rmSync(keysDir, { recursive: true, force: true });
  };
  const stoppedBecause = () => (exited === null ? null : `the site's servers stopped (${exited})${errorLines.length > 0 ? `:\n${errorLines.join('\n')}` : ''}`);
  const site = { host: `http://localhost:${host}`, provider: `http://localhost:${provider}`, vault: `http://127.0.0.1:${vault}`, stoppedBecause, stop };
  try {
    for (const url of [`${site.host}/`, `${site.provider}/demo/`]) await waitFor(url, stoppedBecause);
  } catch (error) {
    await stop();
    throw error;
  }
  return site;
}

/** Waits for `url` to answer 200; `gaveUp` may say why waiting longer is pointless. */
async function waitFor(url, gaveUp) {
  for (let i = 0; i < 240; i += 1) {
    const reason = gaveUp();
    if (reason) throw new Error(`${url} did not answer: ${reason}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}
