// The PostgreSQL tests run on a throw-away cluster of Debian's `postgresql` package, installed on demand.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl, else null. */
export function findPostgresBinDir() {
  const candidates = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_ROOT, version, 'bin'))
    : [];
  return candidates.find(hasServerTools) ?? null;
}

const hasServerTools = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));

/** Installs Debian's PostgreSQL when it is missing (root only, like Chromium), and answers its bin folder. */
export function ensurePostgres() {
  // Another installation, named explicitly: used as it is, never installed over.
  const chosen = process.env.POSTGRES_BIN_DIR;
  if (chosen) {
    if (!hasServerTools(chosen)) throw new Error(`POSTGRES_BIN_DIR=${chosen} has no initdb and pg_ctl`);
    return chosen;
  }
  const found = findPostgresBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('PostgreSQL is missing (no initdb under /usr/lib/postgresql/*/bin); install it with: sudo apt-get install -y postgresql');
  }
  console.log('Installing PostgreSQL from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  const installed = findPostgresBinDir();
  if (!installed) throw new Error('PostgreSQL was installed but initdb is not under /usr/lib/postgresql/*/bin');
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const binDir = ensurePostgres();
  console.log(execFileSync(join(binDir, 'pg_ctl'), ['--version']).toString().trim());
}
