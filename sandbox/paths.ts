import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so defaults work no matter where the process was started. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SANDBOX_DIR = resolve(REPO_ROOT, 'sandbox');
export const DEFAULT_DIST_DIR = resolve(REPO_ROOT, 'dist');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data', 'sandbox');
/** Outside the database's files: a copy of the database alone holds no key. */
export const DEFAULT_KEY_FILE = resolve(REPO_ROOT, '.data', 'keys', 'sandbox-keys.json');
export const MIGRATIONS_DIR = resolve(SANDBOX_DIR, 'migrations');
export const VAULT_ASSETS_DIR = resolve(SANDBOX_DIR, 'vault', 'assets');
