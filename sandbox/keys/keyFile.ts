import { chmodSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyMaterial } from './keyMaterial';

/** Only the owner may read the keys: group or world access is refused at start. */
export function checkKeyFileMode(path: string): void {
  if (process.platform === 'win32') return;
  const mode = statSync(path).mode & 0o777;
  if ((mode & 0o077) !== 0) throw new Error(`The key file ${path} is readable by others (mode ${mode.toString(8)}): run chmod 600 ${path}`);
}

/** Written beside the target and renamed over it, so a reader sees the old file or the new one. */
export function writeKeyFile(path: string, material: KeyMaterial): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(material, null, 2)}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

export const keyFileExists = (path: string) => existsSync(path);
