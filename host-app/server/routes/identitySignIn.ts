import type { FastifyInstance, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { API_PATHS } from '../../contract/http/apiPaths';
import {
  identityProviderParamsSchema,
  identitySessionBodySchema,
  identitySignInStartQuerySchema,
  type IdentityProviderName,
  type IdentitySignedIn,
  type IdentitySignInError,
} from '../../contract/account/identitySignIn';
import type { ProductLocale } from '../../contract/site/locales';
import { SITE_ROUTES } from '../../contract/site/sitePaths';
import { openSession } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { unauthorized } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { browserKeyHash, browserKeyHashOf, clearBrowserKey, newBrowserKey, setBrowserKey } from '../identitySignIn/browserKey';
import { accountForIdentity } from '../identitySignIn/identityAccounts';
import type { ProviderIdentity } from '../identitySignIn/identityClaims';
import { IDENTITY_SCOPES } from '../identitySignIn/identityProviderClients';
import { recordRefusal, recordSignedInAccount, recordSignInStart, takeHandOver, takeProviderAnswer, type IdentitySignIn, type IdentitySignInRefusal } from '../identitySignIn/identitySignIns';
import { readProviderAnswer } from '../identitySignIn/providerAnswer';
import { IDENTITY_SIGN_IN, RATE_LIMITS } from '../securityPolicy';
import { findSubscriberById, isUniqueViolation, profileOf } from '../subscribers/subscriberStore';

/** Fastify's patterns of API_PATHS.identitySignInStart and identitySignInCallback. */
const START_ROUTE = '/api/v1/auth/oidc/:provider/start';
const CALLBACK_ROUTE = '/api/v1/auth/oidc/:provider/callback';

const PROVIDER_PAGES: Record<IdentityProviderName, string> = { apple: SITE_ROUTES.appleSignIn, snapchat: SITE_ROUTES.snapchatSignIn };

/** What the site's page says for each refusal: the checks that failed are one "refused", so the page gives an attacker no oracle. */
const SITE_ERROR_OF: Record<IdentitySignInRefusal, IdentitySignInError> = {
  state: 'refused',
  issuer: 'refused',
  nonce: 'refused',
  idToken: 'refused',
  code: 'refused',
  cancelled: 'cancelled',
  providerError: 'providerError',
  unavailable: 'unavailable',
};

/** A page of the site in the sign-in's language, with where to go after. */
function sitePage(locale: ProductLocale, path: string, query: Record<string, string | null>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null));
  const localized = locale === 'ar' ? `/ar${path}` : path;
  return search.size > 0 ? `${localized}?${search}` : localized;
}

const failurePage = (provider: IdentityProviderName, locale: ProductLocale, error: IdentitySignInError, next: string | null) =>
  sitePage(locale, PROVIDER_PAGES[provider], { error, next });

/** Back to the site, and never into a cache: these answers belong to one browser's sign-in. */
const toSite = (reply: FastifyReply, location: string) => reply.header('Cache-Control', 'no-store').redirect(location, 303);

/**
 * Sign in with Apple and Login with Snapchat (SEC-29): the authorization code flow with PKCE,
 * state and nonce, through openid-client. Start keeps them server side against a random key in
 * the browser's cookie and sends the browser to the provider; the callback takes that sign-in
 * once, has openid-client check the answer and exchange the code, and finds, links or makes the
 * account; the site's page then takes the session by POST, so no token is ever in an address.
 */
