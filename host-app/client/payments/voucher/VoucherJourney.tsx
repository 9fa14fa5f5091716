import { FormSummary } from '../../forms/FormSummary';
import { TextField } from '../../forms/TextField';
import { useScreenView } from '../../hooks/useScreenView';
import { useI18n } from '../../i18n/I18nProvider';
import type { VoucherJourneyProps } from '../journeyProps';
import { JourneyEnd } from '../otp/JourneyEnd';
import { JourneyAlert, JourneyStatus } from '../otp/JourneyMessages';
import { OtpCodeStep } from '../otp/OtpCodeStep';
import { PaymentTermsNotice } from '../PaymentTermsNotice';
import { useVoucherRedemption } from './useVoucherRedemption';

/** Redeeming a voucher: email and voucher code, then the code sent to that email. */
export function VoucherJourney(props: VoucherJourneyProps) {
  const { t } = useI18n();
  const voucher = useVoucherRedemption(props);
  const { otp, form } = voucher;
  const { state } = otp;
  useScreenView(state.step === 'details' ? 'Redeem_Voucher' : null);

  return (
    <section className="site-Section site-PaymentJourney" data-journey="voucher" data-step={state.step} aria-labelledby="voucher-title">
      <h2 id="voucher-title">{t('payments.voucher.title')}</h2>
      {state.step === 'details' && (
        <form className="site-Form" {...form.formProps}>
          <JourneyStatus text={voucher.pending ? t('payments.busy') : null} />
          <FormSummary show={form.showSummary} />
          <JourneyAlert problem={state.problem} />
          <TextField label="payments.voucher.email" field={form.field('email')} type="email" autoComplete="email" dir="ltr" required />
          <TextField label="payments.voucher.code" field={form.field('voucherCode')} autoComplete="off" dir="ltr" required />
          <PaymentTermsNotice />
          <button type="submit" className="site-Button" disabled={voucher.pending || form.submitting} aria-busy={voucher.pending || undefined}>
            {t('payments.goVip')}
          </button>
        </form>
      )}
      {state.step === 'code' && (
        <>
          {voucher.planText && <p>{voucher.planText}</p>}
          <OtpCodeStep otp={otp} sentText={voucher.sentText} resentText={voucher.resentText} />
        </>
      )}
      <JourneyEnd state={state} onStartOver={otp.startOver} />
    </section>
  );
}
