import { readFileSync, statSync } from 'node:fs';
import { parseKeyMaterial, type KeyMaterial } from './keyMaterial';

/** Where the running server reads its key material; a key file is re-read once it changes. */
export interface KeySource {
  read(): KeyMaterial;
}

export function staticKeySource(material: KeyMaterial): KeySource {
  return { read: () => material };
}

export function readKeyFile(path: string): KeyMaterial {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new Error(`The key file ${path} cannot be read (set SANDBOX_KEY_FILE, or start the sandbox once with SANDBOX_ENV=test)`, { cause });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new Error(`The key file ${path} is not JSON`, { cause });
  }
  return parseKeyMaterial(json, `The key file ${path}`);
}

/**
 * A key file the rotation command may replace while the server runs: a changed file (it is
 * replaced by rename, so never seen half-written) is read again, and a key added to it opens
 * at once. A file that cannot be read keeps the last good material rather than losing keys.
 */
export function fileKeySource(path: string): KeySource {
  const stamp = () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : 'missing';
  };
  let seen = stamp();
  let material = readKeyFile(path);
  return {
    read() {
      const now = stamp();
      if (now === seen) return material;
      try {
        material = readKeyFile(path);
        seen = now;
      } catch (error) {
        console.error('sandbox: the key file changed but cannot be read; keeping the keys already loaded', error);
      }
      return material;
    },
  };
}

export const isKeySource = (value: KeyMaterial | KeySource): value is KeySource => typeof (value as KeySource).read === 'function';
