import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_DELAY_MS, RENEWAL_LEAD_MAX_MS, renewalDelayMs, waitForRenewal } from '../../../../host-app/client/session/renewalSchedule';

const HOUR = 3_600_000;

describe('when the site renews its token', () => {
  it('renews an 8-hour token five minutes before its end', () => {
    expect(renewalDelayMs({ issuedAt: 0, expiresAt: 8 * HOUR }, 0)).toBe(8 * HOUR - RENEWAL_LEAD_MAX_MS);
  });

  it('renews a short token after two thirds of its life, before it ends', () => {
    expect(renewalDelayMs({ issuedAt: 0, expiresAt: 60_000 }, 0)).toBe(40_000);
    expect(renewalDelayMs({ issuedAt: 0, expiresAt: 60_000 }, 30_000)).toBe(10_000);
  });

  it('renews at once a token already due, never with a negative wait', () => {
    expect(renewalDelayMs({ issuedAt: 0, expiresAt: 60_000 }, 59_000)).toBe(0);
    expect(renewalDelayMs({ issuedAt: 0, expiresAt: 60_000 }, 120_000)).toBe(0);
  });
});

describe('waiting for a renewal', () => {
  afterEach(() => vi.useRealTimers());

  it('renews a short token once, when it is due', () => {
    vi.useFakeTimers({ now: 0 });
    const renew = vi.fn();
    waitForRenewal({ issuedAt: 0, expiresAt: 30_000 }, renew);
    vi.advanceTimersByTime(19_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('waits out a 30-day token longer than a timer holds, without renewing early', () => {
    vi.useFakeTimers({ now: 0 });
    const renew = vi.fn();
    const thirtyDays = 30 * 24 * HOUR;
    waitForRenewal({ issuedAt: 0, expiresAt: thirtyDays }, renew);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS + 1);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(thirtyDays - RENEWAL_LEAD_MAX_MS - MAX_TIMER_DELAY_MS - 2);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('renews nothing once cancelled', () => {
    vi.useFakeTimers({ now: 0 });
    const renew = vi.fn();
    waitForRenewal({ issuedAt: 0, expiresAt: 30_000 }, renew)();
    vi.advanceTimersByTime(60_000);
    expect(renew).not.toHaveBeenCalled();
  });
});
