import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ACCEPTABLE_PAYMENT_RESULT_CODES } from '../../../contract/payments/paymentResultCodes';
import type { BillingOtpSent, SubscriptionGranted } from '../../../contract/payments/paymentTypes';
import { OTP_CODE_LENGTH } from '../../../contract/forms/validation';
import type { ProductResult } from '../../api/productClient';
import { otpCodeProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { endsJourney, problemOf, type ProductFailure } from './journeyProblem';
import { initialOtpJourneyState, otpJourneyReducer, type JourneyProblem, type OtpJourneyState } from './otpJourneyState';
import { useResendCountdown } from './useResendCountdown';

/** The calls one journey makes; `T` is where the code goes. */
export interface OtpJourneyCalls<T> {
  start: (target: T) => Promise<ProductResult<BillingOtpSent>>;
  resend: (transactionId: string) => Promise<ProductResult<BillingOtpSent>>;
  verify: (transactionId: string, code: string) => Promise<ProductResult<SubscriptionGranted>>;
}

/** Which of the journey's steps (PR-PAY-8) each moment of the code exchange is. */
export interface OtpJourneyMoments<S extends string> {
  /** The journey opened. */
  opened: S;
  codeSent: S;
  codeEntered: S;
  verify: S;
  resend: S;
  finish: S;
  /** Only journeys that track a failure step name one. */
  failed?: S;
}

export interface OtpJourneyOptions<T, S extends string> {
  calls: OtpJourneyCalls<T>;
  moments: OtpJourneyMoments<S>;
  track: (step: S) => void;
  onGranted: (result: SubscriptionGranted) => void;
  onFailed: (messageKey?: string) => void;
}

const validateCode = (values: { code: string }) => ({ code: otpCodeProblem(values.code) });

/**
 * The code exchange both journeys share: start sends a code, the typed code is verified, a new
 * code may be asked for once the wait is over. One call at a time; answers after unmount are dropped.
 */
export function useOtpJourney<T, S extends string>(options: OtpJourneyOptions<T, S>) {
  const [state, dispatch] = useReducer(otpJourneyReducer<T>, undefined, initialOtpJourneyState<T>);
  // Callbacks change on every render of the page; the latest ones are used without restarting anything.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const stateRef = useRef<OtpJourneyState<T>>(state);
  stateRef.current = state;
  const busyRef = useRef(false);
  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  // Once per journey, even when a strict render mounts it twice.
  const openedRef = useRef(false);
  useEffect(() => {
    if (openedRef.current) return;
    openedRef.current = true;
    optionsRef.current.track(optionsRef.current.moments.opened);
  }, []);

  const fail = useCallback((problem: JourneyProblem) => {
    const { moments, track, onFailed } = optionsRef.current;
    dispatch({ type: 'failed', problem });
    if (moments.failed) track(moments.failed);
    onFailed(problem.messageKey);
  }, []);

  /** A refused call ends the journey when no retry can help; otherwise the step shows the problem. */
  const refuse = useCallback(
    (failure: ProductFailure, type: 'startRefused' | 'codeRefused') => {
      const problem = problemOf(failure);
      if (endsJourney(problem)) fail(problem);
      else dispatch({ type, problem });
    },
    [fail],
  );

  /** Runs one call unless another is under way; false when it did not run. */
  const exclusive = useCallback(async (run: () => Promise<void>) => {
    if (busyRef.current) return false;
    busyRef.current = true;
    try {
      await run();
    } finally {
      busyRef.current = false;
    }
    return true;
  }, []);

  /** `beforeCall` runs only when the call really goes (the place to track the click). */
  const start = useCallback(
    (target: T, beforeCall?: () => void) =>
      exclusive(async () => {
        if (stateRef.current.step !== 'details') return;
        beforeCall?.();
        dispatch({ type: 'startRequested' });
        const result = await optionsRef.current.calls.start(target);
        if (!mountedRef.current) return;
        if (!result.ok) {
          refuse(result, 'startRefused');
          return;
        }
        dispatch({ type: 'codeSent', target, sent: result.data, at: Date.now() });
        optionsRef.current.track(optionsRef.current.moments.codeSent);
      }),
    [exclusive, refuse],
  );

  const verify = useCallback(
    (code: string) =>
      exclusive(async () => {
        const current = stateRef.current;
        if (current.step !== 'code') return;
        const { calls, moments, track, onGranted } = optionsRef.current;
        track(moments.verify);
        dispatch({ type: 'verifyRequested' });
        const result = await calls.verify(current.sent.transactionId, code);
        if (!mountedRef.current) return;
        if (!result.ok) {
          refuse(result, 'codeRefused');
          return;
        }
        if (!ACCEPTABLE_PAYMENT_RESULT_CODES.includes(result.data.resultCode)) {
          fail({ resultCode: result.data.resultCode });
          return;
        }
        dispatch({ type: 'granted', granted: result.data });
        track(moments.finish);
        onGranted(result.data);
      }),
    [exclusive, fail, refuse],
  );

  const codeState = state.step === 'code' ? state : null;
  const secondsLeft = useResendCountdown(codeState?.sent ?? null, codeState?.sentAt ?? 0);

  const resend = useCallback(
    () =>
      exclusive(async () => {
        const current = stateRef.current;
        if (current.step !== 'code') return;
        const { calls, moments, track } = optionsRef.current;
        track(moments.resend);
        dispatch({ type: 'resendRequested' });
        const result = await calls.resend(current.sent.transactionId);
        if (!mountedRef.current) return;
        if (!result.ok) {
          refuse(result, 'codeRefused');
          return;
        }
        dispatch({ type: 'codeResent', sent: result.data, at: Date.now() });
      }),
    [exclusive, refuse],
  );

  const codeForm = useForm<'code'>({
    initialValues: { code: '' },
    validate: validateCode,
    onSubmit: async (values) => {
      await verify(values.code.trim());
    },
  });

  // PR-PAY-8 "enter OTP": each time the field comes to hold a whole code, a pasted replacement included.
  const codeLength = codeState?.sent.codeLength ?? OTP_CODE_LENGTH;
  const typed = codeForm.values.code.trim();
  const wholeCode = /^[0-9]+$/.test(typed) && typed.length === codeLength ? typed : null;
  const lastWholeCode = useRef<string | null>(null);
  useEffect(() => {
    if (wholeCode !== null && wholeCode !== lastWholeCode.current) optionsRef.current.track(optionsRef.current.moments.codeEntered);
    lastWholeCode.current = wholeCode;
  }, [wholeCode]);

  const { reset } = codeForm;
  const startOver = useCallback(() => {
    reset();
    dispatch({ type: 'startOver' });
  }, [reset]);

  return { state, start, verify, resend, secondsLeft, codeForm, codeLength, startOver };
}

export type OtpJourney<T> = ReturnType<typeof useOtpJourney<T, string>>;
