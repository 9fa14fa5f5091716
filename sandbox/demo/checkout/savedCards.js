// The shop's own "Saved cards" panel, drawn by this page from the payment client's stored-instrument calls.
import { failureText, note } from './eventLog.js';
import { fetchPayoutSession } from './shopServer.js';

/**
 * The shop's own "Saved cards" list, drawn by this page from client.getStoredInstruments():
 * each card can be removed (client.deleteInstrument), and the first one paid out to. A payment
 * session cannot pay out: our server creates a payout session for that card and amount, and a
 * client of that session pays out (client.payout). A removed card also leaves the drop-in's
 * list. Returns the redraw, for after a payment that stored a card.
 */
export function manageSavedCards(client, locale) {
  const section = document.getElementById('saved-cards');
  const list = document.getElementById('saved-card-list');
  const empty = document.getElementById('saved-cards-empty');
  const payoutButton = document.getElementById('payout');
  let cards = [];
  section.hidden = false;

  async function render() {
    try {
      cards = (await client.getStoredInstruments()).filter((instrument) => instrument.paymentMethod === 'card' && instrument.status === 'enabled');
    } catch (error) {
      note(`Saved cards unavailable${failureText(error)}`);
      return;
    }
    list.replaceChildren(
      ...cards.map((card) => {
        const name = card.displayName || 'Unavailable';
        const item = document.createElement('li');
        const label = document.createElement('span');
        label.textContent = name;
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = 'Remove';
        remove.setAttribute('aria-label', `Remove ${name}`);
        remove.addEventListener('click', () => removeCard(card, name, remove));
        item.append(label, remove);
        return item;
      }),
    );
    empty.hidden = cards.length > 0;
    payoutButton.disabled = cards.length === 0;
  }

  async function removeCard(card, name, button) {
    button.disabled = true;
    try {
      await client.deleteInstrument(card.id);
      note(`Saved card removed: ${name}`);
    } catch (error) {
      note(`Removing ${name} failed${failureText(error)}`);
    }
    await render();
  }

  payoutButton.addEventListener('click', async () => {
    const [card] = cards;
    if (!card) return;
    payoutButton.disabled = true;
    note(`Payout requested to ${card.displayName || 'Unavailable'}`);
    try {
      const payoutClient = PaymentClient.init(await fetchPayoutSession(card.id), { environment: 'TEST', locale });
      const result = await payoutClient.payout({ paymentInstrumentId: card.id });
      note(result.status === 'payoutSuccessful' ? `Payout successful (execution ${result.executionId})` : `Payout failed: ${result.reason || 'no reason given'}`);
    } catch (error) {
      note(`Payout failed${failureText(error)}`);
      payoutButton.disabled = false;
    }
  });

  render();
  return render;
}
