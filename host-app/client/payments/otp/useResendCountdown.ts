import { useEffect, useState } from 'react';
import type { BillingOtpSent } from '../../../contract/payments/paymentTypes';
import { resendSecondsLeft } from './otpJourneyState';

/** Seconds until a new code may be asked for; ticks once a second and stops at 0. */
export function useResendCountdown(sent: BillingOtpSent | null, sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sent ? resendSecondsLeft(sent, sentAt, now) : 0;
  useEffect(() => {
    setNow(Date.now());
    if (!sent || resendSecondsLeft(sent, sentAt, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (resendSecondsLeft(sent, sentAt, current) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent, sentAt]);
  return left;
}
