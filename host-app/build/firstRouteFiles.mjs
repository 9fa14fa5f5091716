// What the home route downloads before any dynamic import(): the entry chunk and every chunk it
// imports statically, directly or through other chunks. Lazy chunks (three.js, hls.js, pages, help)
// are left out, so a size budget on these files measures the first route only.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

/** Import kinds that the browser fetches before the importing chunk runs. */
const STATIC_KINDS = new Set(['import-statement']);

/**
 * @param {{ outputs: Record<string, { imports: readonly { path: string; kind: string; external?: boolean }[] }> }} metafile esbuild's metafile
 * @param {string} entryOutput the entry chunk, as the metafile names it (relative to esbuild's working directory)
 * @returns {string[]} the entry first, then its static-import closure in discovery order
 */
export function firstRouteFiles(metafile, entryOutput) {
  if (!Object.hasOwn(metafile.outputs, entryOutput)) {
    throw new Error(`firstRouteFiles: ${entryOutput} is not an output of this build (outputs: ${Object.keys(metafile.outputs).join(', ') || 'none'})`);
  }
  const seen = new Set([entryOutput]);
  const pending = [entryOutput];
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
 * Copies the first-route files into `outDir` (emptied first), one file each, so a per-file gzip
 * budget sees exactly what the browser fetches. Returns the copies' paths.
 * @param {{ metafile: Parameters<typeof firstRouteFiles>[0]; entryOutput: string; outDir: string; workingDir?: string }} options
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
