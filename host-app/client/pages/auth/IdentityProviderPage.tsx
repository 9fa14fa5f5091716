import { Link } from 'wouter';
import { CheckboxField } from '../../forms/CheckboxField';
import { useI18n } from '../../i18n/I18nProvider';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import type { IdentityProviderName } from '../../../contract/account/identitySignIn';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';
import { AuthFrame, FormAlert } from './AuthFrame';
import { IDENTITY_PROVIDER_NAMES } from './identityProviders';
import { useIdentityProviderStart } from './useIdentityProviderStart';

const PAGE_TEXTS: Record<IdentityProviderName, { title: SiteMessageKey; intro: SiteMessageKey }> = {
  apple: { title: 'auth.apple.title', intro: 'auth.apple.intro' },
  snapchat: { title: 'auth.snapchat.title', intro: 'auth.snapchat.intro' },
};

/**
 * Sign in with a provider (Apple_Login, Snapchat_Login): what the provider will share, "stay
 * signed in", and the way to the provider; a failed sign-in comes back here and says why.
 */
function IdentityProviderPage({ provider }: { provider: IdentityProviderName }) {
  const { t } = useI18n();
  const start = useIdentityProviderStart(provider);
  return (
    <AuthFrame title={PAGE_TEXTS[provider].title}>
      <FormAlert message={start.error} />
      <p>{t(PAGE_TEXTS[provider].intro)}</p>
      <CheckboxField label="auth.staySignedIn" hint="auth.staySignedInHint" checked={start.staySignedIn} onChange={start.setStaySignedIn} />
      {/* A plain link: the start is a navigation to the API, which sends the browser on to the provider. */}
      <a className="site-Button" data-provider={provider} {...start.continueProps}>
        {t('auth.continueWith', { provider: IDENTITY_PROVIDER_NAMES[provider] })}
      </a>
      <p>
        <Link href={SITE_ROUTES.signIn}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthFrame>
  );
}

export function AppleSignInPage() {
  return <IdentityProviderPage provider="apple" />;
}

export function SnapchatSignInPage() {
  return <IdentityProviderPage provider="snapchat" />;
}
