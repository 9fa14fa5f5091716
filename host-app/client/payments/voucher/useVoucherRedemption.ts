import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import * as z from 'zod/mini';
import { useAuthSession } from 'payment-client/auth-session';
import type { JourneyStep, BillingPlanKey } from '../../../contract/payments/paymentConstants';
import { voucherCodeSchema } from '../../../contract/payments/paymentRequests';
import { resendVoucherCode, startVoucher, verifyVoucher } from '../../api/billingApi';
import { useProductCaller } from '../../api/useProductCaller';
import { emailProblem } from '../../forms/fieldRules';
import { useForm, type FieldProblem } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import type { VoucherJourneyProps } from '../journeyProps';
import { useOtpJourney, type OtpJourneyMoments } from '../otp/useOtpJourney';
import { sourceIdFields, sourceIdsFromAddress } from '../subscriptionSource';

/** The email that receives the code, and the voucher it redeems. */
export interface VoucherTarget {
  email: string;
  voucherCode: string;
}

type VoucherField = 'email' | 'voucherCode';

const VOUCHER_MOMENTS: OtpJourneyMoments<JourneyStep<'voucher'>> = {
  opened: 'start',
  codeSent: 'otp_start',
  codeEntered: 'otp_enter',
  verify: 'verify',
  resend: 'resend',
  finish: 'finish',
};

function voucherCodeProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return { key: 'payments.voucher.codeRequired' };
  return z.safeParse(voucherCodeSchema, value).success ? null : { key: 'payments.error.voucherInvalid' };
}

const validate = (values: Record<VoucherField, string>) => ({ email: emailProblem(values.email), voucherCode: voucherCodeProblem(values.voucherCode) });

/** Bidi isolation keeps an address in order inside Arabic text. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/**
 * Voucher redemption: the email (the subscriber's, editable) and the voucher code are checked,
 * then the code sent to that email redeems it. Tracks each voucher step of PR-PAY-8.
 */
export function useVoucherRedemption(props: VoucherJourneyProps) {
  const { t } = useI18n();
  const call = useProductCaller();
  const search = useSearch();
  const { subscriber } = useAuthSession();
  const subscriberEmail = subscriber?.email ?? '';
  const propsRef = useRef(props);
  propsRef.current = props;
  const [voucherPlan, setVoucherPlan] = useState<BillingPlanKey | null>(null);

  const otp = useOtpJourney<VoucherTarget, JourneyStep<'voucher'>>({
    calls: {
      start: async (target) => {
        const result = await startVoucher(call, { email: target.email, voucherCode: target.voucherCode, ...sourceIdFields(sourceIdsFromAddress(search)) });
        if (result.ok) setVoucherPlan(result.data.plan);
        return result;
      },
      resend: (transactionId) => resendVoucherCode(call, { transactionId }),
      verify: (transactionId, code) => verifyVoucher(call, { transactionId, code }),
    },
    moments: VOUCHER_MOMENTS,
    track: props.track,
    onGranted: props.onGranted,
    onFailed: props.onFailed,
  });


  const { start } = otp;
  const form = useForm<VoucherField>({
    initialValues: { email: subscriberEmail, voucherCode: '' },
    validate,
    onSubmit: async (values) => {
      const target = { email: values.email.trim(), voucherCode: values.voucherCode.trim().toUpperCase() };
      await start(target, () => {
        const { track } = propsRef.current;
        track('email_entered');
        track('voucher_code_entered');
        track('click_go_vip');
      });
    },
  });

  // The profile may arrive after the first render; it fills the field once, never over a typed address.
  const { setValue } = form;
  const emailRef = useRef(form.values.email);
  emailRef.current = form.values.email;
  const filledRef = useRef(subscriberEmail !== '');
  useEffect(() => {
    if (filledRef.current || !subscriberEmail) return;
    filledRef.current = true;
    if (!emailRef.current) setValue('email', subscriberEmail);
  }, [subscriberEmail, setValue]);

  const startOver = useCallback(() => {
    setVoucherPlan(null);
    otp.startOver();
  }, [otp]);

  const sentTo = otp.state.step === 'code' ? isolated(otp.state.target.email) : '';
  return {
    otp: { ...otp, startOver },
    form,
    pending: otp.state.step === 'details' && otp.state.pending,
    planText: voucherPlan ? t('payments.voucher.plan', { plan: t(`premium.plan.${voucherPlan}`) }) : null,
    sentText: t('payments.voucher.codeSent', { target: sentTo }),
    resentText: t('payments.codeResent', { target: sentTo }),
  };
}
