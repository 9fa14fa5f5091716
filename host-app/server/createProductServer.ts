import type { FastifyInstance } from 'fastify';
import type { ProductContext } from './context';
import { createHttpServer } from './http/createHttpServer';
import { registerStaticSite } from './http/staticSite';
import { registerAdRoutes } from './routes/ads';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import { registerChannelRoutes } from './routes/channels';
import { registerDevOtpRoute } from './routes/devOtp';
import { registerEventRoutes } from './routes/events';
import { registerHomeRoute } from './routes/home';
import { registerInterestRoutes } from './routes/interests';
import { registerMediaFileRoutes } from './routes/mediaFiles';
import { registerOtpRoutes } from './routes/otp';
import { registerPaymentRoutes } from './routes/payments';
import { registerProfileRoutes } from './routes/profile';
import { registerProfileImageRoute } from './routes/profileImage';
import { registerPublicIpRoute } from './routes/publicIp';
import { registerStoredCardPaymentRoutes } from './routes/storedCardPayments';
import { registerSubscriptionRoutes } from './routes/subscription';
import { registerVideoRoutes } from './routes/videos';

/** The product API of product.md section 7 and the built site, over one context; ready for `listen()` or `inject()`. */
export function createProductServer(context: ProductContext): FastifyInstance {
  const app = createHttpServer({ name: 'host app', trustProxy: context.trustProxy });
  registerStaticSite(app, context.distDir);
  registerOtpRoutes(app, context);
  registerAuthRoutes(app, context);
  registerProfileRoutes(app, context);
  registerProfileImageRoute(app, context);
  registerHomeRoute(app, context);
  registerVideoRoutes(app, context);
  registerChannelRoutes(app, context);
  registerEventRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerStoredCardPaymentRoutes(app, context);
  registerInterestRoutes(app, context);
  registerAdRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerPublicIpRoute(app, context);
  registerMediaFileRoutes(app, context);
  if (context.env === 'test' && context.devOtpOutbox) registerDevOtpRoute(app, context, context.devOtpOutbox);
  return app;
}
