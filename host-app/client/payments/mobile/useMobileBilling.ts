import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import type { Operator } from '../../../contract/content/contentTypes';
import type { JourneyStep } from '../../../contract/payments/paymentConstants';
import { resendMobileBillingCode, startMobileBilling, verifyMobileBilling } from '../../api/billingApi';
import { useSiteQueries } from '../../api/siteQueries';
import { useProductCaller } from '../../api/useProductCaller';
import { dialCodeProblem, phoneNumberProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { operatorBilledPlan } from './operatorBilledPlan';
import { dialCodeOf, dialCodeOptions, defaultDialCountry } from '../../pages/auth/dialCodes';
import { useCountries } from '../../pages/auth/useCountries';
import type { MobileJourneyProps } from '../journeyProps';
import { useOtpJourney, type OtpJourneyMoments } from '../otp/useOtpJourney';
import { sourceIdFields, sourceIdsFromAddress } from '../subscriptionSource';
import { planPriceTexts } from '../../pages/premium/planPrice';
import { liveOperators, operatorDialCountries } from './liveOperators';

/** Where the operator sends the code. */
export interface MobileBillingTarget {
  operator: Operator;
  dialCode: string;
  phoneNumber: string;
}

type MobileField = 'operatorId' | 'country' | 'phoneNumber';

const MOBILE_MOMENTS: OtpJourneyMoments<JourneyStep<'mobile'>> = {
  opened: 'start_flow',
  codeSent: 'start_otp',
  codeEntered: 'enter_otp',
  verify: 'click_verify',
  resend: 'click_resend_otp',
  finish: 'finish',
  failed: 'failed',
};

/** Bidi isolation keeps "+971 50 123 4567" in order inside Arabic text. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/**
 * Mobile-operator billing: a live operator of the country, the number (dial code defaulting to the
 * country), "Go VIP", then the code the operator sends. Tracks each mobile step of PR-PAY-8.
 */
export function useMobileBilling(props: MobileJourneyProps) {
  const { t, locale } = useI18n();
  const call = useProductCaller();
  const search = useSearch();
  const propsRef = useRef(props);
  propsRef.current = props;
  const { country } = props;

  // The operators come with the home answer of the country, which is usually cached already.
  const home = useQuery(useSiteQueries().home(country));
  const operators = useMemo(() => (home.data ? liveOperators(home.data.operators) : []), [home.data]);
  const countries = useCountries();
  // Only the dial codes of the operators on offer: UAE operators bill +971 numbers alone.
  const countryList = useMemo(() => {
    if (countries.status !== 'loaded') return [];
    const offered = operatorDialCountries(operators);
    return countries.list.filter((entry) => offered.has(entry.isoCode));
  }, [countries, operators]);
  const dialOptions = useMemo(() => dialCodeOptions(countryList), [countryList]);

  const otp = useOtpJourney<MobileBillingTarget, JourneyStep<'mobile'>>({
    calls: {
      start: (target) =>
        startMobileBilling(call, {
          operatorId: target.operator.id,
          dialCode: target.dialCode,
          phoneNumber: target.phoneNumber,
          billingPlan: propsRef.current.plan.encryptedBillingPlan,
          ...sourceIdFields(sourceIdsFromAddress(search)),
        }),
      resend: (transactionId) => resendMobileBillingCode(call, { transactionId }),
      verify: (transactionId, code) => verifyMobileBilling(call, { transactionId, code }),
    },
    moments: MOBILE_MOMENTS,
    track: props.track,
    onGranted: props.onGranted,
    onFailed: props.onFailed,
  });


  const validate = useCallback(
    (values: Record<MobileField, string>) => ({
      operatorId: values.operatorId ? null : { key: 'payments.mobile.chooseOperator' as const },
      country: dialCodeProblem(dialCodeOf(countryList, values.country)),
      phoneNumber: phoneNumberProblem(values.phoneNumber),
    }),
    [countryList],
  );

  const { start } = otp;
  const form = useForm<MobileField>({
    initialValues: { operatorId: '', country: defaultDialCountry(countryList, country), phoneNumber: '' },
    validate,
    onSubmit: async (values) => {
      const operator = operators.find((candidate) => candidate.id === values.operatorId);
      if (!operator) return;
      const target = { operator, dialCode: dialCodeOf(countryList, values.country), phoneNumber: values.phoneNumber.trim() };
      await start(target, () => {
        const { track, onOperatorDetails } = propsRef.current;
        track('select_mobile_number');
        onOperatorDetails(target);
        track('click_go_vip');
      });
    },
  });

  // The dial codes may arrive after the first render of an empty form.
  const { setValue } = form;
  useEffect(() => {
    if (!form.values.country && countryList.length > 0) setValue('country', defaultDialCountry(countryList, country));
  }, [countryList, country, form.values.country, setValue]);

  const operatorField = form.field('operatorId');
  const operatorProps = {
    ...operatorField,
    onChange: (event: Parameters<typeof operatorField.onChange>[0]) => {
      operatorField.onChange(event);
      propsRef.current.track('select_operator');
    },
  };

  const sentTo = otp.state.step === 'code' ? isolated(`${otp.state.target.dialCode} ${otp.state.target.phoneNumber}`) : '';
  const operatorsStatus: 'loading' | 'failed' | 'empty' | 'ready' =
    !home.data ? (home.isError ? 'failed' : 'loading') : operators.length === 0 ? 'empty' : 'ready';

  return {
    otp,
    operators,
    operatorsStatus,
    retryOperators: () => void home.refetch(),
    countriesLoading: countries.status === 'loading',
    dialOptions,
    form,
    operatorProps,
    pending: otp.state.step === 'details' && otp.state.pending,
    /** Shown before "Go VIP": the price per period, the phone bill, and that it renews until cancelled. */
    terms: {
      // The operator bills its own currency (riyals on a Saudi line), where its country has a price of its own.
      billing: t('payments.mobile.terms', { price: planPriceTexts(operatorBilledPlan(props.plan), locale, t).billed }),
      country: home.data?.termsText ?? '',
    },
    sentText: t('payments.mobile.codeSent', { target: sentTo }),
    resentText: t('payments.codeResent', { target: sentTo }),
  };
}
