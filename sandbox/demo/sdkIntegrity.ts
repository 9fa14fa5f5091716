import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

let cached: { path: string; mtimeMs: number; size: number; integrity: string } | undefined;

/** The SRI value of the built bundle, recomputed only when the file changes. Null when not built. */
export async function sdkIntegrity(bundlePath: string): Promise<string | null> {
  let info;
  try {
    info = await stat(bundlePath);
  } catch {
    return null;
  }
  if (cached && cached.path === bundlePath && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.integrity;
  const integrity = `sha384-${createHash('sha384').update(await readFile(bundlePath)).digest('base64')}`;
  cached = { path: bundlePath, mtimeMs: info.mtimeMs, size: info.size, integrity };
  return integrity;
}
