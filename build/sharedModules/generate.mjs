// Writes embed/extensions/sharedModules.generated.ts: `npm run build:shared-modules`, after changing
// what an extension script imports or what the script tag's main bundle holds. The build itself
// only reads the manifest; tests/build/sharedModules.test.ts fails when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleScript } from '../script.mjs';
import { EXTENSIONS, integrityDefines, MAIN_ENTRY } from '../scriptTag.mjs';
import { MANIFEST_PATH, renderManifest } from './manifest.mjs';
import { sharePlan } from './plan.mjs';

/**
 * The main bundle as it would be if it shared nothing: what it holds for its own code. Otherwise
 * whatever the manifest lists would stay in it, and so in the manifest, after no extension takes it.
 */
const sharingNothing = {
  name: 'sharing-nothing',
  setup(build) {
    const filter = new RegExp(`${MANIFEST_PATH.split('/').pop().replaceAll('.', '\\.')}$`);
    build.onLoad({ filter }, () => ({ contents: 'export const sharedModules = {};', loader: 'ts' }));
  },
};

/** The manifest's text for the project at `root`, from one build of each script alone. */
export async function sharedModulesManifest(root) {
  // Only which modules each script holds is read: the hashes are placeholders.
  const names = ['ar', 'telemetry', ...Object.keys(EXTENSIONS)];
  const define = integrityDefines(Object.fromEntries(names.map((name) => [name, ''])));
  const [main, ...extensions] = await Promise.all([
    bundleScript(root, { entry: MAIN_ENTRY, define, plugins: [sharingNothing] }),
    ...Object.values(EXTENSIONS).map((entry) => bundleScript(root, { entry, define })),
  ]);
  return renderManifest(await sharePlan(root, main.metafile, extensions.map((extension) => extension.metafile)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const path = join(root, MANIFEST_PATH);
  const manifest = await sharedModulesManifest(root);
  const changed = manifest !== (await readFile(path, 'utf8').catch(() => ''));
  if (changed) await writeFile(path, manifest);
  console.log(`${MANIFEST_PATH} ${changed ? 'written' : 'unchanged'}`);
}
