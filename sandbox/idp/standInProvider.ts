import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { interactionPolicy } from 'oidc-provider';
import { renderPage } from '../pages/pageDocument';
import { interactionErrorPage } from './accountPage';
import { ACCOUNT_PAGE_TEXTS } from './accountPageTexts';
import { StandInAccounts } from './standInAccounts';
import type { StandIn } from './standIns';

export interface IdentityClient {
  clientId: string;
  clientSecret: string;
  /** The product API's callback: the only place the provider sends codes to. */
  redirectUri: string;
}

export interface StandInProviderSettings {
  issuer: string;
  client: IdentityClient;
  /** Signs oidc-provider's cookies; derived from the sandbox's signing secret, so it lasts across restarts. */
  cookieKey: string;
  /** Derives subjects and relay addresses from logins. */
  subjectKey: Buffer;
}

export interface StandInProvider {
  standIn: StandIn;
  provider: Provider;
  accounts: StandInAccounts;
  /** The issuer's path under the sandbox origin (`/idp/apple`). */
  mountPath: string;
}

/**
 * Every sign-in asks for the account, as Apple's and Snapchat's own pages ask to confirm it: a
 * tester can switch accounts, and a remembered session never signs anyone in unseen.
 */
function askEveryTime() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get('login')
    ?.checks.add(new Check('stand_in_asks_every_time', 'The stand-in asks for the account at every sign-in', (ctx) => (ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT)));
  return policy;
}

/**
 * One stand-in identity provider: a real OpenID Provider (oidc-provider) with one client, the
 * authorization code flow only, PKCE (S256) required, and oidc-provider's in-memory store (codes,
 * sessions and grants are gone after a restart). The ID token signing key is made on the first
 * use, so a restart also changes the JWKS: clients that check signatures fetch it again.
 */
export async function createStandInProvider(standIn: StandIn, settings: StandInProviderSettings): Promise<StandInProvider> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: `${standIn.name}-${Date.now().toString(36)}` };
  const accounts = new StandInAccounts(standIn.name, settings.subjectKey);
  const mountPath = new URL(settings.issuer).pathname.replace(/\/$/, '');
  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.client.clientId,
        client_secret: settings.client.clientSecret,
        redirect_uris: [settings.client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [settings.cookieKey] },
    claims: { openid: ['sub'], ...standIn.claimsByScope },
    scopes: ['openid', ...Object.keys(standIn.claimsByScope)],
    // The ID token carries the scopes' claims, as Apple's does; the site reads no userinfo.
    conformIdTokenClaims: false,
    pkce: { methods: ['S256'], required: () => true },
    responseTypes: ['code'],
    features: { devInteractions: { enabled: false } },
    // Seconds: a code lives a minute, the account page ten, the provider's own sign-in session an hour.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, IdToken: 3600, AccessToken: 600 },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`, policy: askEveryTime() },
    // The provider's own error page (a bad request that cannot go back to the site), in the sandbox
    // pages' look; in English, the language of the protocol's error codes and descriptions.
    async renderError(ctx, out) {
      const page = renderPage(interactionErrorPage(standIn, ACCOUNT_PAGE_TEXTS.en, `${out.error ?? 'error'}: ${out.error_description ?? 'the request cannot be processed'}`), { frameAncestors: [], formTargets: [] });
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', page.contentSecurityPolicy);
      ctx.body = page.html;
    },
    async findAccount(_ctx, subject) {
      const account = accounts.find(subject);
      return account && { accountId: subject, claims: (use: string) => standIn.claimsOf(account, use) };
    },
  });
  return { standIn, provider, accounts, mountPath };
}
