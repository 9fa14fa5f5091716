import * as oidc from 'openid-client';
import { signInCallbackPath, type IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import type { IdentityProviderSettingsByName } from '../config';

/** What the site asks each provider for: Apple's scopes are `name` and `email`; the stand-in for Snapchat's takes OpenID Connect's. */
export const IDENTITY_SCOPES: Record<IdentityProviderName, string> = { apple: 'openid name email', snapchat: 'openid profile email' };

const DISCOVERY_TIMEOUT_SECONDS = 5;

export interface IdentityProviderClients {
  /** The provider's client configuration, discovered on first use; null when the deployment has not set the provider up. */
  configurationOf(provider: IdentityProviderName): Promise<oidc.Configuration | null>;
  /** The callback registered with the provider, on the site's public origin. */
  callbackUrl(provider: IdentityProviderName): string;
}

/**
 * The site as a client of each identity provider (openid-client). Discovery runs on the first
 * sign-in rather than at start, so the API starts while a provider is down (or, locally, before
 * the sandbox listens); a failed discovery is tried again by the next sign-in.
 */
export function createIdentityProviderClients(settings: IdentityProviderSettingsByName, siteOrigin: string): IdentityProviderClients {
  const discovered = new Map<IdentityProviderName, Promise<oidc.Configuration>>();
  const discover = async (provider: IdentityProviderName): Promise<oidc.Configuration> => {
    const setting = settings[provider]!;
    const issuer = new URL(setting.issuer);
    // Production refuses an issuer that is not https (config.ts); only the TEST stand-ins run on http://localhost.
    const insecure = issuer.protocol === 'http:';
    return oidc.discovery(issuer, setting.clientId, { client_secret: setting.clientSecret }, oidc.ClientSecretBasic(setting.clientSecret), {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  };
  return {
    async configurationOf(provider) {
      if (settings[provider] === null) return null;
      let configuration = discovered.get(provider);
      if (!configuration) {
        configuration = discover(provider);
        discovered.set(provider, configuration);
        configuration.catch(() => discovered.delete(provider));
      }
      return configuration;
    },
    callbackUrl: (provider) => new URL(signInCallbackPath(provider), siteOrigin).href,
  };
}
