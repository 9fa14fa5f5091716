import { defineConfig } from '@playwright/test';

const PROVIDER = process.env.PROVIDER_ORIGIN ?? 'http://localhost:4000';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: PROVIDER,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `${PROVIDER}/demo/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    // A fresh in-memory database per run, and a short settle delay so polling runs a few rounds.
    // Every test comes from 127.0.0.1: per-address limits are raised; per-account ones stay.
    env: { DATABASE_URL: 'memory://', SANDBOX_SETTLE_DELAY_MS: '1500', PRODUCT_ADDRESS_LIMIT_SCALE: '20', PRODUCT_ENV: 'test', SANDBOX_ENV: 'test' },
  },
});
