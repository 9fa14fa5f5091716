import { useId } from 'react';
import { TextField } from '../../forms/TextField';
import { FormSummary } from '../../forms/FormSummary';
import { useI18n } from '../../i18n/I18nProvider';
import { JourneyAlert, JourneyStatus } from './JourneyMessages';
import type { OtpJourneyState } from './otpJourneyState';
import type { OtpJourney } from './useOtpJourney';

/** What the code step needs of a journey, whatever its target. */
export type OtpCodeControls = Pick<OtpJourney<unknown>, 'codeForm' | 'codeLength' | 'secondsLeft' | 'resend' | 'startOver'> & { state: OtpJourneyState<unknown> };

export interface OtpCodeStepProps {
  otp: OtpCodeControls;
  /** Where the code went, worded by the journey (SMS or email). */
  sentText: string;
  /** Where a new code went after a resend. */
  resentText: string;
}

/** Entering the one-time code, with verify and resend; button names stay the same while busy. */
export function OtpCodeStep({ otp, sentText, resentText }: OtpCodeStepProps) {
  const { t } = useI18n();
  const countdownId = useId();
  const { state, codeForm, codeLength, secondsLeft } = otp;
  if (state.step !== 'code') return null;
  const busy = state.pending !== null || codeForm.submitting;
  const statusText = state.pending ? t('payments.busy') : state.resent ? resentText : sentText;
  return (
    <form className="site-Form" data-step="code" {...codeForm.formProps}>
      <JourneyStatus text={statusText} />
      <FormSummary show={codeForm.showSummary} />
      <JourneyAlert problem={state.problem} />
      <TextField
        label="payments.code"
        hint="payments.codeHint"
        hintValues={{ count: codeLength }}
        field={codeForm.field('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        dir="ltr"
        required
      />
      <button type="submit" className="site-Button" disabled={busy} aria-busy={state.pending === 'verify' || undefined}>
        {t('payments.verify')}
      </button>
      <button
        type="button"
        className="site-Button"
        data-variant="secondary"
        disabled={busy || secondsLeft > 0}
        aria-busy={state.pending === 'resend' || undefined}
        aria-describedby={secondsLeft > 0 ? countdownId : undefined}
        onClick={() => void otp.resend()}
      >
        {t('payments.resend')}
      </button>
      {secondsLeft > 0 && (
        <p id={countdownId} className="site-Hint">
          {t('payments.resendIn', { count: secondsLeft })}
        </p>
      )}
      <button type="button" className="site-Button" data-variant="link" disabled={busy} onClick={otp.startOver}>
        {t('payments.startOver')}
      </button>
    </form>
  );
}
