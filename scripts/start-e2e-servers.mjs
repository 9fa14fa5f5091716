// The end-to-end tests' server sets (tests/e2e/serverSets.ts), one per worker, started side by
// side: Playwright starts the entries of its `webServer` list one after another, which kept the
// tests waiting for three starts in a row. Prints SERVER_SETS_READY once every set's provider and
// host app answer; one set stopping stops them all (runTogether.mjs).
import { setTimeout as delay } from 'node:timers/promises';
import { runTogether } from './runTogether.mjs';
import { SERVER_SETS_READY } from './serverSetsReady.mjs';

/** @type {{ env: Record<string, string>; provider: string; host: string }[]} */
const sets = JSON.parse(process.env.E2E_SERVER_SETS ?? '[]');
if (sets.length === 0) {
  console.error('E2E_SERVER_SETS names no server set (playwright.config.ts sets it)');
  process.exit(2);
}

const running = runTogether(
  sets.map(({ env }, index) => ({ name: `Server set ${index}`, command: 'node', args: ['scripts/start.mjs', '--no-build'], env })),
  { graceMs: 3000 },
);

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

const urls = sets.flatMap(({ provider, host }) => [`${provider}/demo/`, `${host}/`]);
while (!running.stopping()) {
  const up = await Promise.all(urls.map(answers));
  if (up.every(Boolean)) {
    console.log(SERVER_SETS_READY);
    break;
  }
  await delay(250);
}
