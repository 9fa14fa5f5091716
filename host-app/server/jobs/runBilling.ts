import { createProductContext } from '../createProductContext';
import { runBillingJobs } from './billingRun';

/**
 * `npm run billing-run` (and its older name `npm run trial-charges`): one run of every billing job
 * against the product database (DATABASE_URL, or the PGlite folder when no API process holds it),
 * printing what it did.
 */
async function main(): Promise<void> {
  const context = await createProductContext();
  try {
    const report = await runBillingJobs(context, context.clock());
    console.log(JSON.stringify(report));
  } finally {
    await context.db.close();
  }
}

main().catch((error: unknown) => {
  console.error('billing run: failed', error);
  process.exit(1);
});
