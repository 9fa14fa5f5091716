import { createStore, type Store } from '../state/createStore';

/** Who the support chat talks to: the signed-in subscriber's email and name (product spec section 1). */
export interface SupportIdentity {
  email: string;
  name: string;
}

export interface ChatMessage {
  id: number;
  from: 'visitor' | 'support';
  /** A visitor's own words, or the key of a support reply in the help catalog. */
  text: string;
  kind: 'text' | 'acknowledgement';
  /** Values for the reply's placeholders. */
  values?: Readonly<Record<string, string>>;
}

export interface HelpWidgetState {
  identity: SupportIdentity | null;
  open: boolean;
  messages: readonly ChatMessage[];
}

/** The support chat as the site sees it; a vendor widget would sit behind the same calls. */
export interface HelpWidgetController {
  store: Store<HelpWidgetState>;
  identify(identity: SupportIdentity): void;
  /** Forgets the identity and the conversation (sign-out, or a profile load failing other than Unauthorized). */
  logout(): void;
  open(): void;
  close(): void;
  /** Sends the visitor's message; blank messages are ignored. */
  send(text: string): void;
}

export const MAX_MESSAGE_LENGTH = 2000;
const initialState: HelpWidgetState = { identity: null, open: false, messages: [] };

export function createHelpWidget(): HelpWidgetController {
  const store = createStore(initialState);
  let nextId = 1;

  return {
    store,
    identify(identity) {
      store.setState((state) => {
        const same = state.identity?.email === identity.email && state.identity?.name === identity.name;
        if (same) return state;
        // A different person starts a fresh conversation.
        const otherPerson = state.identity !== null && state.identity.email !== identity.email;
        return { ...state, identity, messages: otherPerson ? [] : state.messages };
      });
    },
    logout() {
      store.setState(initialState);
    },
    open() {
      store.setState((state) => (state.open ? state : { ...state, open: true }));
    },
    close() {
      store.setState((state) => (state.open ? { ...state, open: false } : state));
    },
    send(text) {
      const trimmed = text.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (!trimmed) return;
      store.setState((state) => ({
        ...state,
        messages: [
          ...state.messages,
          { id: nextId++, from: 'visitor', text: trimmed, kind: 'text' },
          // Until a support desk is connected, the panel confirms the message was taken.
          state.identity
            ? { id: nextId++, from: 'support', text: 'help.reply.identified', kind: 'acknowledgement', values: { ...state.identity } }
            : { id: nextId++, from: 'support', text: 'help.reply.guest', kind: 'acknowledgement' },
        ],
      }));
    },
  };
}
