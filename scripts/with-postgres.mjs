// `node scripts/with-postgres.mjs <command…>`: runs a command with TEST_DATABASE_URL on a throw-away cluster.
import { spawnSync } from 'node:child_process';
import { startPostgresCluster, stopClusterOnExit } from './postgresCluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const started = Date.now();
const cluster = await startPostgresCluster();
stopClusterOnExit(cluster);
console.log(`PostgreSQL test cluster on ${cluster.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } });
process.exit(status ?? (signal ? 1 : 0));
