import { describe, expect, it } from 'vitest';
import { createHelpWidget, MAX_MESSAGE_LENGTH, type DeliverHelpMessage } from '../../../../host-app/client/help/helpWidgetSession';

/** Records what was sent and answers as the product API does. */
function fakeDelivery() {
  const sent: { message: string; replyTo: string | null }[] = [];
  const deliver: DeliverHelpMessage = async (message, replyTo) => {
    sent.push({ message, replyTo });
    return { ok: true, acknowledgement: `HLP-0000-000${sent.length}`, replyTo: replyTo ?? 'layla@example.com' };
  };
  return { sent, deliver };
}

const layla = { email: 'layla@example.com', name: 'Layla Haddad' };

describe('help widget session', () => {
  it('is identified with the signed-in user’s email and name', () => {
    const widget = createHelpWidget(fakeDelivery().deliver);
    widget.identify(layla);
    expect(widget.store.getState().identity).toEqual(layla);
  });

  it('sends a message and shows its acknowledgement number in the user’s name; blank ones are not sent', async () => {
    const delivery = fakeDelivery();
    const widget = createHelpWidget(delivery.deliver);
    widget.identify(layla);
    await widget.send('   ');
    await widget.send('  My video stops at 2 minutes  ');
    expect(delivery.sent).toEqual([{ message: 'My video stops at 2 minutes', replyTo: null }]);
    expect(widget.store.getState().messages).toEqual([
      { id: 1, from: 'visitor', text: 'My video stops at 2 minutes', kind: 'text' },
      { id: 2, from: 'support', text: 'help.reply.identified', kind: 'acknowledgement', values: { ...layla, reference: 'HLP-0000-0001' } },
    ]);
  });

  it("sends a guest's message with the email to reply to", async () => {
    const delivery = fakeDelivery();
    const widget = createHelpWidget(delivery.deliver);
    await widget.send('hello', ' guest@example.com ');
    expect(delivery.sent).toEqual([{ message: 'hello', replyTo: 'guest@example.com' }]);
    expect(widget.store.getState().messages[1]).toMatchObject({ text: 'help.reply.guest', values: { email: 'guest@example.com', reference: 'HLP-0000-0001' } });
  });

  it('shows a refusal instead of an acknowledgement', async () => {
    const widget = createHelpWidget(async () => ({ ok: false, message: 'A message must be at most 2000 characters' }));
    await widget.send('hello', 'guest@example.com');
    expect(widget.store.getState().messages[1]).toMatchObject({ kind: 'error', text: 'A message must be at most 2000 characters' });
    expect(widget.store.getState().sending).toBe(false);
  });

  it('drops the answer of a message sent before a logout', async () => {
    let answer!: () => void;
    const widget = createHelpWidget(
      () => new Promise((resolve) => (answer = () => resolve({ ok: true, acknowledgement: 'HLP-0000-0001', replyTo: 'layla@example.com' }))),
    );
    widget.identify(layla);
    const sending = widget.send('hello');
    widget.logout();
    answer();
    await sending;
    expect(widget.store.getState().messages).toEqual([]);
  });

  it('cuts overlong messages', async () => {
    const widget = createHelpWidget(fakeDelivery().deliver);
    await widget.send('x'.repeat(MAX_MESSAGE_LENGTH + 10), 'guest@example.com');
    expect(widget.store.getState().messages[0]!.text).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it('forgets the identity, the conversation and closes on logout', async () => {
    const widget = createHelpWidget(fakeDelivery().deliver);
    widget.identify(layla);
    widget.open();
    await widget.send('hi');
    widget.logout();
    expect(widget.store.getState()).toEqual({ identity: null, open: false, sending: false, messages: [] });
  });

  it('starts a new conversation for another person, keeps it for a name change', async () => {
    const widget = createHelpWidget(fakeDelivery().deliver);
    widget.identify(layla);
    await widget.send('hi');
    widget.identify({ ...layla, name: 'Layla H.' });
    expect(widget.store.getState().messages).toHaveLength(2);
    widget.identify({ email: 'omar@example.com', name: 'Omar' });
    expect(widget.store.getState().messages).toEqual([]);
  });

  it('opens and closes', () => {
    const widget = createHelpWidget(fakeDelivery().deliver);
    widget.open();
    expect(widget.store.getState().open).toBe(true);
    widget.close();
    expect(widget.store.getState().open).toBe(false);
  });
});
