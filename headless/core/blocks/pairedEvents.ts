import { CARD_FORM_EVENT_NAMES } from '../client/cardFormEventNames';
import type { CardFormEvents, DropInEvents } from '../events/paymentClientEvents';

type Callback = (...args: unknown[]) => unknown;

/** Both callbacks in turn; one that may stop the payment stops it when either answers false. */
const inTurn =
  (first: Callback, second: Callback): Callback =>
  (...args) => {
    const next = (answer: unknown) => (answer === false ? false : second(...args));
    const answer = first(...args);
    return answer instanceof Promise ? answer.then(next) : next(answer);
  };

/**
 * The callbacks of a card form paid by a payment button (PC-BLOCK-6): the form's, then
 * the button's. The button takes the drop-in's callbacks; those a card payment raises are heard.
 */
export function pairedCardFormEvents(form: CardFormEvents | undefined, button: DropInEvents | undefined): CardFormEvents {
  const names = CARD_FORM_EVENT_NAMES.filter((name) => form?.[name] || (button as CardFormEvents | undefined)?.[name]);
  return Object.fromEntries(
    names.map((name) => {
      const mine = form?.[name] as Callback | undefined;
      const buttons = (button as CardFormEvents | undefined)?.[name] as Callback | undefined;
      return [name, mine && buttons ? inTurn(mine, buttons) : (mine ?? buttons)];
    }),
  ) as CardFormEvents;
}
