// `npm run sandbox:sweep-cvcs`: deletes the CVCs of checkouts whose session has expired, as the
// running sandbox does on its own every SANDBOX_CVC_SWEEP_INTERVAL_MS.
import { migrate, openDatabase } from '../sandbox/db';
import { sweepSecurityCodes } from '../sandbox/vault/securityCodeSweep';

const db = await openDatabase();
try {
  await migrate(db);
  const swept = await sweepSecurityCodes(db, new Date());
  console.log(`Deleted ${swept} expired CVCs.`);
} finally {
  await db.close();
}
