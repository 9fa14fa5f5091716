// Plain Node, as a server render or a build step: every entry of the installed package, then
// a card checkout and a drop-in rendered to HTML from the init response in init.json.
import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const packageJson = JSON.parse(await readFile('node_modules/payment-client/package.json', 'utf8'));
const entries = {};
for (const [subpath, target] of Object.entries(packageJson.exports)) {
  if (typeof target === 'object' && target.import) entries[subpath] = Object.keys(await import(`payment-client${subpath.slice(1)}`)).length;
}

const { usePaymentClient, useCardForm, useDropIn } = await import('payment-client/headless');
const { CardCheckout, DropIn } = await import('payment-client/components');
const initResponse = JSON.parse(await readFile('init.json', 'utf8'));

function Card() {
  const client = usePaymentClient(initResponse, { environment: 'TEST' });
  return createElement(CardCheckout, { cardForm: useCardForm(client, {}) });
}
function Checkout() {
  const client = usePaymentClient(initResponse, { environment: 'TEST' });
  return createElement(DropIn, { dropIn: useDropIn(client, {}) });
}

console.log(JSON.stringify({ entries, card: renderToString(createElement(Card)), dropIn: renderToString(createElement(Checkout)), window: typeof window }));
