import * as config from './config';
import { createSandbox } from './createSandbox';
import { migrate, openDatabase } from './db';
import { openKeySource } from './keys/openKeySource';

const HOST = '127.0.0.1';

async function main(): Promise<void> {
  // A production start without its keys fails here, before the database is opened.
  const environment = config.sandboxEnvironment();
  const keys = openKeySource({ environment, keysJson: config.keysJson(), keyFile: config.keyFile() });
  const db = await openDatabase();
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`sandbox: applied migrations ${applied.join(', ')}`);
  const sandbox = await createSandbox({ db, environment, keys });
  const { providerOrigin, vaultOrigin } = sandbox.context;

  await sandbox.provider.listen({ host: HOST, port: config.providerPort() });
  await sandbox.vault.listen({ host: HOST, port: config.vaultPort() });
  console.log(`sandbox provider: ${providerOrigin}  (merchant demo ${providerOrigin}/demo/)`);
  console.log(`sandbox vault:    ${vaultOrigin}`);
  console.log(`sandbox environment: ${environment}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`sandbox: ${signal}, shutting down`);
    try {
      await sandbox.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('sandbox: shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('sandbox: failed to start', error);
  process.exit(1);
});
