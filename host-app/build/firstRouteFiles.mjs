// What the home route downloads before any dynamic import(): the entry chunk and every chunk it
// imports statically, directly or through other chunks. Lazy chunks (three.js, hls.js, pages, help)
// are left out, so a size budget on these files measures the first route only.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

/** Import kinds that the browser fetches before the importing chunk runs. */
const STATIC_KINDS = new Set(['import-statement']);

/**
 * @param {{ outputs: Record<string, { imports: readonly { path: string; kind: string; external?: boolean }[] }> }} metafile esbuild's metafile
 * @param {string | readonly string[]} entryOutput the entry chunk, as the metafile names it (relative to esbuild's working
 *   directory); or several, e.g. the entry and the lazy chunk of the page a route opens, whose closures are joined
 * @returns {string[]} the entries first, then their static-import closure in discovery order
 */
export function firstRouteFiles(metafile, entryOutput) {
  const entries = typeof entryOutput === 'string' ? [entryOutput] : [...entryOutput];
  for (const entry of entries) {
    if (!Object.hasOwn(metafile.outputs, entry)) {
      throw new Error(`firstRouteFiles: ${entry} is not an output of this build (outputs: ${Object.keys(metafile.outputs).join(', ') || 'none'})`);
    }
  }
  const seen = new Set(entries);
  const pending = [...entries];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.shift());
    const output = metafile.outputs[file];
    if (!output) throw new Error(`firstRouteFiles: ${file} is imported but is not an output of this build`);
    for (const imported of output.imports) {
      if (imported.external || !STATIC_KINDS.has(imported.kind) || seen.has(imported.path)) continue;
      seen.add(imported.path);
      pending.push(imported.path);
    }
  }
  return [...seen];
}

/**
 * The output chunk esbuild made for a source file that is imported dynamically (a lazy page).
 * @param {{ outputs: Record<string, { entryPoint?: string }> }} metafile
 * @param {string} entryPoint the source file, relative to esbuild's working directory
 * @returns {string}
 */
export function outputOfEntryPoint(metafile, entryPoint) {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint);
  if (!found) throw new Error(`outputOfEntryPoint: no output of this build has the entry point ${entryPoint}`);
  return found[0];
}

/**
 * Copies the first-route files into `outDir` (emptied first), one file each, so a per-file gzip
 * budget sees exactly what the browser fetches. Returns the copies' paths.
 * @param {{ metafile: Parameters<typeof firstRouteFiles>[0]; entryOutput: string | readonly string[]; outDir: string; workingDir?: string }} options
 * @returns {Promise<string[]>}
 */
export async function writeFirstRouteFiles({ metafile, entryOutput, outDir, workingDir = process.cwd() }) {
  const files = firstRouteFiles(metafile, entryOutput);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // Chunk names carry content hashes, so base names never collide.
  return Promise.all(
    files.map(async (file) => {
      const copy = join(outDir, basename(file));
      await copyFile(resolve(workingDir, file), copy);
      return copy;
    }),
  );
}
