import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Test files share one module graph per worker (`isolate: false`), which saves most of their
// time. The few that test what happens when a module is first loaded get a graph of their own.
const kitBrowserTests = ['tests/headless/react/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'];
// The script tag runs the kit on Preact only, so its tests run there; the hooks and components run on both.
const scriptTagTests = ['tests/embed/**/*.test.{ts,tsx}', 'tests/headless/react/**/*.test.tsx', 'tests/components/**/*.test.tsx'];
// The secure frames' pages run in a document of their own, with neither React nor Preact.
const frameTests = ['tests/frames/**/*.test.ts'];
const hostAppClientTests = ['tests/host-app/client/**/*.test.{ts,tsx}'];
const moduleLoadingTests = ['tests/host-app/client/help/HelpWidget.lazy.test.tsx', 'tests/host-app/client/ads/adRuntime.test.ts'];

// The framework-free core needs no DOM; the few files that do say so in a `@vitest-environment happy-dom` docblock.
const coreTests = ['tests/headless/core/**/*.test.ts'];

// The browser-like projects fail a test on a console error or warning it did not claim (expectConsoleError).
const consoleGuard = 'tests/support/consoleGuard.ts';
const domCleanup = 'tests/support/domCleanup.ts';

// Set by `npm test` (scripts/with-postgres.mjs by hand): a throw-away PostgreSQL server for the projects below.
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTests = ['tests/sandbox/**/*.test.ts', 'tests/host-app/server/**/*.test.ts'];
// Server tests that never open the test database (builds, pure functions, stand-in scripts, a
// server started over its own in-memory one): a second run on PostgreSQL would only repeat them.
const withoutTestDatabase = [
  'tests/host-app/server/billing/voucherCode.test.ts',
  'tests/host-app/server/http/compression.test.ts',
  'tests/host-app/server/live/liveNoOrphans.test.ts',
  'tests/host-app/server/media/sampleImages.test.ts',
  'tests/host-app/server/media/sampleVideos.test.ts',
  'tests/host-app/server/media/videoAds.test.ts',
  'tests/host-app/server/payments/providerClient.test.ts',
  'tests/host-app/server/publicReads/acceptEncoding.test.ts',
  'tests/host-app/server/subscriptions/billingPeriod.test.ts',
  'tests/sandbox/provider/routes/walletRoutes.test.ts',
  'tests/sandbox/pages/pageLanguage.test.ts',
  'tests/sandbox/vault/crypto.test.ts',
  'tests/sandbox/wallets/**',
];
const postgresProjects: TestProjectInlineConfiguration[] = postgresUrl
  ? [
      {
        extends: true,
        test: {
          name: 'server (PostgreSQL)',
          environment: 'node',
          include: serverTests,
          exclude: withoutTestDatabase,
          env: { TEST_DATABASE_URL: postgresUrl },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'PostgreSQL processes',
          environment: 'node',
          include: ['tests/postgres/**/*.test.ts'],
          env: { TEST_DATABASE_URL: postgresUrl },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ]
  : [];

/**
 * Long test files, started first so that none of them ends the run alone with the other cores
 * idle: those that wait on the clock more than on a core (real ffmpeg processes fed in real time),
 * and the story suite, which renders every story. Otherwise Vitest's own order: by project, and
 * within one by the last run's times when it has them (a fresh clone has none), else by file size.
 */
const longFiles = ['tests/host-app/server/live/liveStreams.test.ts', 'tests/host-app/server/live/liveNoOrphans.test.ts', 'tests/stories/stories.test.tsx'];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (spec: TestSpecification) => longFiles.some((file) => spec.moduleId.endsWith(file));
    return [...sorted.filter(long), ...sorted.filter((spec) => !long(spec))];
  }
}

// `payment-client/*` resolves to the kit's TypeScript sources (package.json `exports`), as in tsconfig.json;
// Vite replaces its default conditions with the ones given, so they are kept beside it.
const KIT_SOURCES = 'payment-client-source';

export default defineConfig({
  resolve: { conditions: [KIT_SOURCES, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [KIT_SOURCES, ...defaultServerConditions] } },
  // What the build writes into the script-tag scripts: each extension's hash (build/scriptTag.mjs).
  define: { __EXTENSION_INTEGRITY__: JSON.stringify({ ar: 'sha384-ar', address: 'sha384-address', challenge: 'sha384-challenge', wallets: 'sha384-wallets', forms: 'sha384-forms', instruments: 'sha384-instruments', telemetry: 'sha384-telemetry' }) },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on two. The server files
    // spend much of their time waiting on their servers, databases and ffmpeg, so two workers more
    // than the cores keep every core busy (README, Tests); one more for the long files, which go
    // first, some of them waiting on real time beside the rest.
    maxWorkers: availableParallelism() + 3,
    sequence: { sequencer: LongFilesFirst },
    // The site's server renderer, built by `npm run build`, is loaded by Node as the server loads it:
    // through Vite's transform, the first page a test file rendered took about ten times as long.
    server: { deps: { external: [/\/dist\/host-app-server\//] } },
    // Only the PostgreSQL projects see the server: the others keep in-memory PGlite (tests/support/testDatabase.ts).
    env: { TEST_DATABASE_URL: '' },
    projects: [
      {
        extends: true,
        test: { name: 'react', environment: 'happy-dom', include: kitBrowserTests, setupFiles: [consoleGuard, domCleanup], isolate: false },
      },
      {
        extends: true,
        test: { name: 'host app client', environment: 'happy-dom', include: hostAppClientTests, exclude: moduleLoadingTests, setupFiles: [consoleGuard, domCleanup], isolate: false },
      },
      {
        extends: true,
        test: { name: 'host app client, module loading', environment: 'happy-dom', include: moduleLoadingTests, setupFiles: [consoleGuard] },
      },
      {
        extends: true,
        test: { name: 'core', environment: 'node', include: coreTests, setupFiles: [consoleGuard], isolate: false },
      },
      {
        extends: true,
        test: { name: 'frames', environment: 'happy-dom', include: frameTests, setupFiles: [consoleGuard, domCleanup], isolate: false },
      },
      {
        extends: true,
        resolve: {
          alias: [
            // The testing library's ES build, so its react imports go through the aliases below too.
            { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
            // The kit as the script tag renders it: on preact/compat (esbuild.config.mjs aliases react the same way).
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
        test: {
          name: 'preact',
          environment: 'happy-dom',
          server: { deps: { inline: [/@testing-library\/react/] } },
          include: scriptTagTests,
          setupFiles: [consoleGuard, domCleanup],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/sandbox/**/*.test.ts',
            'tests/server-kit/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/host-app/build/**/*.test.ts',
            'tests/host-app/server/**/*.test.ts',
            'tests/i18n/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/package/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Server test files start their own servers over their own databases; sharing the module
          // graph lets every in-memory database of a worker start from one initialised cluster.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'stories', environment: 'happy-dom', include: ['tests/stories/**/*.test.{ts,tsx}'], setupFiles: ['tests/stories/setup.ts', consoleGuard] },
      },
      {
        // Type tests (`expectTypeOf`): tsc reads the *.test-d.ts files and what they import; nothing runs.
        extends: true,
        test: { name: 'types', include: [], typecheck: { enabled: true, only: true, include: ['tests/**/*.test-d.ts'], tsconfig: 'tests/package/tsconfig.types.json' } },
      },
      ...postgresProjects,
    ],
  },
});
