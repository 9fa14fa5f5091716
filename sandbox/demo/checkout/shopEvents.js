// The payment client's events as this shop handles them: notes in the log, and the test hooks.
import { failureText, note, showResult } from './eventLog.js';

/** Element events as the merchant receives them: state only, never what was typed. */
const elementEvents = [];
window.demoElementEvents = elementEvents;

function recordElementEvent(type, element, state) {
  elementEvents.push({ type, element, state });
  if (type !== 'CHANGE') return;
  const facts = [state.isValid ? 'valid' : 'invalid', state.isComplete ? 'complete' : 'incomplete'];
  if (state.network) facts.push(state.network);
  note(`${element} ${facts.join(', ')}`);
}

/** The card form's element events. */
export const cardEvents = {
  onReady: () => elementEvents.push({ type: 'READY' }),
  onSubmit: () => elementEvents.push({ type: 'SUBMIT' }),
  onChange: (element, state) => recordElementEvent('CHANGE', element, state),
  onFocus: (element, state) => recordElementEvent('FOCUS', element, state),
  onBlur: (element, state) => recordElementEvent('BLUR', element, state),
};

/** How a payment ended, as the browser hears it; our server confirms the order on its own. */
export const authorizeEvents = {
  onAuthorizeSuccess(result) {
    note(`Authorization successful (execution ${result && result.executionId ? result.executionId : 'unknown'})`);
    showResult('Thank you, your order is confirmed.');
  },
  onAuthorizePending() {
    note('Authorization pending');
  },
  onAuthorizeFailed(error) {
    note(`Authorization failed${failureText(error)}`);
  },
};

/** The shop's answer when a wallet's sheet asks about a delivery address: false refuses it. */
export function deliveryAddressCheck(countries) {
  return ({ paymentMethodCode, address }) => {
    const delivers = countries.includes(address.countryCode);
    note(`Delivery address (${paymentMethodCode}): ${address.postalCode ?? ''} ${address.countryCode ?? ''}, ${delivers ? 'we deliver there' : 'we do not deliver there'}`);
    return delivers;
  };
}
