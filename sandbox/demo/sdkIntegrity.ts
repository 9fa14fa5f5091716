import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

const cache = new Map<string, { mtimeMs: number; size: number; integrity: string }>();

/** The SRI value of a built script, recomputed only when the file changes. Null when not built. */
export async function sdkIntegrity(bundlePath: string): Promise<string | null> {
  let info;
  try {
    info = await stat(bundlePath);
  } catch {
    return null;
  }
  const cached = cache.get(bundlePath);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.integrity;
  const integrity = `sha384-${createHash('sha384').update(await readFile(bundlePath)).digest('base64')}`;
  cache.set(bundlePath, { mtimeMs: info.mtimeMs, size: info.size, integrity });
  return integrity;
}
