import { useEffect } from 'react';
import { FULL_NAME_MAX_LENGTH, OTP_CODE_LENGTH } from '../../../contract/forms/validation';
import { analytics, type ScreenName } from '../../analytics';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormSummary } from '../../forms/FormSummary';
import { TextField } from '../../forms/TextField';
import { fullNameProblem, otpCodeProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import type { SiteMessageKey } from '../../i18n/messageKeys';

export interface CodeStepProps {
  sentTo: string;
  staySignedIn: boolean;
  onStaySignedInChange: (value: boolean) => void;
  onVerify: (code: string) => Promise<void>;
  onStartOver: () => void;
  startOverLabel: SiteMessageKey;
  /** Page view reported when the step shows, if the screen has a name of its own. */
  screen?: ScreenName;
  /** Asking for a new code: off for `resendIn` seconds after each code sent. */
  resend?: { resendIn: number; onResend: () => Promise<void> };
}

const validateCode = (values: { code: string }) => ({ code: otpCodeProblem(values.code) });
const validateName = (values: { fullName: string }) => ({ fullName: fullNameProblem(values.fullName) });

/** Entering the one-time code. */
export function CodeStep({ sentTo, staySignedIn, onStaySignedInChange, onVerify, onStartOver, startOverLabel, screen, resend }: CodeStepProps) {
  const { t } = useI18n();
  const form = useForm<'code'>({ initialValues: { code: '' }, validate: validateCode, onSubmit: (values) => onVerify(values.code.trim()) });

  useEffect(() => {
    if (screen) analytics.trackPageView(screen);
  }, [screen]);

  return (
    <form className="site-Form" {...form.formProps}>
      <p role="status">{t('auth.codeSent', { target: `\u2066${sentTo}\u2069` })}</p>
      <FormSummary show={form.showSummary} />
      <TextField label="auth.phone.code" field={form.field('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_CODE_LENGTH} required />
      <CheckboxField label="auth.staySignedIn" hint="auth.staySignedInHint" checked={staySignedIn} onChange={onStaySignedInChange} />
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('auth.phone.verify')}
      </button>
      {resend ? (
        <>
          <button type="button" className="site-Button" data-variant="link" disabled={resend.resendIn > 0} onClick={() => void resend.onResend()}>
            {t('auth.reset.resend')}
          </button>
          {resend.resendIn > 0 && <p className="site-Hint">{t('auth.reset.resendIn', { count: resend.resendIn })}</p>}
        </>
      ) : null}
      <button type="button" className="site-Button" data-variant="link" onClick={onStartOver}>
        {t(startOverLabel)}
      </button>
    </form>
  );
}

/** A new account from a verified code needs a name before the first sign-in. */
export function NameStep({ onComplete }: { onComplete: (fullName: string) => Promise<void> }) {
  const { t } = useI18n();
  const form = useForm<'fullName'>({ initialValues: { fullName: '' }, validate: validateName, onSubmit: (values) => onComplete(values.fullName.trim()) });
  return (
    <form className="site-Form" {...form.formProps}>
      <p>{t('auth.newAccountName')}</p>
      <FormSummary show={form.showSummary} />
      <TextField label="auth.fullName" field={form.field('fullName')} autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} required />
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('auth.signUp.submit')}
      </button>
    </form>
  );
}
