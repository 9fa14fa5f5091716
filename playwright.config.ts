import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium.mjs';
import { SERVER_SETS_READY } from './scripts/serverSetsReady.mjs';
import { E2E_WORKERS, ownServers, serverSet } from './tests/e2e/serverSets';

export default defineConfig({
  testDir: 'tests/e2e',
  // Files spread over the workers, each on one worker's servers (serverSets.ts), which then serve
  // its pages warm: handing out single tests took more test time in all (674 s against 642 s). The
  // last files, the stories and the wallet flows, hand out their tests one by one, so the run ends
  // with every worker busy.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A failed test runs once more, traced; the run still fails, even if the second attempt passes.
  // Tracing every first attempt cost about a tenth of the suite's CPU (README, Tests).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds npm test's list of the slowest test files (PLAYWRIGHT_JSON_OUTPUT_NAME).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: ownServers.provider,
    // The retry of a failed test records a trace with DOM snapshots. No screencast: its frames took
    // more CPU than the tests themselves (README, Tests).
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // One entry for every worker's servers, which start side by side (scripts/start-e2e-servers.mjs);
  // the last set's provider tells a second run that the servers are up already.
  webServer: {
    command: 'node scripts/start-e2e-servers.mjs',
    url: `${serverSet(E2E_WORKERS - 1).provider}/demo/`,
    wait: { stdout: new RegExp(SERVER_SETS_READY) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      E2E_SERVER_SETS: JSON.stringify(Array.from({ length: E2E_WORKERS }, (_, index) => {
        const { env, provider, host } = serverSet(index);
        return { env, provider, host };
      })),
      // A fresh in-memory database per run, and a short settle delay so polling runs a few rounds.
      // Every test comes from 127.0.0.1: per-address limits are raised; per-account ones stay.
      DATABASE_URL: 'memory://',
      SANDBOX_SETTLE_DELAY_MS: '1500',
      PRODUCT_ADDRESS_LIMIT_SCALE: '20',
      // Sessions without "stay signed in" last 30 s, so the site's token renewal runs within a test.
      PRODUCT_TEST_SESSION_TTL_SECONDS: '30',
      // As a CDN in front would: its geo headers are trusted (a test sends them as that CDN would).
      PRODUCT_GEO_COUNTRY_HEADER: 'x-geo-country',
      PRODUCT_GEO_CONTINENT_HEADER: 'x-geo-continent',
      PRODUCT_ENV: 'test',
      SANDBOX_ENV: 'test',
    },
  },
});
