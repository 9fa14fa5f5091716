// An earlier build of the script tag for `npm run bench`'s before/after comparison: built from git
// into a temporary tree (never into the checkout's dist/, which others use), and served by a second
// sandbox that runs the checkout's server code and secure frame with only the script-tag files swapped.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TSX = ['node_modules/.bin/tsx', '--conditions=payment-client-source'];

const lastLines = (text, count = 3) => text.trim().split('\n').slice(-count).join(' | ');

/**
 * The script-tag scripts of `commit`, built with that commit's own build script (`sdk`: scripts
 * and frames, not the product site) over the checkout's packages.
 * Returns `{ embedDir, integrity, remove }`, or `{ reason }` when it cannot be built: a clone
 * without that history, or a build that fails.
 */
export function buildBaseline(commit) {
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { stdio: 'ignore' }).status !== 0) {
    return { reason: `commit ${commit} is not in this clone's history (a shallow clone or a copy without .git)` };
  }
  const tree = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  const remove = () => rmSync(tree, { recursive: true, force: true });
  const fail = (reason) => {
    remove();
    return { reason };
  };
  const archive = join(tree, 'source.tar');
  const exported = spawnSync('git', ['archive', '--format=tar', '-o', archive, commit], { encoding: 'utf8' });
  if (exported.status !== 0) return fail(`git archive ${commit} failed: ${lastLines(exported.stderr)}`);
  const unpacked = spawnSync('tar', ['-xf', archive, '-C', tree], { encoding: 'utf8' });
  if (unpacked.status !== 0) return fail(`unpacking ${commit} failed: ${lastLines(unpacked.stderr)}`);
  try {
    rmSync(archive);
    // Not a symlink to node_modules: esbuild follows it to the checkout's real path, where the
    // build's share plan (which knows shared packages by their path under the tree's own
    // node_modules) misses them, and each extension script bundles copies of its own, distorting
    // sizes and times. The build only reads the packages, so links are safe.
    linkTree(resolve('node_modules'), join(tree, 'node_modules'));
  } catch (error) {
    return fail(`the packages could not be linked into ${tree}: ${error.message}`);
  }
  const build = spawnSync('node', ['esbuild.config.mjs', 'sdk'], { cwd: tree, encoding: 'utf8' });
  const embedDir = join(tree, 'dist', 'embed');
  if (build.status !== 0 || !existsSync(join(embedDir, 'payment-client.js.sri'))) {
    return fail(`the build of ${commit} failed: ${lastLines(build.stderr || build.stdout)}`);
  }
  return { embedDir, integrity: readFileSync(join(embedDir, 'payment-client.js.sri'), 'utf8').trim(), remove };
}

/**
 * A copy of the folder `from` made of hard links (and the same symlinks): a second or two for the
 * packages. Files are copied instead when the temporary folder is on another file system.
 */
function linkTree(from, to) {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * A sandbox of the checkout (TEST, in-memory database) on its own ports that serves the
 * script-tag files from `embedDir` (SANDBOX_EMBED_DIR): the demo page then pins those files' own
 * hash, so the browser runs the earlier bytes under a valid integrity check. `env` adds settings
 * (SANDBOX_COMPRESSION=off, say).
 */
export function startSandbox({ providerPort, vaultPort, embedDir, env: settings = {} }) {
  const env = { ...process.env, SANDBOX_ENV: 'test', DATABASE_URL: 'memory://', PROVIDER_PORT: String(providerPort), VAULT_PORT: String(vaultPort), SANDBOX_EMBED_DIR: embedDir, ...settings };
  // Its origins follow its own ports, whatever the main servers were given.
  delete env.PROVIDER_ORIGIN;
  delete env.VAULT_ORIGIN;
  const [command, ...args] = TSX;
  return spawn(command, [...args, 'sandbox/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}
