import { useId, useState } from 'react';
import type { Subscriber } from 'payment-client/auth-session';
import { OTP_CODE_LENGTH } from '../../../contract/forms/validation';
import { FormSummary } from '../../forms/FormSummary';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { TextField } from '../../forms/TextField';
import { emailProblem, otpCodeProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useScreenView } from '../../hooks/useScreenView';
import { useI18n } from '../../i18n/I18nProvider';
import { FormAlert } from '../auth/AuthFrame';
import { useEmailChange } from './useEmailChange';
import { usePasswordChange } from './usePasswordChange';

/** Changing the password: the current one, then the new one. */
export function PasswordSection() {
  const { t } = useI18n();
  const headingId = useId();
  const form = usePasswordChange();
  // The form sits on the settings page already open: the Change_Password step begins when the viewer goes into it.
  const [started, setStarted] = useState(false);
  useScreenView(started ? 'Change_Password' : null);
  return (
    <section className="site-Section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('settings.password.heading')}</h3>
      <form className="site-Form" {...form.formProps} onFocus={() => setStarted(true)}>
        <FormSummary show={form.showSummary} />
        <TextField label="settings.password.current" field={form.field('currentPassword')} type="password" autoComplete="current-password" />
        <NewPasswordField label="settings.password.new" field={form.field('newPassword')} />
        <FormAlert message={form.outcome?.message ?? null} tone={form.outcome?.tone} />
        <button type="submit" className="site-Button" disabled={form.submitting}>
          {form.submitting ? t('auth.busy') : t('settings.password.save')}
        </button>
      </form>
    </section>
  );
}

const validateEmail = (values: { email: string }) => ({ email: emailProblem(values.email) });
const validateCode = (values: { code: string }) => ({ code: otpCodeProblem(values.code) });

/** Changing the email, or adding one to an account made with a phone number: proven by a code sent to it. */
export function EmailSection({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useI18n();
  const headingId = useId();
  const change = useEmailChange();
  return (
    <section className="site-Section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('settings.email.heading')}</h3>
      {!subscriber.email && <p>{t('settings.email.addHint')}</p>}
      {change.state.step === 'email' ? (
        <NewEmailForm onSubmit={change.sendCode} />
      ) : (
        <EmailCodeForm email={change.state.email} onSubmit={change.verifyCode} onStartOver={change.startOver} />
      )}
      <FormAlert message={change.outcome?.message ?? null} tone={change.outcome?.tone} />
    </section>
  );
}

function NewEmailForm({ onSubmit }: { onSubmit: (email: string) => Promise<void> }) {
  const { t } = useI18n();
  const form = useForm<'email'>({ initialValues: { email: '' }, validate: validateEmail, onSubmit: (values) => onSubmit(values.email.trim().toLowerCase()) });
  return (
    <form className="site-Form" {...form.formProps}>
      <FormSummary show={form.showSummary} />
      <TextField label="settings.email.new" field={form.field('email')} type="email" autoComplete="email" required />
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('settings.email.send')}
      </button>
    </form>
  );
}

function EmailCodeForm({ email, onSubmit, onStartOver }: { email: string; onSubmit: (code: string) => Promise<void>; onStartOver: () => void }) {
  const { t } = useI18n();
  const form = useForm<'code'>({ initialValues: { code: '' }, validate: validateCode, onSubmit: (values) => onSubmit(values.code.trim()) });
  return (
    <form className="site-Form" {...form.formProps}>
      <p>{t('auth.codeSent', { target: `\u2066${email}\u2069` })}</p>
      <FormSummary show={form.showSummary} />
      <TextField label="auth.phone.code" field={form.field('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_CODE_LENGTH} required />
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('settings.email.verify')}
      </button>
      <button type="button" className="site-Button" data-variant="link" onClick={onStartOver}>
        {t('settings.email.cancel')}
      </button>
    </form>
  );
}
