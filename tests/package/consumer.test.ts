import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testInitResponse } from '../support/session';

/**
 * The package as a React team gets it: `npm pack` (which builds it), the tarball installed into
 * a fresh app in a temporary folder outside the repository, then that app type-checked, built,
 * imported and server-rendered. One pack and one install serve every check. The app's compiler
 * and bundler are the repository's TypeScript and Vite, run in the app's folder: they resolve
 * the app's own node_modules, and installing them again would only add minutes.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./consumer-app', import.meta.url));
const bin = (path: string) => join(root, 'node_modules', path);
const run = promisify(execFile);
const MINUTES = 60_000;

// Server packages the product and the sandbox use, which a checkout must never install.
const SERVER_PACKAGES = ['fastify', 'pg', '@electric-sql/pglite', 'three', 'hls.js', 'wouter', 'tsx'];
const TARBALL_BUDGET_BYTES = 200_000;

let app = '';
let tarball = '';

async function installedVersion(name: string): Promise<string> {
  return JSON.parse(await readFile(bin(`${name}/package.json`), 'utf8')).version;
}

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), 'payment-client-consumer-'));
  // `npm test` has just built and packed the package (PACKED_PACKAGE); on its own, this test packs it.
  const prepacked = process.env.PACKED_PACKAGE;
  if (prepacked) await cp(prepacked, join(app, basename(prepacked)));
  else await run('npm', ['pack', '--pack-destination', app, '--loglevel=error'], { cwd: root, maxBuffer: 32 * 1024 * 1024 });
  const [packed] = (await readdir(app)).filter((name) => name.endsWith('.tgz'));
  tarball = join(app, packed!);
  await cp(fixture, app, { recursive: true });
  // The versions the repository tests with, so a warm npm cache answers.
  const dependencies = {
    'payment-client': `file:./${packed}`,
    react: await installedVersion('react'),
    'react-dom': await installedVersion('react-dom'),
  };
  const devDependencies = { '@types/react': await installedVersion('@types/react'), '@types/react-dom': await installedVersion('@types/react-dom') };
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'consumer-app', private: true, type: 'module', dependencies, devDependencies }, null, 2));
  await writeFile(join(app, 'init.json'), JSON.stringify(testInitResponse()));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
}, 10 * MINUTES);

afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true });
});

describe('the packed package in a fresh app', () => {
  test('the tarball holds only the build, its CSS, README and LICENSE, within its budget', async () => {
    expect((await stat(tarball)).size).toBeLessThanOrEqual(TARBALL_BUDGET_BYTES);
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const outside = stdout.split('\n').filter((path) => path && !/^package\/(dist\/package\/|README\.md$|LICENSE$|package\.json$)/.test(path));
    expect(outside).toEqual([]);
    expect(stdout).toContain('package/dist/package/headless.d.ts');
    expect(stdout).toContain('package/dist/package/headless.js.map');
    expect(stdout).toContain('package/dist/package/components/styles.css');
  });

  test('the install brings in no server package', async () => {
    const lock = JSON.parse(await readFile(join(app, 'node_modules/.package-lock.json'), 'utf8'));
    const installed = Object.keys(lock.packages).map((path) => path.split('node_modules/').at(-1));
    expect(installed).toContain('payment-client');
    expect(installed.filter((name) => SERVER_PACKAGES.includes(name!))).toEqual([]);
  });

  test.each([true, false])('tsc passes in strict mode on the typed events with skipLibCheck %s', async (skipLibCheck) => {
    const tsc = run(process.execPath, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--skipLibCheck', String(skipLibCheck)], { cwd: app });
    await expect(tsc.catch((error: { stdout: string }) => Promise.reject(new Error(error.stdout)))).resolves.toBeDefined();
  }, 3 * MINUTES);

  test('vite build passes', async () => {
    const { stdout } = await run(process.execPath, [bin('vite/bin/vite.js'), 'build', '--logLevel', 'info'], { cwd: app });
    expect(stdout).toMatch(/built in/);
    const assets = await readdir(join(app, 'dist/assets'));
    expect(assets.some((name) => name.endsWith('.css'))).toBe(true);
  }, 3 * MINUTES);

  test('plain Node imports every entry, and renders a card checkout and a drop-in to the kit markup', async () => {
    const { stdout } = await run(process.execPath, ['ssr.mjs'], { cwd: app });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(Object.keys(result.entries).sort()).toEqual(['./auth-session', './auth-session/constants', './components', './headless', './wallets']);
    for (const count of Object.values(result.entries)) expect(count).toBeGreaterThan(0);
    expect(result.window).toBe('undefined');
    expect(result.card).toMatch(/^<div class="pc-Checkout"[^>]* data-status="idle"/);
    expect(result.card).toContain('class="pc-CardForm"');
    expect(result.card).toContain('class="pc-PayButton"');
    expect(result.dropIn).toMatch(/^<div class="pc-DropIn pc-Theme"[^>]* data-status="idle"/);
    expect(result.dropIn).toContain('class="pc-CardForm"');
  }, 2 * MINUTES);

  test('publint finds nothing to fix', async () => {
    // --strict: a warning fails too.
    const { stdout } = await run(process.execPath, [bin('publint/src/cli.js'), tarball, '--strict']);
    expect(stdout).not.toMatch(/Errors:|Warnings:/);
  }, 2 * MINUTES);

  test('Are the Types Wrong finds no problem for an ESM-only package', async () => {
    const packageJson = JSON.parse(await readFile(join(app, 'node_modules/payment-client/package.json'), 'utf8'));
    // Stylesheets have no types to resolve; the package is ESM only, so `require` is not a way in (the esm-only profile).
    const stylesheets = Object.keys(packageJson.exports).filter((subpath) => subpath.endsWith('.css'));
    const attw = run(process.execPath, [bin('@arethetypeswrong/cli/dist/index.js'), tarball, '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', ...stylesheets]);
    // A problem the profile counts makes attw exit 1, so the promise rejects with its report.
    const { stdout } = await attw.catch((error: { stdout: string }) => Promise.reject(new Error(error.stdout)));
    // The JSON lists the ignored resolutions too (node10 and require from node16): what is left must be nothing.
    const problems = Object.values(JSON.parse(stdout).problems ?? {}).flat() as { resolutionKind: string }[];
    expect(problems.filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind))).toEqual([]);
    // ...and the report was read: those ignored ones are in it (an ESM-only package cannot be `require`d).
    expect(problems.map((problem) => problem.resolutionKind)).toContain('node16-cjs');
  }, 2 * MINUTES);
});
