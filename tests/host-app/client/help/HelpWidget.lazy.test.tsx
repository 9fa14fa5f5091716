import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthSessionContext } from 'payment-client/auth-session';
import { HelpWidget, helpWidget } from '../../../../host-app/client/help';
import { I18nProvider } from '../../../../host-app/client/i18n/I18nProvider';
import { fakeAuthSession, subscriberState } from '../ads/fakeSession';
import '../support/siteLanguages';

const chunk = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('../../../../host-app/client/help/chat/SupportChat', () => {
  chunk.loaded += 1;
  return { SupportChat: () => <p>support chat</p> };
});

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  helpWidget.logout();
});

describe('HelpWidget loading', () => {
  it('renders nothing and never fetches the chat chunk when hidden', async () => {
    render(<HelpWidget email="layla@example.com" name="Layla" hidden />);
    await act(async () => {});
    expect(chunk.loaded).toBe(0);
    expect(screen.queryByText('support chat')).toBeNull();
  });

  it('loads the chat chunk lazily when shown', async () => {
    // Its strings load with it, in the page's language.
    render(
      <I18nProvider locale="en">
        <HelpWidget email="layla@example.com" name="Layla" />
      </I18nProvider>,
    );
    await screen.findByText('support chat');
    expect(chunk.loaded).toBe(1);
  });

  it('identifies the widget with the given email and name, even when hidden', async () => {
    render(<HelpWidget email="layla@example.com" name="Layla" hidden />);
    expect(helpWidget.store.getState().identity).toEqual({ email: 'layla@example.com', name: 'Layla' });
  });

  it('takes the signed-in subscriber from the session, and logs out when they sign out', () => {
    const { session, setState } = fakeAuthSession(subscriberState(false));
    render(
      <AuthSessionContext.Provider value={session}>
        <HelpWidget hidden />
      </AuthSessionContext.Provider>,
    );
    expect(helpWidget.store.getState().identity).toEqual({ email: 'layla@example.com', name: 'Layla Haddad' });
    // The product API is not running here: the message stays on its way while the viewer signs out.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    void helpWidget.send('hi');
    expect(helpWidget.store.getState().messages).toHaveLength(1);
    act(() => setState({ status: 'unauthorized', token: null, subscriber: null }));
    expect(helpWidget.store.getState()).toEqual({ identity: null, open: false, sending: false, messages: [] });
  });

  it('logs out a previous identity when it next shows with nobody signed in', () => {
    helpWidget.identify({ email: 'layla@example.com', name: 'Layla' });
    render(<HelpWidget email={null} name={null} hidden />);
    expect(helpWidget.store.getState().identity).toBeNull();
  });
});
