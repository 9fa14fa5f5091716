import { createProductContext } from '../createProductContext';
import { chargeEndedTrials } from './trialCharges';

/**
 * `npm run trial-charges`: one run of the trial-end job against the product database
 * (DATABASE_URL, or the PGlite folder when no API process holds it), printing what it did.
 */
async function main(): Promise<void> {
  const context = await createProductContext();
  try {
    const report = await chargeEndedTrials(context, context.clock());
    console.log(JSON.stringify(report));
  } finally {
    await context.db.close();
  }
}

main().catch((error: unknown) => {
  console.error('trial charges: failed', error);
  process.exit(1);
});
