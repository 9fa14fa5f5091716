import type { PaymentClient } from '../../headless/core/client/createPaymentClient';
import { createDropIn } from '../../headless/core/dropIn/createDropIn';
import { parseDropInOptions, type DropInOptionsInput } from '../../headless/core/dropIn/dropInOptions';
import { attachFakeFrame } from './fakeFrame';
import { bundledParts } from '../../headless/core/checkout/bundledParts';

/**
 * A connected drop-in over `client` whose card frame is attached and ready, a valid card typed
 * in; what takes it down again goes to `cleanups`.
 */
export function readyCardDropIn(client: PaymentClient, options: DropInOptionsInput, cleanups: (() => void)[]) {
  const dropIn = createDropIn(client, parseDropInOptions(options, client), { parts: bundledParts });
  cleanups.push(dropIn.connect());
  const container = document.body.appendChild(document.createElement('div'));
  cleanups.push(dropIn.cardCheckout!.cardForm.attach(container));
  const frame = attachFakeFrame(container.querySelector('iframe')!);
  frame.ready();
  frame.fill(true);
  return { dropIn, frame };
}
