// The end-to-end tests' server sets (tests/e2e/serverSets.ts), one per worker, started side by
// side: Playwright starts the entries of its `webServer` list one after another, which kept the
// tests waiting for three starts in a row. Prints SERVER_SETS_READY once every set's provider and
// host app answer; one set stopping stops them all.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVER_SETS_READY } from './serverSetsReady.mjs';

/** @type {{ env: Record<string, string>; provider: string; host: string }[]} */
const sets = JSON.parse(process.env.E2E_SERVER_SETS ?? '[]');
if (sets.length === 0) {
  console.error('E2E_SERVER_SETS names no server set (playwright.config.ts sets it)');
  process.exit(2);
}

let stopping = false;
const children = sets.map(({ env }) => {
  const child = spawn('node', ['scripts/start.mjs', '--no-build'], { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`A server set stopped (${code}); stopping every set.`);
    stop(code || 1);
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

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
while (!stopping) {
  const up = await Promise.all(urls.map(answers));
  if (up.every(Boolean)) {
    console.log(SERVER_SETS_READY);
    break;
  }
  await delay(250);
}
