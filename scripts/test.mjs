// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startPostgresCluster, stopClusterOnExit } from './postgresCluster.mjs';
import { PLAYWRIGHT_REPORT, printSlowestTestFiles, VITEST_REPORT } from './slowestTestFiles.mjs';

// The unit step also runs the server tests and the multi-process proofs on a throw-away PostgreSQL (vitest.config.ts).
const steps = [
  ['typecheck', ['run', 'typecheck']],
  [
    'unit, component, server and story tests (server tests also on PostgreSQL)',
    ['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
    { postgres: true },
  ],
  ['build', ['run', 'build']],
  ['Storybook build', ['run', 'build-storybook']],
  ['size budgets', ['run', 'size']],
  ['end-to-end tests in Chromium', ['run', 'test:e2e'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT } }],
];

const suiteStarted = Date.now();
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });

function fail(name, status) {
  console.error(`\n✖ ${name} failed`);
  process.exit(status ?? 1);
}

for (const [name, args, options = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  let cluster = null;
  let unwatch = () => {};
  if (options.postgres) {
    try {
      cluster = await startPostgresCluster();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      fail(name, 1);
    }
    unwatch = stopClusterOnExit(cluster);
    console.log(`PostgreSQL test cluster on ${cluster.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const env = { ...process.env, ...options.env, ...(cluster ? { TEST_DATABASE_URL: cluster.url } : {}) };
  const { status } = spawnSync('npm', args, { stdio: 'inherit', env });
  cluster?.stop();
  unwatch();
  if (status !== 0) fail(name, status);
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

printSlowestTestFiles();
console.log(`\n✔ npm test passed in ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s`);
