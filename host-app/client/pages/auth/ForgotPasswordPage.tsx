import { Link } from 'wouter';
import { sendEmailOtp, verifyEmailOtp } from '../../api/authApi';
import { FormSummary } from '../../forms/FormSummary';
import { TextField } from '../../forms/TextField';
import { emailProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { AuthFrame, FormAlert } from './AuthFrame';
import { CodeStep, NameStep } from './OtpSteps';
import { useOtpSignIn, type OtpChannel } from './useOtpSignIn';
import { SITE_ROUTES } from '../../../shared/sitePaths';

const emailChannel: OtpChannel<string> = { send: sendEmailOtp, verify: verifyEmailOtp };

/** A forgotten password: a one-time code by email signs the subscriber in. */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const otp = useOtpSignIn(emailChannel);
  const { state } = otp;
  return (
    <AuthFrame title="auth.forgot.title">
      <FormAlert message={otp.error} />
      {state.step === 'target' && <EmailStep onSubmit={otp.sendCode} />}
      {state.step === 'code' && (
        <CodeStep
          sentTo={state.target}
          staySignedIn={otp.staySignedIn}
          onStaySignedInChange={otp.setStaySignedIn}
          onVerify={otp.verifyCode}
          onStartOver={otp.startOver}
          startOverLabel="auth.forgot.changeEmail"
        />
      )}
      {state.step === 'name' && <NameStep onComplete={otp.completeWithName} />}
      <p>
        <Link href={SITE_ROUTES.signIn}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthFrame>
  );
}

const validate = (values: { email: string }) => ({ email: emailProblem(values.email) });

function EmailStep({ onSubmit }: { onSubmit: (email: string) => Promise<void> }) {
  const { t } = useI18n();
  const form = useForm<'email'>({ initialValues: { email: '' }, validate, onSubmit: (values) => onSubmit(values.email.trim().toLowerCase()) });
  return (
    <form className="site-Form" {...form.formProps}>
      <p>{t('auth.forgot.intro')}</p>
      <FormSummary show={form.showSummary} />
      <TextField label="auth.email" field={form.field('email')} type="email" autoComplete="email" required />
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('auth.forgot.submit')}
      </button>
    </form>
  );
}
