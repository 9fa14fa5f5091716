import { describe, expect, it, vi } from 'vitest';
import { createJourneyAnalytics } from '../../../../host-app/client/payments/journeyAnalytics';

describe('createJourneyAnalytics', () => {
  it('names steps vpay_<journey>_<step> and outcomes by the spec, flushing after an outcome', () => {
    const target = { track: vi.fn(), flush: vi.fn(() => Promise.resolve()) };
    const card = createJourneyAnalytics('creditCard', target);
    for (const step of ['start', 'email_entered', 'card_info_entered', 'click_go_vip', 'finish'] as const) card.track(step);
    expect(target.flush).not.toHaveBeenCalled();
    card.outcome('success');
    createJourneyAnalytics('mobile', target).outcome('failed', { reason: 'declined' });
    expect(target.track.mock.calls.map(([name]) => name)).toEqual([
      'vpay_creditCard_start',
      'vpay_creditCard_email_entered',
      'vpay_creditCard_card_info_entered',
      'vpay_creditCard_click_go_vip',
      'vpay_creditCard_finish',
      'vpay_payment_success',
      'vpay_payment_failed',
    ]);
    expect(target.track.mock.calls.at(-1)![1]).toEqual({ journey: 'mobile', reason: 'declined' });
    expect(target.flush).toHaveBeenCalledTimes(2);
    expect(target.flush).toHaveBeenCalledWith('now');
  });

  it('mobile-operator billing also reports DCB_Payment_Started at "Go VIP" and DCB_Payment_Successful on success, once each', () => {
    const target = { track: vi.fn(), flush: vi.fn(() => Promise.resolve()) };
    const mobile = createJourneyAnalytics('mobile', target);
    for (const step of ['start_flow', 'select_operator', 'select_mobile_number', 'click_go_vip', 'start_otp', 'enter_otp', 'click_verify', 'finish'] as const) mobile.track(step);
    mobile.outcome('success');
    const names = target.track.mock.calls.map(([name]) => name);
    expect(names.filter((name) => name.startsWith('DCB_'))).toEqual(['DCB_Payment_Started', 'DCB_Payment_Successful']);
    expect(names.indexOf('DCB_Payment_Started')).toBe(names.indexOf('vpay_mobile_click_go_vip') + 1);
    // Other journeys and failures send no DCB event.
    const card = { track: vi.fn(), flush: vi.fn(() => Promise.resolve()) };
    createJourneyAnalytics('creditCard', card).track('click_go_vip');
    createJourneyAnalytics('creditCard', card).outcome('success');
    createJourneyAnalytics('mobile', card).outcome('failed');
    expect(card.track.mock.calls.map(([name]) => name).filter((name) => name.startsWith('DCB_'))).toEqual([]);
  });
});
