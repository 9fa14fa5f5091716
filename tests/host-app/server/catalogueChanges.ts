import type { Database } from '@payment-client/server-kit/db';
import { CATALOGUE_CHANNEL } from '../../../host-app/server/publicReads/cachePolicy';

/**
 * Runs `write`, a change to the catalogue, and resolves once it has been heard as a notification.
 * The API heard it first (it listened first, on the same connection), so the next read shows the
 * change: at once on PGlite, a round trip later on PostgreSQL.
 */
export async function changeCatalogue<T>(db: Database, write: () => Promise<T>): Promise<T> {
  let heard: () => void = () => undefined;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  const stop = await db.listen(CATALOGUE_CHANNEL, { notified: () => heard() });
  try {
    const result = await write();
    await notified;
    return result;
  } finally {
    await stop();
  }
}
