import { seedTestVouchers } from './billing/testVouchers';
import * as config from './config';
import { createProductContext } from './createProductContext';
import { createProductServer } from './createProductServer';
import { startProductMedia } from './media/productMedia';
import { startBillingSchedule } from './jobs/billingSchedule';
import { startProviderWebhooks } from './webhooks/providerWebhookSchedule';

const HOST = '127.0.0.1';

async function main(): Promise<void> {
  const context = await createProductContext();
  const app = createProductServer(context);
  const port = config.hostAppPort();
  await app.listen({ host: HOST, port });
  console.log(`host app        http://localhost:${port}`);
  if (context.env === 'test') {
    console.log('host app: TEST environment (PRODUCT_ENV=test): development endpoints on');
    // Seeded codes are random: a few are printed for manual tries; POST /api/v1/dev/vouchers issues more.
    const vouchers = await seedTestVouchers(context.db);
    for (const plan of ['monthly', 'yearly'] as const) {
      const codes = vouchers.filter((voucher) => voucher.plan === plan).slice(0, 3).map((voucher) => voucher.code);
      console.log(`host app: TEST ${plan} vouchers ${codes.join(', ')}`);
    }
  } else {
    console.log('host app: production environment (PRODUCT_ENV unset or production)');
  }

  // A fresh clone has no media yet: the API answers meanwhile, and the videos play once generated.
  const media = startProductMedia(context);
  const billing = startBillingSchedule(context);
  // Once listening: the provider may deliver as soon as the endpoint is registered.
  const providerWebhooks = startProviderWebhooks(context);
  // Whatever ends the process, its ffmpeg processes end with it.
  process.on('exit', () => media.killNow());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`host app: ${signal}, shutting down`);
    try {
      await media.stop();
      await billing.stop();
      await providerWebhooks.stop();
      await app.close();
      await context.db.close();
      process.exit(0);
    } catch (error) {
      console.error('host app: shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('host app: failed to start', error);
  process.exit(1);
});
