import type { PaymentOption } from './paymentOptions';

/**
 * The drop-in item lifecycle (PC-DROPIN-6) as a pure reducer: every option starts inactive,
 * becomes active on selection (its component mounts, the radio is checked), and the one it
 * replaces is deactivated (unmounted). Only one option is active at a time.
 */
export type OptionLifecycle = 'inactive' | 'active' | 'deactivated';

export interface DropInState {
  options: PaymentOption[];
  activeId: string | null;
  lifecycle: Record<string, OptionLifecycle>;
  /** The shopper picked the active option (selected it, or typed into the card form); else the drop-in did. */
  chosen: boolean;
}

export type DropInAction =
  | { type: 'optionsChanged'; options: PaymentOption[]; preselectFirst: boolean }
  | { type: 'optionSelected'; id: string }
  /** Focusing the card form clears a stored-instrument selection. */
  | { type: 'cardFormFocused' };

export const initialDropInState: DropInState = { options: [], activeId: null, lifecycle: {}, chosen: false };

function activate(state: DropInState, id: string | null, chosen: boolean): DropInState {
  if (id !== null && !state.options.some((option) => option.id === id)) return state;
  if (id === state.activeId) return chosen && !state.chosen ? { ...state, chosen } : state;
  const lifecycle = { ...state.lifecycle };
  if (state.activeId !== null && lifecycle[state.activeId] === 'active') lifecycle[state.activeId] = 'deactivated';
  if (id !== null) lifecycle[id] = 'active';
  return { ...state, activeId: id, lifecycle, chosen };
}

export function dropInReducer(state: DropInState, action: DropInAction): DropInState {
  switch (action.type) {
    case 'optionsChanged': {
      const ids = new Set(action.options.map((option) => option.id));
      const lifecycle = Object.fromEntries(action.options.map((option) => [option.id, state.lifecycle[option.id] ?? 'inactive'])) as Record<string, OptionLifecycle>;
      const activeId = state.activeId !== null && ids.has(state.activeId) ? state.activeId : null;
      // An active option that disappeared (a deleted instrument, say) leaves nothing active.
      const next: DropInState = { options: action.options, activeId, lifecycle, chosen: activeId !== null && state.chosen };
      // A single option is shown alone, already active; the first one may be preselected. Wallets
      // join as they confirm, in any order: until the shopper picks, the preselection follows the
      // first option. Without preselection, an option active because it was alone stays active
      // when others join, so a card form being typed into is not taken away.
      const first = action.options[0];
      if (!first || next.chosen) return next;
      if (action.preselectFirst || (activeId === null && action.options.length === 1)) return activate(next, first.id, false);
      return next;
    }
    case 'optionSelected':
      return activate(state, action.id, true);
    case 'cardFormFocused': {
      const card = state.options.find((option) => option.kind === 'card');
      return card ? activate(state, card.id, true) : state;
    }
    default: {
      const unknown: never = action;
      throw new Error(`Unknown drop-in action: ${JSON.stringify(unknown)}`);
    }
  }
}

export const activeOption = (state: DropInState): PaymentOption | undefined => state.options.find((option) => option.id === state.activeId);
