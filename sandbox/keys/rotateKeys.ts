import type { Database } from '../db';
import { deriveKeys } from './sandboxKeys';
import { writeKeyFile } from './keyFile';
import { withNewCurrentKey, withoutKey } from './keyMaterial';
import { fileKeySource, readKeyFile } from './keySource';
import { countSealedUnder, reencryptAll, type ReencryptProgress } from './reencrypt';

export interface RotationResult extends ReencryptProgress {
  previousKeyId: string;
  currentKeyId: string;
}

/**
 * Makes a new encryption key current in the key file, then re-encrypts every row under it. The
 * old key stays in the file: running servers re-read the file, so they seal under the new key
 * and still open values of either until the rotation is done and the old key is retired.
 */
export async function rotateKeyFile(db: Database, path: string, options: { batchSize?: number; onBatch?: (progress: ReencryptProgress) => void } = {}): Promise<RotationResult> {
  const before = readKeyFile(path);
  const after = withNewCurrentKey(before);
  writeKeyFile(path, after);
  const progress = await reencryptAll(db, deriveKeys(fileKeySource(path)), options);
  return { ...progress, previousKeyId: before.currentKeyId, currentKeyId: after.currentKeyId };
}

/** Removes a key from the key file, refused while any row is still sealed under it. */
export async function retireKey(db: Database, path: string, keyId: string): Promise<void> {
  const retired = withoutKey(readKeyFile(path), keyId);
  const remaining = await countSealedUnder(db, keyId);
  if (remaining > 0) throw new Error(`${remaining} rows are still sealed under ${keyId}: run the rotation again before retiring it`);
  writeKeyFile(path, retired);
}
