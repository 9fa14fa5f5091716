// `npm run sandbox:rotate-keys`: a new encryption key becomes current in the key file and every
// card, CVC and record value is sealed again under it, a batch per transaction, while the sandbox
// keeps running on PostgreSQL. `-- --retire <keyId>` then removes a key no row uses any more.
// With SANDBOX_KEYS, put the new key in the variable as current first; this re-encrypts the rest.
import { parseArgs } from 'node:util';
import * as config from '../sandbox/config';
import { migrate, openDatabase } from '../sandbox/db';
import { reencryptAll } from '../sandbox/keys/reencrypt';
import { openKeySource } from '../sandbox/keys/openKeySource';
import { retireKey, rotateKeyFile } from '../sandbox/keys/rotateKeys';
import { deriveKeys } from '../sandbox/keys/sandboxKeys';

const { values } = parseArgs({ options: { retire: { type: 'string' }, 'batch-size': { type: 'string' } } });
const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1)) throw new Error('--batch-size must be a positive whole number');

const db = await openDatabase();
try {
  await migrate(db);
  const onBatch = ({ cards, recordFields }: { cards: number; recordFields: number }) => console.log(`  re-encrypted ${cards} cards, ${recordFields} record values`);
  const keysJson = config.keysJson();
  if (values.retire !== undefined) {
    if (keysJson !== undefined) throw new Error('With SANDBOX_KEYS, retire a key by removing it from the variable once no row uses it');
    await retireKey(db, config.keyFile(), values.retire);
    console.log(`Retired key ${values.retire}.`);
  } else if (keysJson !== undefined) {
    const keys = deriveKeys(openKeySource({ environment: config.sandboxEnvironment(), keysJson, keyFile: config.keyFile() }));
    const done = await reencryptAll(db, keys, { batchSize, onBatch });
    console.log(`Everything is sealed under ${keys.cardCipher.current().id} (${done.cards} cards, ${done.recordFields} record values re-encrypted).`);
  } else {
    const done = await rotateKeyFile(db, config.keyFile(), { batchSize, onBatch });
    console.log(`Current key: ${done.currentKeyId} (${done.cards} cards, ${done.recordFields} record values re-encrypted).`);
    console.log(`Retire the old key with: npm run sandbox:rotate-keys -- --retire ${done.previousKeyId} (refused while any row still uses it)`);
  }
} catch (error) {
  console.error(`sandbox:rotate-keys: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
