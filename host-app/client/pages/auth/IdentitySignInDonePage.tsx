import { Link } from 'wouter';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';
import { AuthFrame, FormAlert } from './AuthFrame';
import { useIdentityHandOver } from './useIdentityHandOver';

/** Where a provider's successful sign-in comes back (Authenticate): the site takes the session, then goes on. */
export function IdentitySignInDonePage() {
  const { t } = useI18n();
  const handOver = useIdentityHandOver();
  return (
    <AuthFrame title="auth.identityDone.title">
      {handOver.status === 'signingIn' ? (
        <PageStatus state="loading" />
      ) : (
        <>
          <FormAlert message={handOver.message} />
          <p>
            <Link href={SITE_ROUTES.signIn}>{t('auth.forgot.back')}</Link>
          </p>
        </>
      )}
    </AuthFrame>
  );
}
