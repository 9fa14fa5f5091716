import type { FastifyInstance } from 'fastify';
import type { ProductContext } from './context';
import { registerAdServerRoutes, registerDevAdBeaconsRoute } from './ads/adServerRoutes';
import * as config from './config';
import { registerAnswerDelivery } from './http/answerDelivery';
import { createHttpServer } from './http/createHttpServer';
import { registerXsrfCheck } from './http/xsrfCheck';
import { registerSiteSecurityHeaders, type SiteSecurityOrigins } from './http/siteSecurityHeaders';
import { registerSiteRendering } from './http/siteRendering';
import { viewerCountryOf } from './geo/requestCountry';
import { registerAdRoutes } from './routes/ads';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAnalyticsRemoteConfigRoute } from './routes/analyticsRemoteConfig';
import { registerAuthRoutes } from './routes/auth';
import { registerIdentitySignInRoutes } from './routes/identitySignIn';
import { registerCredentialRoutes } from './routes/authCredentials';
import { registerPasswordResetRoutes } from './routes/authRecovery';
import { registerDevHelpChatRoute, registerHelpChatRoutes } from './routes/helpChat';
import { registerChannelRoutes } from './routes/channels';
import { registerCollectionRoutes } from './routes/collections';
import { registerDevAnalyticsRoute } from './routes/devAnalytics';
import { registerDiscoveryRoutes } from './routes/discovery';
import { registerDevOtpRoute } from './routes/devOtp';
import { registerDevVoucherRoute } from './routes/devVouchers';
import { registerDevBillingRunRoute } from './jobs/devBillingRunRoute';
import { registerDevEmailsRoute } from './email/devEmailsRoute';
import { registerEventRoutes } from './routes/events';
import { registerHomeRoute } from './routes/home';
import { registerInterestRoutes } from './routes/interests';
import { registerMobileBillingRoutes } from './routes/mobileBilling';
import { registerMediaFileRoutes } from './routes/mediaFiles';
import { registerOtpRoutes } from './routes/otp';
import { registerPaymentRoutes } from './routes/payments';
import { registerProfileRoutes } from './routes/profile';
import { registerProfileImageRoute } from './routes/profileImage';
import { registerPublicIpRoute } from './routes/publicIp';
import { registerViewerCountryRoutes } from './routes/viewerCountry';
import { registerStoredCardPaymentRoutes } from './routes/storedCardPayments';
import { registerPlanChangeRoutes } from './routes/planChange';
import { registerBillingHistoryRoute } from './routes/billingHistory';
import { registerCardUpdateRoutes } from './routes/cardUpdate';
import { registerSubscriptionRoutes } from './routes/subscription';
import { registerSearchRoutes } from './routes/search';
import { registerVideoRoutes } from './routes/videos';
import { registerVoucherRoutes } from './routes/vouchers';
import { registerWatchProgressRoutes } from './routes/watchProgress';
import { registerProviderWebhookRoute } from './webhooks/providerWebhookRoute';

export interface ProductServerOptions {
  /** The payment origins the site's CSP allows; PROVIDER_ORIGIN and VAULT_ORIGIN when omitted. */
  paymentOrigins?: SiteSecurityOrigins;
}

/** The product API (PR-API-1) and the built site, over one context; ready for `listen()` or `inject()`. */
export function createProductServer(context: ProductContext, options: ProductServerOptions = {}): FastifyInstance {
  const app = createHttpServer({ name: 'host app', trustProxy: context.trustProxy });
  registerXsrfCheck(app);
  registerAnswerDelivery(app, context);
  registerSiteSecurityHeaders(app, context.env, {
    ...(options.paymentOrigins ?? { providerOrigin: config.providerOrigin(), vaultOrigin: config.vaultOrigin() }),
    embedOrigins: config.embedFrameOrigins(),
  });
  registerSiteRendering(app, {
    distDir: context.distDir,
    rendererDir: context.rendererDir,
    origin: context.payments.hostAppOrigin,
    countryOf: (request) => viewerCountryOf(request, context),
  });
  registerOtpRoutes(app, context);
  registerAuthRoutes(app, context);
  registerIdentitySignInRoutes(app, context);
  registerPasswordResetRoutes(app, context);
  registerCredentialRoutes(app, context);
  registerHelpChatRoutes(app, context);
  registerProfileRoutes(app, context);
  registerProfileImageRoute(app, context);
  registerHomeRoute(app, context);
  registerVideoRoutes(app, context);
  registerSearchRoutes(app, context);
  registerChannelRoutes(app, context);
  registerEventRoutes(app, context);
  registerDiscoveryRoutes(app, context);
  registerCollectionRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerPlanChangeRoutes(app, context);
  registerBillingHistoryRoute(app, context);
  registerCardUpdateRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerStoredCardPaymentRoutes(app, context);
  registerMobileBillingRoutes(app, context);
  registerVoucherRoutes(app, context);
  registerInterestRoutes(app, context);
  registerWatchProgressRoutes(app, context);
  registerAdRoutes(app, context);
  registerAdServerRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerAnalyticsRemoteConfigRoute(app);
  registerPublicIpRoute(app, context);
  registerViewerCountryRoutes(app, context);
  registerMediaFileRoutes(app, context);
  registerProviderWebhookRoute(app, context);
  // Development endpoints exist only in TEST: in production their paths are unknown (404).
  if (context.env === 'test') {
    if (context.devOtpOutbox) registerDevOtpRoute(app, context, context.devOtpOutbox);
    if (context.devEmailOutbox) registerDevEmailsRoute(app, context, context.devEmailOutbox);
    registerDevAnalyticsRoute(app, context);
    registerDevVoucherRoute(app, context);
    registerDevBillingRunRoute(app, context);
    registerDevHelpChatRoute(app, context);
    registerDevAdBeaconsRoute(app, context);
  }
  return app;
}
