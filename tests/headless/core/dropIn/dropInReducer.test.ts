import { describe, expect, it } from 'vitest';
import { activeOption, dropInReducer, initialDropInState, type DropInState } from '../../../../headless/core/dropIn/dropInReducer';
import type { PaymentOption } from '../../../../headless/core/dropIn/paymentOptions';

const option = (id: string, kind: PaymentOption['kind']): PaymentOption => ({ id, kind, paymentMethodCode: id.replace('stored:', '') });
const stored = option('stored:c1', 'storedInstrument');
const card = option('card', 'card');
const pix = option('pix', 'redirect');
const options = [stored, card, pix];

const listed = (preselectFirst = false) => dropInReducer(initialDropInState, { type: 'optionsChanged', options, preselectFirst });

describe('dropInReducer', () => {
  it('starts every option inactive with nothing selected', () => {
    expect(listed()).toEqual({ options, activeId: null, lifecycle: { 'stored:c1': 'inactive', card: 'inactive', pix: 'inactive' }, chosen: false });
  });

  it('preselects the first option when configured', () => {
    const state = listed(true);
    expect(state.activeId).toBe('stored:c1');
    expect(state.lifecycle['stored:c1']).toBe('active');
  });

  it('shows a single option alone, already active', () => {
    const state = dropInReducer(initialDropInState, { type: 'optionsChanged', options: [card], preselectFirst: false });
    expect(state.activeId).toBe('card');
    expect(state.lifecycle.card).toBe('active');
  });

  it('moves inactive → active → deactivated, one active at a time', () => {
    const first = dropInReducer(listed(), { type: 'optionSelected', id: 'card' });
    expect(first.lifecycle).toEqual({ 'stored:c1': 'inactive', card: 'active', pix: 'inactive' });
    const second = dropInReducer(first, { type: 'optionSelected', id: 'pix' });
    expect(second.lifecycle).toEqual({ 'stored:c1': 'inactive', card: 'deactivated', pix: 'active' });
    expect(activeOption(second)).toBe(pix);
    const back = dropInReducer(second, { type: 'optionSelected', id: 'card' });
    expect(back.lifecycle).toEqual({ 'stored:c1': 'inactive', card: 'active', pix: 'deactivated' });
  });

  it('selecting a stored card clears the card form selection, and focusing the form clears the stored one', () => {
    const onCard = dropInReducer(listed(), { type: 'optionSelected', id: 'card' });
    const onStored = dropInReducer(onCard, { type: 'optionSelected', id: 'stored:c1' });
    expect(onStored.activeId).toBe('stored:c1');
    expect(onStored.lifecycle.card).toBe('deactivated');
    const focused = dropInReducer(onStored, { type: 'cardFormFocused' });
    expect(focused.activeId).toBe('card');
    expect(focused.lifecycle['stored:c1']).toBe('deactivated');
  });

  it('ignores selecting the active option or an unknown one', () => {
    const onCard = dropInReducer(listed(), { type: 'optionSelected', id: 'card' });
    expect(dropInReducer(onCard, { type: 'optionSelected', id: 'card' })).toBe(onCard);
    expect(dropInReducer(onCard, { type: 'optionSelected', id: 'nope' })).toBe(onCard);
  });

  it('keeps the selection when the list changes, and drops it when its option goes away', () => {
    const onStored = dropInReducer(listed(), { type: 'optionSelected', id: 'stored:c1' });
    const kept = dropInReducer(onStored, { type: 'optionsChanged', options: [...options, option('googlePay', 'googlePay')], preselectFirst: false });
    expect(kept.activeId).toBe('stored:c1');
    expect(kept.lifecycle.googlePay).toBe('inactive');
    const gone: DropInState = dropInReducer(onStored, { type: 'optionsChanged', options: [card, pix], preselectFirst: false });
    expect(gone.activeId).toBeNull();
  });

  describe('wallets joining one by one, in the order they confirm', () => {
    const payPal = option('payPal', 'payPal');
    const applePay = option('applePay', 'applePay');
    const changed = (state: DropInState, list: PaymentOption[], preselectFirst: boolean) => dropInReducer(state, { type: 'optionsChanged', options: list, preselectFirst });

    it('with preselection, the first option in order is active once it joins, until the shopper picks', () => {
      const alone = changed(initialDropInState, [applePay], true);
      expect(alone.activeId).toBe('applePay');
      const both = changed(alone, [payPal, applePay], true);
      expect(both.activeId).toBe('payPal');
      expect(both.lifecycle).toEqual({ payPal: 'active', applePay: 'deactivated' });
      expect(both.chosen).toBe(false);
    });

    it("with preselection, the shopper's pick stays when an earlier option joins", () => {
      const picked = dropInReducer(changed(initialDropInState, [applePay], true), { type: 'optionSelected', id: 'applePay' });
      expect(picked.chosen).toBe(true);
      expect(changed(picked, [payPal, applePay], true).activeId).toBe('applePay');
    });

    it('without preselection, the card that was alone stays active when a wallet joins', () => {
      const alone = changed(initialDropInState, [card], false);
      const both = changed(alone, [card, applePay], false);
      expect(both.activeId).toBe('card');
      expect(both.lifecycle).toEqual({ card: 'active', applePay: 'inactive' });
    });

    it('typing into the card form that was alone counts as picking it', () => {
      const alone = changed(initialDropInState, [card], false);
      const focused = dropInReducer(alone, { type: 'cardFormFocused' });
      expect(focused).toEqual({ ...alone, chosen: true });
      // A stored card joining first (saved by this payment, say) does not take the form away.
      expect(changed(focused, [stored, card], true).activeId).toBe('card');
    });

    it('a pick that goes away leaves the choice to the drop-in again', () => {
      const picked = dropInReducer(listed(), { type: 'optionSelected', id: 'stored:c1' });
      const gone = changed(picked, [card, pix], true);
      expect(gone.activeId).toBe('card');
      expect(gone.chosen).toBe(false);
    });
  });

  it('throws on an unknown action', () => {
    expect(() => dropInReducer(initialDropInState, { type: 'nope' } as never)).toThrow('Unknown drop-in action');
  });
});
