import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDENTITY_PROVIDERS, sandboxIssuer, signInCallbackPath } from '@payment-client/server-kit/identityProviders';
import type { SandboxContext } from '../context';
import { sendPage, type PagePolicy } from '../pages/pageDocument';
import { pageLanguage } from '../pages/pageLanguage';
import { documented } from '../provider/openapi/routeDoc';
import { accountPage, interactionErrorPage } from './accountPage';
import { ACCOUNT_PAGE_TEXTS, type AccountPageTexts } from './accountPageTexts';
import { createStandInProvider, type StandInProvider } from './standInProvider';
import { STAND_INS } from './standIns';

const FORM_BODY_LIMIT_BYTES = 4096;

const checkbox = z.literal('on').optional();
const accountFormSchema = z.strictObject({
  action: z.enum(['continue', 'cancel']),
  login: z.string().max(254).optional(),
  name: z.string().max(120).optional(),
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
  emailVerified: checkbox,
  hideEmail: checkbox,
});
const interactionParamsSchema = z.strictObject({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The language the site asked for (OpenID Connect's `ui_locales`), else the browser's. */
function textsFor(request: FastifyRequest, interactionParams: Record<string, unknown> | undefined): AccountPageTexts {
  const requested = interactionParams?.ui_locales;
  return ACCOUNT_PAGE_TEXTS[pageLanguage(request.headers['accept-language'], typeof requested === 'string' ? requested : undefined)];
}

/** Made on first use: a sandbox whose identity providers nobody calls generates no keys. */
function lazily(make: () => Promise<StandInProvider>): () => Promise<StandInProvider> {
  let made: Promise<StandInProvider> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

/** oidc-provider reads its own bodies: this scope parses none, and hands it the request as if mounted at its issuer's path. */
function registerProtocolRoutes(app: FastifyInstance, issuer: string, standInProvider: () => Promise<StandInProvider>): void {
  const { host, pathname: mountPath } = new URL(issuer);
  void app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { provider } = await standInProvider();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(mountPath.length) || '/';
      // oidc-provider builds its endpoints' addresses from the Host header: they are the issuer's, whatever the request said.
      raw.headers.host = host;
      provider.callback()(raw, reply.raw);
    };
    // Discovery, JWKS, authorization (and its resume step), token: GET and POST are all it serves.
    protocol.route({
      method: ['GET', 'POST'],
      url: `${mountPath}/*`,
      handler: handle,
      ...documented({ summary: `The stand-in identity provider's OpenID Connect endpoints under ${mountPath} (discovery, JWKS, authorization, token)`, auth: 'none' }),
    });
  });
}

function registerAccountPages(app: FastifyInstance, context: SandboxContext, mountPath: string, standInProvider: () => Promise<StandInProvider>): void {
  // The account form leads (303, through the provider's resume step) to the site's callback.
  const policy: PagePolicy = { frameAncestors: [], formTargets: [context.identityProviders.siteOrigin] };
  void app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const doc = (summary: string) => documented({ summary, auth: 'none', params: interactionParamsSchema });
    pages.get(`${mountPath}/interaction/:uid`, doc('The stand-in identity provider\'s account page'), async (request, reply) => {
      const { provider, standIn } = await standInProvider();
      const params = interactionParamsSchema.safeParse(request.params);
      const details = params.success ? await provider.interactionDetails(request.raw, reply.raw).catch(() => null) : null;
      const texts = textsFor(request, details?.params);
      if (!details || details.uid !== params.data?.uid) return sendPage(reply, 400, interactionErrorPage(standIn, texts, texts.expired), policy);
      return sendPage(reply, 200, accountPage(standIn, texts, `${mountPath}/interaction/${details.uid}`), policy);
    });

    pages.post(`${mountPath}/interaction/:uid`, doc('Signs in with the account entered, or cancels (a form post)'), async (request, reply) => {
      const { provider, standIn, accounts } = await standInProvider();
      const params = interactionParamsSchema.safeParse(request.params);
      const details = params.success ? await provider.interactionDetails(request.raw, reply.raw).catch(() => null) : null;
      const texts = textsFor(request, details?.params);
      if (!details || details.uid !== params.data?.uid) return sendPage(reply, 400, interactionErrorPage(standIn, texts, texts.expired), policy);
      const form = accountFormSchema.safeParse(request.body);
      if (!form.success || (form.data.action === 'continue' && !form.data.login?.trim())) {
        return sendPage(reply, 400, interactionErrorPage(standIn, texts, texts.noAccount), policy);
      }
      if (form.data.action === 'cancel') {
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { error: 'access_denied', error_description: 'The sign-in was cancelled' }, { mergeWithLastSubmission: false });
        return reply.redirect(returnTo, 303);
      }
      const account = accounts.signIn({
        login: form.data.login ?? '',
        name: form.data.name ?? '',
        email: form.data.email ?? '',
        emailVerified: form.data.emailVerified === 'on',
        hideEmail: form.data.hideEmail === 'on',
      });
      // Signing in is consenting here, as on the real pages: one grant of what the site asked for.
      const grant = new provider.Grant({ accountId: account.subject, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: account.subject }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });
  });
}

/**
 * The stand-in identity providers, each an OpenID Provider under the provider's origin
 * (`/idp/apple`, `/idp/snapchat`) with its account page, so the site's sign-in with Apple and
 * Snapchat runs the real protocol offline.
 */
export function registerIdentityProviderRoutes(app: FastifyInstance, context: SandboxContext): void {
  for (const name of IDENTITY_PROVIDERS) {
    const issuer = sandboxIssuer(context.providerOrigin, name);
    const mountPath = new URL(issuer).pathname;
    const standInProvider = lazily(() =>
      createStandInProvider(STAND_INS[name], {
        issuer,
        client: { ...context.identityProviders.clients[name], redirectUri: new URL(signInCallbackPath(name), context.identityProviders.siteOrigin).href },
        cookieKey: context.keys.identityProviderCookies.toString('base64url'),
        subjectKey: context.keys.identitySubjects,
      }),
    );
    registerProtocolRoutes(app, issuer, standInProvider);
    registerAccountPages(app, context, mountPath, standInProvider);
  }
}

