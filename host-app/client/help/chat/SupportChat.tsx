import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { adoptStyleSheet } from '../../styles/adoptStyleSheet';
import { useHelpText, type HelpMessageKey, type HelpTranslate } from '../helpMessages';
import { MAX_MESSAGE_LENGTH, type ChatMessage, type HelpWidgetController } from '../helpWidgetSession';
import chatCss from './supportChat.css?inline';

/** The site's own support chat panel: a launcher button and a conversation. */
export function SupportChat({ controller }: { controller: HelpWidgetController }) {
  useChatStyles();
  const { t, isHelpMessageKey } = useHelpText();
  const state = useSyncExternalStore(controller.store.subscribe, controller.store.getState, controller.store.getState);
  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(state.open);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const emailId = useId();

  // Focus goes into the panel when it opens and back to the launcher when it closes.
  useEffect(() => {
    if (state.open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = state.open;
  }, [state.open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.sending) return;
    void controller.send(draft, replyTo);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') controller.close();
  };

  return (
    <div className="help-Chat" data-identified={state.identity ? '' : undefined}>
      {state.open && (
        <section id={panelId} className="help-Panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <header className="help-Header">
            <h2 id={titleId} className="help-Title">
              {t('help.title')}
            </h2>
            <button type="button" className="help-Close" aria-label={t('help.close')} onClick={() => controller.close()}>
              ×
            </button>
          </header>
          <ol className="help-Messages" role="log" aria-live="polite">
            <li className="help-Message" data-from="support">
              {state.identity ? t('help.greeting.identified', { name: state.identity.name }) : t('help.greeting.guest')}
            </li>
            {state.messages.map((message) => (
              <li key={message.id} className="help-Message" data-from={message.from} data-kind={message.kind}>
                <span className="site-VisuallyHidden">{message.from === 'visitor' ? t('help.you') : t('help.support')}: </span>
                {messageText(message, t, isHelpMessageKey)}
              </li>
            ))}
          </ol>
          <form className="help-Form" onSubmit={submit}>
            {!state.identity && (
              <>
                <label htmlFor={emailId} className="help-Label">
                  {t('help.emailLabel')}
                </label>
                <input
                  id={emailId}
                  className="help-Input"
                  type="email"
                  autoComplete="email"
                  value={replyTo}
                  onChange={(event) => setReplyTo(event.target.value)}
                />
              </>
            )}
            <label htmlFor={inputId} className="help-Label">
              {t('help.messageLabel')}
            </label>
            <textarea
              id={inputId}
              ref={inputRef}
              className="help-Input"
              rows={2}
              maxLength={MAX_MESSAGE_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter sends, Shift+Enter starts a new line.
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
            />
            <button type="submit" className="help-Send" disabled={draft.trim() === '' || state.sending}>
              {state.sending ? t('help.sending') : t('help.send')}
            </button>
          </form>
        </section>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="help-Launcher"
        aria-expanded={state.open}
        aria-controls={state.open ? panelId : undefined}
        onClick={() => (state.open ? controller.close() : controller.open())}
      >
        {t('help.open')}
      </button>
    </div>
  );
}

function messageText(
  message: ChatMessage,
  t: HelpTranslate,
  isHelpMessageKey: (value: string, values?: Readonly<Record<string, string | number>>) => value is HelpMessageKey,
): string {
  // Replies and refusals may be the site's own words (a catalog key); a visitor's text never is.
  if (message.kind !== 'text' && isHelpMessageKey(message.text, message.values)) return t(message.text, message.values ? { ...message.values } : undefined);
  return message.text;
}

let stylesAdded = false;
function useChatStyles() {
  useEffect(() => {
    if (stylesAdded) return;
    stylesAdded = true;
    // Constructed, so the site's CSP needs no 'unsafe-inline'.
    adoptStyleSheet(document, chatCss);
  }, []);
}
