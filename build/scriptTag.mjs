// The script tag: payment-client.js, the extension scripts it loads on demand, its Arabic texts, and
// the UI blocks' extension script a page places, and the collect containers' script, all in dist/embed/.
import { ONE_INSTANCE } from './sharedModules/plan.mjs';
import { takeShared } from './sharedModules/takeShared.mjs';
import { bundleScript, writeScript } from './script.mjs';

export const MAIN_ENTRY = 'embed/scriptTag.ts';

/**
 * Extension scripts, `payment-client.{name}.js`, loaded on demand by the main bundle or by one
 * another, and the UI blocks' extension script, which a page places after the main bundle. Each
 * takes what it has in common with the main bundle from it, by the keys of
 * embed/extensions/sharedModules.generated.ts. They are written in this order, so a script that
 * loads another has its hash.
 */
export const EXTENSIONS = {
  address: 'embed/extensions/addressExtension.ts',
  challenge: 'embed/extensions/challengeExtension.ts',
  wallets: 'embed/extensions/walletsExtension.ts',
  forms: 'embed/extensions/formsExtension.ts',
  instruments: 'embed/extensions/instrumentsExtension.ts',
  blocks: 'embed/extensions/blocksExtension.ts',
};

/** Each hash as a define of its own, `__EXTENSION_INTEGRITY__.{name}`, so a script holds only those it uses. */
export const integrityDefines = (integrities) =>
  Object.fromEntries(
    Object.entries(integrities).map(([name, hash]) => [`__EXTENSION_INTEGRITY__.${name}`, JSON.stringify(hash)]),
  );

const isSingle = (path) => ONE_INSTANCE.some((pattern) => pattern.test(path));

/**
 * An extension bundled with the main bundle's values in place of its own copies. A module that
 * must be one on the page found in it means the manifest is older than the code: a copy would
 * have state of its own.
 */
async function bundleExtension(root, name, integrities) {
  const options = { entry: EXTENSIONS[name], define: integrityDefines(integrities), plugins: [takeShared(root)] };
  const { code, metafile } = await bundleScript(root, options);
  const copies = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs))
    .filter(([path, input]) => input.bytesInOutput > 0 && isSingle(path))
    .map(([path]) => path);
  if (copies.length > 0) {
    throw new Error(`payment-client.${name}.js would copy ${copies.join(', ')}: run npm run build:shared-modules`);
  }
  return code;
}

/** Builds the script tag's scripts; returns the main bundle's and the collect-container script's integrity. */
export async function buildScriptTag(root) {
  const script = async (name, entry, { define, bundleOnly } = {}) =>
    writeScript(root, name, (await bundleScript(root, { entry, define })).code, { bundleOnly });
  // Collect containers are a script of their own, kept out of the drop-in's budget.
  const vault = script('payment-client-vault', 'embed/vaultScriptTag.ts');
  const ar = await script('payment-client.ar', 'embed/locales/arabicPack.ts');
  // Telemetry takes nothing from the main bundle: each shared value would cost the bundle a key in its object.
  const telemetryEntry = 'embed/extensions/telemetryExtension.ts';
  const telemetry = await script('payment-client.telemetry', telemetryEntry, { bundleOnly: true });
  const integrities = { ar };
  for (const name of Object.keys(EXTENSIONS)) {
    // The UI blocks' script is placed by pages, with the hash integrity.json gives them.
    const code = await bundleExtension(root, name, integrities);
    integrities[name] = await writeScript(root, `payment-client.${name}`, code, { bundleOnly: name !== 'blocks' });
  }
  const main = await script('payment-client', MAIN_ENTRY, { define: integrityDefines({ ...integrities, telemetry }) });
  return { integrity: main, vaultIntegrity: await vault };
}
