import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import type { OtpCountry } from '../../../contract/account/accountTypes';
import { sendPhoneOtp, verifyPhoneOtp, type PhoneNumber } from '../../api/authApi';
import { FormSummary } from '../../forms/FormSummary';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { dialCodeProblem, phoneNumberProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { AuthFrame, FormAlert } from './AuthFrame';
import { CodeStep, NameStep } from './OtpSteps';
import { useViewerCountry } from '../../geo/useViewerCountry';
import { dialCodeOf, dialCodeOptions, defaultDialCountry } from './dialCodes';
import { useOtpSignIn, type OtpChannel } from './useOtpSignIn';
import { useCountries } from './useCountries';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

const phoneChannel: OtpChannel<PhoneNumber> = { send: sendPhoneOtp, verify: verifyPhoneOtp };

/** Phone sign-in: dial code and number, then the code sent by SMS (PR-FORM-3). */
export function PhoneSignInPage() {
  const otp = useOtpSignIn(phoneChannel);
  const { state } = otp;
  return (
    <AuthFrame title="auth.phone.title">
      <FormAlert message={otp.error} />
      <FormAlert message={otp.notice} tone="success" />
      {state.step === 'target' && <PhoneNumberStep onSubmit={otp.sendCode} />}
      {state.step === 'code' && (
        <CodeStep
          sentTo={`${state.target.dialCode} ${state.target.phoneNumber}`}
          staySignedIn={otp.staySignedIn}
          onStaySignedInChange={otp.setStaySignedIn}
          onVerify={otp.verifyCode}
          onStartOver={otp.startOver}
          startOverLabel="auth.phone.changeNumber"
          screen="Phone_OTP"
          resend={{ resendIn: otp.resendIn, onResend: otp.resendCode }}
        />
      )}
      {state.step === 'name' && <NameStep onComplete={otp.completeWithName} />}
      <OtherWays />
    </AuthFrame>
  );
}

function OtherWays() {
  const { t } = useI18n();
  return (
    <p>
      <Link href={SITE_ROUTES.signIn}>{t('auth.phone.withEmail')}</Link>
    </p>
  );
}

function PhoneNumberStep({ onSubmit }: { onSubmit: (phone: PhoneNumber) => Promise<unknown> }) {
  const countries = useCountries();
  if (countries.status === 'loading') return <PageStatus state="loading" />;
  return <PhoneNumberForm countries={countries.list} onSubmit={onSubmit} />;
}

function PhoneNumberForm({ countries, onSubmit }: { countries: OtpCountry[]; onSubmit: (phone: PhoneNumber) => Promise<unknown> }) {
  const { t } = useI18n();
  const viewerCountry = useViewerCountry();
  const options = useMemo(() => dialCodeOptions(countries), [countries]);
  const validate = useMemo(
    () => (values: { country: string; phoneNumber: string }) => ({
      country: dialCodeProblem(dialCodeOf(countries, values.country)),
      phoneNumber: phoneNumberProblem(values.phoneNumber),
    }),
    [countries],
  );
  const form = useForm<'country' | 'phoneNumber'>({
    initialValues: { country: defaultDialCountry(countries, viewerCountry), phoneNumber: '' },
    validate,
    onSubmit: async (values) => {
      await onSubmit({ dialCode: dialCodeOf(countries, values.country), phoneNumber: values.phoneNumber.trim() });
    },
  });
  const { setValue } = form;

  // The list may arrive after the first render of an empty form.
  useEffect(() => {
    if (!form.values.country && countries.length > 0) setValue('country', defaultDialCountry(countries, viewerCountry));
  }, [countries, viewerCountry, form.values.country, setValue]);

  if (countries.length === 0) return <FormAlert message={t('auth.phone.countriesFailed')} />;
  return (
    <form className="site-Form" {...form.formProps}>
      <FormSummary show={form.showSummary} />
      <div className="site-PhoneRow">
        {/* The flag and dial code lead each option; "auto" keeps them in view when the name does not fit. */}
        <SelectField label="auth.phone.dialCode" field={form.field('country')} options={options} autoComplete="country" dir="auto" />
        <TextField label="auth.phone.number" field={form.field('phoneNumber')} type="tel" autoComplete="tel-national" inputMode="tel" required />
      </div>
      <button type="submit" className="site-Button" disabled={form.submitting}>
        {form.submitting ? t('auth.busy') : t('auth.phone.sendCode')}
      </button>
    </form>
  );
}
