import type { SandboxEnvironment } from '../config';
import { checkKeyFileMode, keyFileExists, writeKeyFile } from './keyFile';
import { generateKeyMaterial, parseKeyMaterial } from './keyMaterial';
import { fileKeySource, staticKeySource, type KeySource } from './keySource';

export interface KeySettings {
  environment: SandboxEnvironment;
  /** SANDBOX_KEYS: the key material as JSON, for hosts that inject secrets as variables. */
  keysJson: string | undefined;
  /** SANDBOX_KEY_FILE, or the default under .data/keys. */
  keyFile: string;
  log?: (line: string) => void;
}

/**
 * The key material from SANDBOX_KEYS, else from the key file. In TEST a missing file is generated
 * on first start; in production a missing key is a startup error, never a silent new key.
 */
export function openKeySource(settings: KeySettings): KeySource {
  const { environment, keysJson, keyFile, log = console.log } = settings;
  if (keysJson !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(keysJson);
    } catch {
      throw new Error('SANDBOX_KEYS is not JSON: see "Key material" in sandbox/README.md');
    }
    return staticKeySource(parseKeyMaterial(json, 'SANDBOX_KEYS'));
  }
  if (!keyFileExists(keyFile)) {
    if (environment !== 'test') {
      throw new Error(
        `No key material: in production set SANDBOX_KEYS or provide the key file ${keyFile} (SANDBOX_KEY_FILE); see "Key material" in sandbox/README.md`,
      );
    }
    writeKeyFile(keyFile, generateKeyMaterial());
    log(`sandbox: generated test keys in ${keyFile}`);
  }
  checkKeyFileMode(keyFile);
  return fileKeySource(keyFile);
}
