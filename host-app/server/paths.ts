import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so defaults work no matter where the process was started. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the product API keeps its files; PGlite gets its own folder so the others never sit inside its data directory. */
export const PRODUCT_SERVER_DIR = resolve(REPO_ROOT, 'host-app', 'server');
export const PRODUCT_MIGRATIONS_DIR = resolve(PRODUCT_SERVER_DIR, 'migrations');
export const PRODUCT_DATA_DIR = resolve(REPO_ROOT, '.data', 'product');
export const PRODUCT_DATABASE_DIR = resolve(PRODUCT_DATA_DIR, 'pglite');
export const PRODUCT_MEDIA_DIR = resolve(PRODUCT_DATA_DIR, 'media');
export const PRODUCT_UPLOADS_DIR = resolve(PRODUCT_DATA_DIR, 'uploads');
export const HOST_APP_DIST_DIR = resolve(REPO_ROOT, 'dist', 'host-app');
export const HOST_APP_RENDERER_DIR = resolve(REPO_ROOT, 'dist', 'host-app-server');
