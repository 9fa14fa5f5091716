import { Link } from 'wouter';
import { OTP_CODE_LENGTH } from '../../../contract/forms/validation';
import { FormSummary } from '../../forms/FormSummary';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { TextField } from '../../forms/TextField';
import { emailProblem, newPasswordProblem, otpCodeProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { AuthFrame, FormAlert } from './AuthFrame';
import { usePasswordReset } from './usePasswordReset';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

/** A forgotten password: a code by email, then that code with a new password; then sign in with it. */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const reset = usePasswordReset();
  const { state } = reset;
  return (
    <AuthFrame title="auth.forgot.title">
      <FormAlert message={reset.error} />
      <FormAlert message={reset.notice} tone="success" />
      {state.step === 'email' && <EmailStep onSubmit={reset.sendCode} />}
      {state.step === 'code' && (
        <NewPasswordStep email={state.email} resendIn={reset.resendIn} onSubmit={reset.complete} onResend={reset.resend} onStartOver={reset.startOver} />
      )}
      {state.step === 'done' && (
        <p role="status" className="site-Alert" data-tone="success">
          {t('auth.reset.done')}
        </p>
      )}
      <p>
        <Link href={SITE_ROUTES.signIn}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthFrame>
  );
}

const validateEmail = (values: { email: string }) => ({ email: emailProblem(values.email) });

function EmailStep({ onSubmit }: { onSubmit: (email: string) => Promise<boolean> }) {
  const { t } = useI18n();
  const form = useForm<'email'>({
    initialValues: { email: '' },
    validate: validateEmail,
    onSubmit: async (values) => {
      await onSubmit(values.email.trim().toLowerCase());
    },
  });
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

const validateNewPassword = (values: { code: string; newPassword: string }) => ({
  code: otpCodeProblem(values.code),
  newPassword: newPasswordProblem(values.newPassword),
});

interface NewPasswordStepProps {
  email: string;
  resendIn: number;
  onSubmit: (code: string, newPassword: string) => Promise<void>;
  onResend: () => Promise<void>;
  onStartOver: () => void;
}

function NewPasswordStep({ email, resendIn, onSubmit, onResend, onStartOver }: NewPasswordStepProps) {
  const { t } = useI18n();
  const form = useForm<'code' | 'newPassword'>({
    initialValues: { code: '', newPassword: '' },
    validate: validateNewPassword,
    onSubmit: (values) => onSubmit(values.code.trim(), values.newPassword),
  });
  return (
    <form className="site-Form" {...form.formProps}>
      <p>{t('auth.codeSent', { target: `\u2066${email}\u2069` })}</p>
      <FormSummary show={form.showSummary} />
      <TextField label="auth.phone.code" field={form.field('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_CODE_LENGTH} required />
      <NewPasswordField label="auth.reset.newPassword" field={form.field('newPassword')} />
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('auth.reset.submit')}
      </button>
      <button type="button" className="site-Button" data-variant="link" disabled={resendIn > 0} onClick={() => void onResend()}>
        {t('auth.reset.resend')}
      </button>
      {resendIn > 0 && <p className="site-Hint">{t('auth.reset.resendIn', { count: resendIn })}</p>}
      <button type="button" className="site-Button" data-variant="link" onClick={onStartOver}>
        {t('auth.forgot.changeEmail')}
      </button>
    </form>
  );
}
