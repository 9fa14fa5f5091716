// `npm test`: every check the project has. Checks that each keep one core busy (the type
// checker, the builds) run side by side; the test runners, which use every core, run alone.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster, stopClusterOnExit } from './postgresCluster.mjs';
import { PLAYWRIGHT_REPORT, printSlowestTestFiles, VITEST_REPORT } from './slowestTestFiles.mjs';

const PACKED_DIR = 'dist/package-size';

/** The tarball `npm run build` packed, which the consumer test installs instead of packing again. */
function packedPackage() {
  const tarball = readdirSync(PACKED_DIR).find((name) => /^payment-client-.*\.tgz$/.test(name));
  return tarball ? join(PACKED_DIR, tarball) : undefined;
}

const phases = [
  [
    ['typecheck, the type tests included', ['run', 'typecheck']],
    ['build: script tag, secure frames, host app and the npm package', ['run', 'build']],
    ['Storybook build', ['run', 'build-storybook']],
    // Once, before the servers of the tests start: each would otherwise generate what is missing itself.
    ['sample media (cached under .data/)', ['run', 'media']],
  ],
  [
    [
      // The server tests also run on PostgreSQL, with the multi-process proofs (vitest.config.ts).
      'unit, component, package, server and story tests (server tests also on PostgreSQL)',
      // Not the type tests (`*.test-d.ts`): the type check above compiles them (tsconfig.json takes in
      // tests/), and a failed `expectTypeOf` is a type error there. Vitest would check them again
      // after every other file, alone on one core.
      ['run', 'test:unit', '--', '--project=!types', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
      { postgres: true, env: () => ({ PACKED_PACKAGE: packedPackage() ?? '' }) },
    ],
  ],
  [['size budgets', ['run', 'size']]],
  [['end-to-end tests in Chromium', ['run', 'test:e2e'], { env: () => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT }) }]],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step; alone it prints as it goes, beside others it prints when done, so outputs never interleave. */
async function runStep([name, args, options = {}], alone) {
  const started = Date.now();
  let cluster = null;
  let unwatch = () => {};
  if (options.postgres) {
    cluster = await startPostgresCluster();
    unwatch = stopClusterOnExit(cluster);
    console.log(`PostgreSQL test cluster on ${cluster.url} (${seconds(started)})`);
  }
  const env = { ...process.env, ...options.env?.(), ...(cluster ? { TEST_DATABASE_URL: cluster.url } : {}) };
  if (alone) console.log(`\n▶ ${name}`);
  const output = [];
  const status = await new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve(code ?? 1));
  });
  cluster?.stop();
  unwatch();
  if (!alone) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(Buffer.concat(output));
  }
  console.log(`${status === 0 ? '✔' : '✖'} ${name} (${seconds(started)})`);
  return { name, status };
}

const suiteStarted = Date.now();
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });

for (const steps of phases) {
  const results = await Promise.all(steps.map((step) => runStep(step, steps.length === 1).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return { name: step[0], status: 1 };
  })));
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed`);
    process.exit(failed.status);
  }
}

printSlowestTestFiles();
console.log(`\n✔ npm test passed in ${(Date.now() - suiteStarted) / 1000 | 0} s`);
