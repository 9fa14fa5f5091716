// What the page mounts: the card form (by default), the drop-in, or one UI block alone.
import { PAYMENT_BLOCKS } from './addressOptions.js';
import { note } from './eventLog.js';
import { manageSavedCards } from './savedCards.js';
import { authorizeEvents, cardEvents, deliveryAddressCheck } from './shopEvents.js';

/**
 * One UI block alone, with the drop-in's events: the shopper's saved cards, a wallet's button, a
 * redirect method's button, a form method's form, or a card form paid by a payment button of
 * its own, mounted where the shop wants it (here below the form).
 */
function mountBlock(client, options, events) {
  if (options.integration === 'paymentButton') {
    const cardForm = client.cardForm({ ...options.cardForm, events: cardEvents });
    client.paymentButton({ cardForm, events }).mount('#checkout-button');
    cardForm.mount('#checkout');
    return;
  }
  client[options.integration]({ ...options.dropIn, events }).mount('#checkout');
}

function mountDropIn(client, options, shopperName) {
  let redrawSavedCards = () => {};
  const onAuthorizeSuccess = (result) => {
    authorizeEvents.onAuthorizeSuccess(result);
    redrawSavedCards();
  };
  client
    .dropin({
      ...options.dropIn,
      card: { ...options.cardForm, events: { ...cardEvents, onAuthorizeSuccess } },
      events: {
        ...authorizeEvents,
        onAuthorizeSuccess,
        onPaymentOptionSelected: (option) => note(`Option selected: ${option.paymentMethodCode}`),
        ...(options.deliversTo ? { onDeliveryAddressChanged: deliveryAddressCheck(options.deliversTo) } : {}),
      },
    })
    .mount('#checkout');
  note('Drop-in mounted');
  // A signed-in shopper may manage the cards the provider keeps for them.
  if (shopperName !== null) redrawSavedCards = manageSavedCards(client, options.locale);
}

/** Mounts what the address asks for; `shopperName` is null for a guest, who has no saved cards. */
export function mountIntegration(client, options, shopperName) {
  if (options.integration === 'dropin') {
    mountDropIn(client, options, shopperName);
    return;
  }
  if (PAYMENT_BLOCKS.includes(options.integration)) {
    mountBlock(client, options, { ...authorizeEvents, ...(options.deliversTo ? { onDeliveryAddressChanged: deliveryAddressCheck(options.deliversTo) } : {}) });
    note(`${options.integration} mounted`);
    return;
  }
  client.cardForm({ ...options.cardForm, events: { ...cardEvents, ...authorizeEvents } }).mount('#checkout');
  note('Card form mounted');
  if (shopperName !== null) manageSavedCards(client, options.locale);
}
