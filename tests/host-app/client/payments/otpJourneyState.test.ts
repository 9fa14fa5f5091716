import { describe, expect, it } from 'vitest';
import { initialOtpJourneyState, otpJourneyReducer, resendSecondsLeft, type OtpJourneyAction, type OtpJourneyState } from '../../../../host-app/client/payments/otp/otpJourneyState';
import type { BillingOtpSent } from '../../../../host-app/contract/payments/paymentTypes';
import { granted } from './journeyHarness';

const sent: BillingOtpSent = { transactionId: 'txn_1', channel: 'sms', codeLength: 6, expiresAt: '2026-12-22T00:10:00Z', resendAfterSeconds: 30 };
const run = (actions: OtpJourneyAction<string>[], from: OtpJourneyState<string> = initialOtpJourneyState<string>()) => actions.reduce(otpJourneyReducer<string>, from);

describe('otpJourneyReducer', () => {
  it('goes from details to the code step and on to finish', () => {
    const code = run([{ type: 'startRequested' }, { type: 'codeSent', target: '+971 501234567', sent, at: 1000 }]);
    expect(code).toEqual({ step: 'code', target: '+971 501234567', sent, sentAt: 1000, pending: null, problem: null, resent: false });
    expect(run([{ type: 'verifyRequested' }, { type: 'granted', granted: granted('Mobile') }], code)).toEqual({ step: 'finish', granted: granted('Mobile') });
  });

  it('keeps the code step after a refused code, with the problem, and clears it on the next try', () => {
    const code = run([{ type: 'startRequested' }, { type: 'codeSent', target: 't', sent, at: 0 }]);
    const refused = run([{ type: 'verifyRequested' }, { type: 'codeRefused', problem: { messageKey: 'otp.wrongCode' } }], code);
    expect(refused).toMatchObject({ step: 'code', pending: null, problem: { messageKey: 'otp.wrongCode' } });
    expect(run([{ type: 'verifyRequested' }], refused)).toMatchObject({ pending: 'verify', problem: null });
  });

  it('ignores a second request while one is pending', () => {
    const starting = run([{ type: 'startRequested' }]);
    expect(otpJourneyReducer(starting, { type: 'startRequested' })).toBe(starting);
    const verifying = run([{ type: 'codeSent', target: 't', sent, at: 0 }, { type: 'verifyRequested' }], starting);
    expect(otpJourneyReducer(verifying, { type: 'resendRequested' })).toBe(verifying);
    expect(otpJourneyReducer(verifying, { type: 'verifyRequested' })).toBe(verifying);
  });

  it('takes the new code of a resend and says it was resent', () => {
    const code = run([{ type: 'startRequested' }, { type: 'codeSent', target: 't', sent, at: 0 }]);
    const next = { ...sent, transactionId: 'txn_1', resendAfterSeconds: 60 };
    expect(run([{ type: 'resendRequested' }, { type: 'codeResent', sent: next, at: 5000 }], code)).toMatchObject({ sent: next, sentAt: 5000, resent: true, pending: null });
  });

  it('keeps the details step on a refused start, fails from any step but finish, and starts over', () => {
    expect(run([{ type: 'startRequested' }, { type: 'startRefused', problem: { kind: 'network' } }])).toEqual({ step: 'details', pending: false, problem: { kind: 'network' } });
    const failed = run([{ type: 'startRequested' }, { type: 'failed', problem: { messageKey: 'billing.operatorRefused' } }]);
    expect(failed).toEqual({ step: 'failed', problem: { messageKey: 'billing.operatorRefused' } });
    const finished: OtpJourneyState<string> = { step: 'finish', granted: granted('Mobile') };
    expect(otpJourneyReducer(finished, { type: 'failed', problem: {} })).toBe(finished);
    expect(otpJourneyReducer(failed, { type: 'startOver' })).toEqual(initialOtpJourneyState());
  });

  it('ignores answers that do not fit the step, and throws on an unknown action', () => {
    const details = initialOtpJourneyState<string>();
    expect(otpJourneyReducer(details, { type: 'granted', granted: granted('Mobile') })).toBe(details);
    expect(otpJourneyReducer(details, { type: 'codeResent', sent, at: 0 })).toBe(details);
    expect(() => otpJourneyReducer(details, { type: 'nope' } as unknown as OtpJourneyAction<string>)).toThrow(/unknown action/);
  });
});

describe('resendSecondsLeft', () => {
  it('counts down from the answer and stops at 0', () => {
    expect(resendSecondsLeft(sent, 1000, 1000)).toBe(30);
    expect(resendSecondsLeft(sent, 1000, 1500)).toBe(30);
    expect(resendSecondsLeft(sent, 1000, 29_500)).toBe(2);
    expect(resendSecondsLeft(sent, 1000, 30_000)).toBe(1);
    expect(resendSecondsLeft(sent, 1000, 31_000)).toBe(0);
    expect(resendSecondsLeft(sent, 1000, 99_000)).toBe(0);
  });

  it('counts a clock read before the answer as no time passed, so no delay means resend at once', () => {
    expect(resendSecondsLeft({ ...sent, resendAfterSeconds: 0 }, 5000, 4200)).toBe(0);
    expect(resendSecondsLeft(sent, 5000, 4200)).toBe(30);
  });
});
