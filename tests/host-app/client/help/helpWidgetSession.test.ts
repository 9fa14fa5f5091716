import { describe, expect, it } from 'vitest';
import { createHelpWidget, MAX_MESSAGE_LENGTH } from '../../../../host-app/client/help/helpWidgetSession';

const layla = { email: 'layla@example.com', name: 'Layla Haddad' };

describe('help widget session', () => {
  it('is identified with the signed-in user’s email and name', () => {
    const widget = createHelpWidget();
    widget.identify(layla);
    expect(widget.store.getState().identity).toEqual(layla);
  });

  it('acknowledges a message in the user’s name, and ignores blank ones', () => {
    const widget = createHelpWidget();
    widget.identify(layla);
    widget.send('   ');
    widget.send('  My video stops at 2 minutes  ');
    expect(widget.store.getState().messages).toEqual([
      { id: 1, from: 'visitor', text: 'My video stops at 2 minutes', kind: 'text' },
      { id: 2, from: 'support', text: 'help.reply.identified', kind: 'acknowledgement', values: layla },
    ]);
  });

  it('asks guests to sign in so support can answer', () => {
    const widget = createHelpWidget();
    widget.send('hello');
    expect(widget.store.getState().messages[1]).toMatchObject({ text: 'help.reply.guest' });
  });

  it('cuts overlong messages', () => {
    const widget = createHelpWidget();
    widget.send('x'.repeat(MAX_MESSAGE_LENGTH + 10));
    expect(widget.store.getState().messages[0]!.text).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it('forgets the identity, the conversation and closes on logout', () => {
    const widget = createHelpWidget();
    widget.identify(layla);
    widget.open();
    widget.send('hi');
    widget.logout();
    expect(widget.store.getState()).toEqual({ identity: null, open: false, messages: [] });
  });

  it('starts a new conversation for another person, keeps it for a name change', () => {
    const widget = createHelpWidget();
    widget.identify(layla);
    widget.send('hi');
    widget.identify({ ...layla, name: 'Layla H.' });
    expect(widget.store.getState().messages).toHaveLength(2);
    widget.identify({ email: 'omar@example.com', name: 'Omar' });
    expect(widget.store.getState().messages).toEqual([]);
  });

  it('opens and closes', () => {
    const widget = createHelpWidget();
    widget.open();
    expect(widget.store.getState().open).toBe(true);
    widget.close();
    expect(widget.store.getState().open).toBe(false);
  });
});
