import { availableParallelism } from 'node:os';

/**
 * Each end-to-end worker has servers of its own (sandbox provider, vault and host app, with
 * in-memory databases) on ports of its own, so tests in different workers share no state.
 */
export const E2E_WORKERS = readWorkers(process.env.E2E_WORKERS);

/**
 * One more than the cores by default (at most 4): while one worker's page waits on a poll or a
 * redirect, the others' run (README, Tests). E2E_WORKERS=N sets it.
 */
function readWorkers(raw: string | undefined): number {
  if (raw === undefined || raw === '') return Math.min(availableParallelism() + 1, 4);
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 8) throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, got '${raw}'`);
  return workers;
}

const PORT_STEP = 10;

/** E2E_PORT_OFFSET moves every server set, so a second run on the same machine does not meet the first one's servers. */
const PORT_OFFSET = readPortOffset(process.env.E2E_PORT_OFFSET);

function readPortOffset(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 20000, got '${raw}'`);
  return offset;
}

/**
 * The ports from 3000 up that the Fetch standard's port blocking refuses: Chromium and Node's
 * fetch fail every request to them with a network error that names no cause.
 */
const BLOCKED_PORTS = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export function serverSet(index: number) {
  const base = PORT_OFFSET + index * PORT_STEP;
  const ports = { provider: 4000 + base, vault: 4100 + base, host: 3000 + base };
  for (const [server, port] of Object.entries(ports)) {
    if (BLOCKED_PORTS.has(port)) {
      throw new Error(`E2E_PORT_OFFSET=${PORT_OFFSET} puts the ${server} of worker ${index} on port ${port}, which browsers and fetch refuse: choose another offset`);
    }
  }
  return {
    provider: `http://localhost:${ports.provider}`,
    vault: `http://127.0.0.1:${ports.vault}`,
    host: `http://localhost:${ports.host}`,
    env: {
      PROVIDER_PORT: String(ports.provider),
      VAULT_PORT: String(ports.vault),
      HOST_APP_PORT: String(ports.host),
      // Key files apart: two sandboxes must never rewrite each other's keys.
      SANDBOX_KEY_FILE: `.data/e2e/sandbox-keys-${PORT_OFFSET + index}.json`,
    },
  };
}

/** The servers of the worker this module runs in; Playwright numbers its workers from 0, the runner counts as 0. */
export const ownServers = serverSet(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