export function registerIdentitySignInRoutes(app: FastifyInstance, context: ProductContext): void {
  const secureCookie = context.payments.hostAppOrigin.startsWith('https:');

  app.get(START_ROUTE, async (request, reply) => {
    const now = context.clock();
    const { provider } = parseInput(identityProviderParamsSchema, request.params, 'params');
    const query = parseInput(identitySignInStartQuerySchema, request.query, 'query');
    await context.rateLimiter.consume(RATE_LIMITS.identitySignInPerIp, request.ip, now);
    const locale = query.locale ?? 'en';
    const nextPath = query.next ?? null;
    const configuration = await context.identityProviders.configurationOf(provider).catch(() => null);
    if (!configuration) return toSite(reply, failurePage(provider, locale, 'unavailable', nextPath));
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const key = newBrowserKey();
    await recordSignInStart(context.db, { provider, ...checks, locale, nextPath, staySignedIn: query.staySignedIn === 'true' }, browserKeyHash(key), now);
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: context.identityProviders.callbackUrl(provider),
      scope: IDENTITY_SCOPES[provider],
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      // The provider's pages in the site's language (OpenID Connect's ui_locales).
      ui_locales: locale,
    });
    setBrowserKey(reply, key, IDENTITY_SIGN_IN.startTtlSeconds, secureCookie);
    return toSite(reply, authorizationUrl.href);
  });

  app.get(CALLBACK_ROUTE, async (request, reply) => {
    const now = context.clock();
    const { provider } = parseInput(identityProviderParamsSchema, request.params, 'params');
    const keyHash = browserKeyHashOf(request);
    const signIn = keyHash === null ? null : await takeProviderAnswer(context.db, keyHash, provider, now);
    // Not started in this browser, expired, or taken already (a replayed or reloaded callback).
    if (!signIn) return toSite(reply, failurePage(provider, 'en', 'expired', null));
    const refuse = async (because: IdentitySignInRefusal) => {
      await recordRefusal(context.db, signIn.id, because);
      clearBrowserKey(reply, secureCookie);
      return toSite(reply, failurePage(provider, signIn.locale, SITE_ERROR_OF[because], signIn.nextPath));
    };
    const configuration = await context.identityProviders.configurationOf(provider).catch(() => null);
    if (!configuration) return refuse('unavailable');
    // The address the provider was given, with the answer's parameters: never the Host header's.
    const callbackUrl = new URL(context.identityProviders.callbackUrl(provider));
    callbackUrl.search = new URL(request.url, callbackUrl).search;
    const answer = await readProviderAnswer(configuration, callbackUrl, signIn);
    if (answer.kind === 'refused') return refuse(answer.because);
    await signInToAccount(context, signIn, answer.identity, now);
    return toSite(reply, sitePage(signIn.locale, SITE_ROUTES.identitySignInDone, { next: signIn.nextPath }));
  });

  app.post(API_PATHS.identitySignInSession, async (request, reply) => {
    const now = context.clock();
    parseInput(identitySessionBodySchema, request.body ?? {}, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.identityHandOverPerIp, request.ip, now);
    const keyHash = browserKeyHashOf(request);
    clearBrowserKey(reply, secureCookie);
    const signedIn =
      keyHash === null
        ? null
        : await context.db.transaction(async (tx): Promise<IdentitySignedIn | null> => {
            const handOver = await takeHandOver(tx, keyHash, now);
            const subscriber = handOver ? await findSubscriberById(tx, handOver.subscriberId) : undefined;
            if (!handOver || !subscriber) return null;
            const token = await openSession(tx, context, subscriber.id, handOver.staySignedIn, now);
            return { token, subscriber: profileOf(subscriber), provider: handOver.provider, account: handOver.account, staySignedIn: handOver.staySignedIn };
          });
    if (!signedIn) throw unauthorized('auth.identitySignInExpired');
    reply.header('Cache-Control', 'no-store');
    return sendData(request, reply, signedIn);
  });
}

/** Finds, links or makes the account; two first sign-ins at once (or a sign-up racing one) meet a unique index, and the loser looks again. */
async function signInToAccount(context: ProductContext, signIn: IdentitySignIn, identity: ProviderIdentity, now: Date): Promise<void> {
  const attempt = () =>
    context.db.transaction(async (tx) => {
      const { subscriber, account } = await accountForIdentity(tx, signIn.provider, identity, now);
      await recordSignedInAccount(tx, signIn.id, subscriber.id, account);
    });
  await attempt().catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  });
}
