// Playwright cannot download browsers here: the tests use Debian's Chromium, installed on demand.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_PACKAGE } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}; install it with: sudo apt-get install -y ${CHROMIUM_PACKAGE}`);
    process.exit(1);
  }
  console.log(`Installing ${CHROMIUM_PACKAGE} from Debian packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', CHROMIUM_PACKAGE], { stdio: 'inherit', env });
}
console.log(execFileSync(CHROMIUM, ['--version']).toString().trim());
