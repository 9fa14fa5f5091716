import { describe, expect, it } from 'vitest';
import { frameMessageSchema } from '../../../../headless/core/frame/messages';

const state = (extra: Record<string, unknown>) => ({
  type: 'element',
  event: 'CHANGE',
  element: 'CARD_NUMBER',
  state: { isEmpty: false, isComplete: true, isValid: true, isFocused: true, isRequired: true, network: 'visa', bin: '42424242', ...extra },
});

describe("the parent's reading of a card number's element state", () => {
  it('passes the masked value on to the merchant', () => {
    const parsed = frameMessageSchema.safeParse(state({ maskedValue: '42424242XXXXXXXX' }));
    expect(parsed.success && parsed.data.type === 'element' ? parsed.data.state.maskedValue : undefined).toBe('42424242XXXXXXXX');
    expect(frameMessageSchema.safeParse(state({ maskedValue: '378282XXXXXXXXX' })).success).toBe(true);
  });

  it('drops a state whose masked value shows more digits than a BIN, or any digit after an X', () => {
    for (const maskedValue of ['4242424242424242', '424242424XXXXXXX', '424242XX4242', '42424']) {
      expect(frameMessageSchema.safeParse(state({ maskedValue })).success, maskedValue).toBe(false);
    }
  });

  it('never passes on a value: an unknown field is dropped', () => {
    const parsed = frameMessageSchema.safeParse(state({ value: '4242424242424242' }));
    expect(JSON.stringify(parsed.success ? parsed.data : null)).not.toContain('4242424242424242');
  });
});
