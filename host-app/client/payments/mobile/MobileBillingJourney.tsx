import { SelectField } from '../../forms/SelectField';
import { useScreenView } from '../../hooks/useScreenView';
import { TextField } from '../../forms/TextField';
import { FormSummary } from '../../forms/FormSummary';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import type { MobileJourneyProps } from '../journeyProps';
import { JourneyEnd } from '../otp/JourneyEnd';
import { JourneyAlert, JourneyStatus } from '../otp/JourneyMessages';
import { OtpCodeStep } from '../otp/OtpCodeStep';
import { PaymentTermsNotice } from '../PaymentTermsNotice';
import { OperatorChoice } from './OperatorChoice';
import { useMobileBilling } from './useMobileBilling';

/** Paying with the mobile bill: operator, number, then the code the operator sends by SMS. */
export function MobileBillingJourney(props: MobileJourneyProps) {
  const { t } = useI18n();
  const billing = useMobileBilling(props);
  const { otp, form } = billing;
  const { state } = otp;
  useScreenView(state.step === 'details' && billing.operatorsStatus === 'ready' ? 'Choose_Operator' : state.step === 'code' ? 'Confirm_Mobile' : null);

  return (
    <section className="site-Section site-PaymentJourney" data-journey="mobile" data-step={state.step} aria-labelledby="mobile-billing-title">
      <h2 id="mobile-billing-title">{t('payments.mobile.title')}</h2>
      {state.step === 'details' && (
        <>
          {billing.operatorsStatus === 'loading' && <PageStatus state="loading" />}
          {billing.operatorsStatus === 'failed' && (
            <div className="site-Alert" role="alert">
              <p>{t('payments.mobile.operatorsFailed')}</p>
              <button type="button" className="site-Button" data-variant="secondary" onClick={billing.retryOperators}>
                {t('shell.retry')}
              </button>
            </div>
          )}
          {billing.operatorsStatus === 'empty' && <p role="status">{t('payments.mobile.noOperators')}</p>}
          {billing.operatorsStatus === 'ready' && (
            <form className="site-Form" {...form.formProps}>
              <JourneyStatus text={billing.pending ? t('payments.busy') : null} />
              <FormSummary show={form.showSummary} />
              <JourneyAlert problem={state.problem} />
              <OperatorChoice operators={billing.operators} field={billing.operatorProps} />
              {billing.countriesLoading ? (
                <PageStatus state="loading" />
              ) : (
                <div className="site-PhoneRow">
                  <SelectField label="payments.mobile.dialCode" field={form.field('country')} options={billing.dialOptions} autoComplete="country" dir="auto" />
                  <TextField label="payments.mobile.number" field={form.field('phoneNumber')} type="tel" autoComplete="tel-national" inputMode="tel" dir="ltr" required />
                </div>
              )}
              <div className="site-Hint">
                <p>{billing.terms.billing}</p>
                {billing.terms.country ? <p>{billing.terms.country}</p> : null}
              </div>
              <PaymentTermsNotice />
              <button type="submit" className="site-Button" disabled={billing.pending || form.submitting} aria-busy={billing.pending || undefined}>
                {t('payments.goVip')}
              </button>
            </form>
          )}
        </>
      )}
      {state.step === 'code' && <OtpCodeStep otp={otp} sentText={billing.sentText} resentText={billing.resentText} />}
      <JourneyEnd state={state} onStartOver={otp.startOver} />
    </section>
  );
}
