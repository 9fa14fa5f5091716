import { useId } from 'react';
import { Link, useSearch } from 'wouter';
import { useI18n } from '../../i18n/I18nProvider';
import { safeNextPath } from '../../routing/safeNext';
import { IDENTITY_PROVIDER_NAMES, IDENTITY_PROVIDER_PAGES } from './identityProviders';

/** "Continue with Apple / Snapchat" on the sign-in pages, keeping where the viewer was going. */
export function IdentityProviderLinks() {
  const { t } = useI18n();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  const suffix = next ? `?next=${encodeURIComponent(next)}` : '';
  const headingId = useId();
  return (
    <div className="site-IdentityProviders" role="group" aria-labelledby={headingId}>
      <p id={headingId}>{t('auth.otherWays')}</p>
      {(['apple', 'snapchat'] as const).map((provider) => (
        <Link key={provider} href={`${IDENTITY_PROVIDER_PAGES[provider]}${suffix}`} className="site-Button" data-variant="secondary" data-provider={provider}>
          {t('auth.continueWith', { provider: IDENTITY_PROVIDER_NAMES[provider] })}
        </Link>
      ))}
    </div>
  );
}
