import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
export { freePort } from '../support/freePort';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for the message of a failing test. */
  output(): string;
  exited: Promise<void>;
  /** SIGKILL to the whole process group: nothing of it survives, and it gets no chance to clean up. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ServerProcess>();

// Whatever way the test process ends, none of its servers outlives it.
process.once('exit', () => {
  for (const server of running) killGroup(server.child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the group, so a child the entry point starts goes too.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs a TypeScript entry point of the repository (`node --import tsx`, as `tsx` does) in a
 * process group of its own, with exactly `env` plus PATH and HOME. `payment-client/*` resolves to
 * the kit's sources, as under `npm start`.
 */
export function startServerProcess(name: string, entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=payment-client-source', '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    name,
    child,
    output: () => log,
    exited,
    async kill() {
      killGroup(child, 'SIGKILL');
      await exited;
      running.delete(server);
    },
    async stop(graceMs = 5_000) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      running.delete(server);
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Resolves once `url` answers any HTTP status; fails at once if the process exits first. */
export async function waitUntilListening(server: ServerProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${server.name} exited before listening:\n${server.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${server.name} did not listen on ${url} within ${timeoutMs} ms:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
