import { describe, expect, it } from 'vitest';
import { TEST_IDENTITY_CLIENT } from '@payment-client/server-kit/identityProviders';
import { PROVIDER_ORIGIN, useTestSandbox } from '../helpers';

const SITE_ORIGIN = 'http://localhost:3000';
const t = useTestSandbox({ productSiteOrigin: SITE_ORIGIN });

const authorization = (query: Record<string, string>) =>
  t.provider.inject({
    method: 'GET',
    url: '/idp/snapchat/auth',
    query: { client_id: TEST_IDENTITY_CLIENT.clientId, response_type: 'code', scope: 'openid profile email', redirect_uri: `${SITE_ORIGIN}/api/v1/auth/oidc/snapchat/callback`, state: 's', nonce: 'n', ...query },
  });

describe('the stand-in identity providers', () => {
  it('publish their OpenID configuration under the provider origin: code flow and S256 only', async () => {
    const response = await t.provider.inject({ method: 'GET', url: '/idp/apple/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: `${PROVIDER_ORIGIN}/idp/apple`,
      authorization_endpoint: `${PROVIDER_ORIGIN}/idp/apple/auth`,
      token_endpoint: `${PROVIDER_ORIGIN}/idp/apple/token`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'name']));
  });

  it('refuse an authorization request without PKCE, back to the site with an error', async () => {
    const response = await authorization({});
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${SITE_ORIGIN}/api/v1/auth/oidc/snapchat/callback`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('send only the registered callback a code, and show their account page to a valid request', async () => {
    const foreign = await authorization({ redirect_uri: 'https://evil.example/callback', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    const valid = await authorization({ code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' });
    expect(valid.statusCode).toBe(303);
    const pagePath = String(valid.headers.location);
    expect(pagePath).toMatch(/^\/idp\/snapchat\/interaction\/[\w-]+$/);
    const cookies = ([] as string[]).concat(valid.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const page = await t.provider.inject({ method: 'GET', url: pagePath, headers: { cookie: cookies } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Login with Snapchat (sandbox)');
    // The form's answer leads through the provider to the site's callback.
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SITE_ORIGIN}`);
    const withoutCookie = await t.provider.inject({ method: 'GET', url: pagePath });
    expect(withoutCookie.statusCode).toBe(400);
  });

  it("speak the language the site asks for (ui_locales), else the browser's", async () => {
    const pkce = { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' };
    const accountPageOf = async (query: Record<string, string>, acceptLanguage: string) => {
      const started = await authorization({ ...pkce, ...query });
      const cookie = ([] as string[]).concat(started.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
      return t.provider.inject({ method: 'GET', url: String(started.headers.location), headers: { cookie, 'accept-language': acceptLanguage } });
    };
    const asked = await accountPageOf({ ui_locales: 'ar' }, 'en-GB,en;q=0.9');
    expect(asked.body).toContain('<html lang="ar" dir="rtl">');
    expect(asked.body).toContain('تسجيل الدخول باستخدام Snapchat');
    expect(asked.body).toMatch(/<button[^>]*value="continue"[^>]*>متابعة<\/button>/);
    expect(asked.headers.vary).toBe('Accept-Language');
    const browser = await accountPageOf({}, 'ar-AE,ar;q=0.9');
    expect(browser.body).toContain('<html lang="ar" dir="rtl">');
    const english = await accountPageOf({ ui_locales: 'fr' }, 'de-DE');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Login with Snapchat (sandbox)');
    const expired = await t.provider.inject({ method: 'GET', url: '/idp/snapchat/interaction/unknown', headers: { 'accept-language': 'ar' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('انتهت صلاحية تسجيل الدخول هذا');
  });
});
