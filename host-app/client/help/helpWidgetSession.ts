import { HELP_MESSAGE_MAX_LENGTH } from '../../contract/help/helpRequests';
import { createStore, type Store } from '../state/createStore';

/** Who the support chat talks to: the signed-in subscriber's email and name (PR-HELP-1). */
export interface SupportIdentity {
  email: string;
  name: string;
}

export interface ChatMessage {
  id: number;
  from: 'visitor' | 'support';
  /** A visitor's own words, the key of a support reply in the help catalog, or a refusal's text. */
  text: string;
  kind: 'text' | 'acknowledgement' | 'error';
  /** Values for the reply's placeholders. */
  values?: Readonly<Record<string, string | number>>;
}

export interface HelpWidgetState {
  identity: SupportIdentity | null;
  open: boolean;
  /** True while a message is on its way; another waits until it is answered. */
  sending: boolean;
  messages: readonly ChatMessage[];
}

/** What the product API answered for one message: its acknowledgement number, or why it was refused. */
export type HelpDelivery =
  | { ok: true; acknowledgement: string; replyTo: string }
  /** `message` is the API's own text, or a help catalog key with its `values`. */
  | { ok: false; message: string; values?: Readonly<Record<string, string | number>> };

/** Sends one message to the support team; `replyTo` is the visitor's email (a subscriber's is the account's). */
export type DeliverHelpMessage = (message: string, replyTo: string | null) => Promise<HelpDelivery>;

/** The support chat as the site sees it; a vendor widget would sit behind the same calls. */
export interface HelpWidgetController {
  store: Store<HelpWidgetState>;
  identify(identity: SupportIdentity): void;
  /** Forgets the identity and the conversation (sign-out, or a profile load failing other than Unauthorized). */
  logout(): void;
  open(): void;
  close(): void;
  /**
   * Sends the visitor's message (with the email to reply to, for a visitor) and shows the answer:
   * the acknowledgement number, or why it was refused. Blank messages are ignored.
   */
  send(text: string, replyTo?: string): Promise<void>;
}

export const MAX_MESSAGE_LENGTH = HELP_MESSAGE_MAX_LENGTH;
const initialState: HelpWidgetState = { identity: null, open: false, sending: false, messages: [] };

export function createHelpWidget(deliver: DeliverHelpMessage): HelpWidgetController {
  const store = createStore(initialState);
  let nextId = 1;
  // A logout while a message is on its way: its answer belongs to a conversation that is gone.
  let conversation = 0;

  const append = (message: Omit<ChatMessage, 'id'>) => store.setState((state) => ({ ...state, messages: [...state.messages, { id: nextId++, ...message }] }));

  return {
    store,
    identify(identity) {
      store.setState((state) => {
        const same = state.identity?.email === identity.email && state.identity?.name === identity.name;
        if (same) return state;
        // A different person starts a fresh conversation.
        const otherPerson = state.identity !== null && state.identity.email !== identity.email;
        if (otherPerson) conversation += 1;
        return { ...state, identity, messages: otherPerson ? [] : state.messages };
      });
    },
    logout() {
      conversation += 1;
      store.setState(initialState);
    },
    open() {
      store.setState((state) => (state.open ? state : { ...state, open: true }));
    },
    close() {
      store.setState((state) => (state.open ? { ...state, open: false } : state));
    },
    async send(text, replyTo) {
      const trimmed = text.trim().slice(0, MAX_MESSAGE_LENGTH);
      const before = store.getState();
      if (!trimmed || before.sending) return;
      const asked = conversation;
      store.setState((state) => ({ ...state, sending: true }));
      append({ from: 'visitor', text: trimmed, kind: 'text' });
      const answer = await deliver(trimmed, before.identity ? null : (replyTo?.trim() ?? null));
      if (asked !== conversation) return;
      store.setState((state) => ({ ...state, sending: false }));
      if (!answer.ok) {
        append({ from: 'support', text: answer.message, kind: 'error', ...(answer.values ? { values: answer.values } : {}) });
        return;
      }
      const { identity } = store.getState();
      append(
        identity
          ? { from: 'support', text: 'help.reply.identified', kind: 'acknowledgement', values: { name: identity.name, email: answer.replyTo, reference: answer.acknowledgement } }
          : { from: 'support', text: 'help.reply.guest', kind: 'acknowledgement', values: { email: answer.replyTo, reference: answer.acknowledgement } },
      );
    },
  };
}
