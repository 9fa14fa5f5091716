import { Link } from 'wouter';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormSummary } from '../../forms/FormSummary';
import { TextField } from '../../forms/TextField';
import { useI18n } from '../../i18n/I18nProvider';
import { AuthFrame, FormAlert } from './AuthFrame';
import { IdentityProviderLinks } from './IdentityProviderLinks';
import { useSignInForm } from './useSignInForm';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

export function SignInPage() {
  const { t } = useI18n();
  const form = useSignInForm();
  return (
    <AuthFrame title="auth.signIn.title">
      <form className="site-Form" {...form.formProps}>
        <FormSummary show={form.showSummary} />
        <FormAlert message={form.error} />
        <TextField label="auth.email" field={form.field('email')} type="email" autoComplete="email" required />
        <TextField label="auth.password" field={form.field('password')} type="password" autoComplete="current-password" required />
        <CheckboxField label="auth.staySignedIn" hint="auth.staySignedInHint" checked={form.staySignedIn} onChange={form.setStaySignedIn} />
        <button type="submit" className="site-Button" disabled={form.submitting}>
          {form.submitting ? t('auth.busy') : t('auth.signIn.submit')}
        </button>
      </form>
      <IdentityProviderLinks />
      <p>
        <Link href={SITE_ROUTES.forgotPassword}>{t('auth.signIn.forgot')}</Link>
      </p>
      <p>
        <Link href={SITE_ROUTES.phoneSignIn}>{t('auth.signIn.withPhone')}</Link>
      </p>
      <p>
        {t('auth.signIn.noAccount')} <Link href={SITE_ROUTES.signUp}>{t('shell.signUp')}</Link>
      </p>
    </AuthFrame>
  );
}
