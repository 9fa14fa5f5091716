// A throw-away PostgreSQL cluster for tests: a temporary folder, a free port on 127.0.0.1, trust auth, no fsync.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';

const SYSTEM_USER = 'postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: root runs it as the package's `postgres` user. */
function runAsServerUser(binDir, tool, args) {
  const command = join(binDir, tool);
  const asRoot = process.getuid?.() === 0;
  // cwd: a folder that user may enter (the repository may not be).
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', SYSTEM_USER, '--', command, ...args] : args, { stdio: 'pipe', cwd: tmpdir() });
}

function ownerIds() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(execFileSync('id', [flag, SYSTEM_USER]).toString());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts a cluster and answers its URL and a synchronous `stop()` (usable from an exit handler),
 * which stops the server and deletes its folder. Call `stop()` whatever happens.
 */
export async function startPostgresCluster() {
  const binDir = ensurePostgres();
  const root = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(root, 'data');
  const ids = ownerIds();
  if (ids) chownSync(root, ids.uid, ids.gid);
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runAsServerUser(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: nothing to stop.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    runAsServerUser(binDir, 'initdb', ['-D', dataDir, '-U', SYSTEM_USER, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
    // A port can be taken between finding it free and the server binding it: try a few.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      appendFileSync(
        join(dataDir, 'postgresql.conf'),
        [
          '',
          `port = ${port}`,
          "listen_addresses = '127.0.0.1'",
          `unix_socket_directories = '${root}'`,
          'fsync = off',
          'synchronous_commit = off',
          'full_page_writes = off',
          'max_connections = 300',
          '',
        ].join('\n'),
      );
      try {
        // Set before: a start that timed out may still have left a server running.
        started = true;
        runAsServerUser(binDir, 'pg_ctl', ['-D', dataDir, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start']);
        return { url: `postgres://${SYSTEM_USER}@127.0.0.1:${port}/postgres`, port, dir: root, stop };
      } catch (error) {
        if (attempt >= 3) {
          const log = existsSync(join(root, 'server.log')) ? readFileSync(join(root, 'server.log'), 'utf8') : '';
          throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}`);
        }
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}

/** Stops the cluster when the process ends, also on Ctrl-C or a termination signal; answers a function that stops watching. */
export function stopClusterOnExit(cluster) {
  const handlers = [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]].map(([signal, code]) => {
    const handler = () => {
      cluster.stop();
      process.exit(code);
    };
    process.on(signal, handler);
    return [signal, handler];
  });
  process.on('exit', cluster.stop);
  return () => {
    process.off('exit', cluster.stop);
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
