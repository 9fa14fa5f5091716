import { Link } from 'wouter';
import { FULL_NAME_MAX_LENGTH } from '../../../contract/forms/validation';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormSummary } from '../../forms/FormSummary';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { TextField } from '../../forms/TextField';
import { useI18n } from '../../i18n/I18nProvider';
import { AuthFrame, FormAlert } from './AuthFrame';
import { CodeStep } from './OtpSteps';
import { useSignUpForm } from './useSignUpForm';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

export function SignUpPage() {
  const { t } = useI18n();
  const form = useSignUpForm();
  const { state } = form;
  return (
    <AuthFrame title="auth.signUp.title">
      {state.step === 'details' && (
        <form className="site-Form" {...form.formProps}>
          <FormSummary show={form.showSummary} />
          <FormAlert message={form.error} />
          <TextField label="auth.fullName" field={form.field('fullName')} autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} required />
          <TextField label="auth.email" field={form.field('email')} type="email" autoComplete="email" required />
          <NewPasswordField label="auth.password" field={form.field('password')} />
          <CheckboxField label="auth.staySignedIn" hint="auth.staySignedInHint" checked={form.staySignedIn} onChange={form.setStaySignedIn} />
          <button type="submit" className="site-Button" disabled={form.submitting}>
            {form.submitting ? t('auth.busy') : t('auth.signUp.submit')}
          </button>
        </form>
      )}
      {state.step === 'code' && (
        <>
          <FormAlert message={form.error} />
          <p>{t('auth.signUp.confirmEmail')}</p>
          <CodeStep
            sentTo={state.email}
            staySignedIn={form.staySignedIn}
            onStaySignedInChange={form.setStaySignedIn}
            onVerify={form.verifyCode}
            onStartOver={form.startOver}
            startOverLabel="auth.signUp.changeDetails"
          />
        </>
      )}
      <p>
        {t('auth.signUp.haveAccount')} <Link href={SITE_ROUTES.signIn}>{t('shell.signIn')}</Link>
      </p>
    </AuthFrame>
  );
}
